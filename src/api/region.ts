/** Region API (bearer API key from config): the address form's cascade. */
import type * as v from 'valibot'
import type { postalCodeBody } from '../../contract/region'
import { postalCodeReply, regionListReply, type PostalCode, type RegionOption } from '../../contract/region'
import { clients, expectOk, request } from './clients'

const list = async (path: string, id?: string): Promise<RegionOption[]> =>
  expectOk(await request(clients().region, path, regionListReply, id === undefined ? {} : { query: { id } }))
    .data

export const getProvinces = () => list('province')
export const getCities = (provinceId: string) => list('city', provinceId)
export const getDistricts = (cityId: string) => list('district', cityId)
export const getSubdistricts = (districtId: string) => list('subdistrict', districtId)

export async function getPostalCode(input: v.InferInput<typeof postalCodeBody>): Promise<PostalCode> {
  return expectOk(
    await request(clients().region, 'postalcode', postalCodeReply, { method: 'POST', body: input }),
  ).data
}

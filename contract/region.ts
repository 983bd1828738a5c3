/** Region API: /region/… (bearer API key). */
import * as v from 'valibot'
import { envelope, plainText } from './common'

export const regionOptionSchema = v.object({ id: v.string(), name: v.string() })
export type RegionOption = v.InferOutput<typeof regionOptionSchema>
export const regionListReply = envelope(v.array(regionOptionSchema))

const code = (label: string, pattern: RegExp) =>
  v.pipe(v.string(`${label} is required`), v.trim(), v.regex(pattern, `${label} is not a valid region id`))
export const cityQuery = v.object({ id: code('id (province)', /^\d{2}$/) })
export const districtQuery = v.object({ id: code('id (city)', /^\d{2}\.\d{2}$/) })
export const subdistrictQuery = v.object({ id: code('id (district)', /^\d{2}\.\d{2}\.\d{2}$/) })

export const postalCodeBody = v.object({
  district_id: code('district_id', /^\d{2}\.\d{2}\.\d{2}$/),
  subdistrict_name: v.pipe(
    v.string('subdistrict_name is required'),
    plainText('subdistrict_name'),
    v.maxLength(100, 'subdistrict_name is at most 100 characters'),
    v.trim(),
    v.nonEmpty('subdistrict_name is required'),
  ),
})
export const postalCodeSchema = v.object({ id: v.string(), postal_code: v.string() })
export type PostalCode = v.InferOutput<typeof postalCodeSchema>
export const postalCodeReply = envelope(postalCodeSchema)

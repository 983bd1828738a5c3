/**
 * The named actors of the address-cascade machine, bound to src/api. Provided where the address
 * modal loads (AddressListModal), not in src/app/runtime.ts: the region client and the modal stay
 * out of the code every logged-in page loads.
 */
import { fromPromise } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import type { addressCascadeMachine } from '../../../machines/address-cascade/address-cascade.machine'
import { createAddress, listAddresses } from '../../api/go'
import { getCities, getDistricts, getPostalCode, getProvinces, getSubdistricts } from '../../api/region'

const loaders = {
  province: () => getProvinces(),
  city: (id: string) => getCities(id),
  district: (id: string) => getDistricts(id),
  subdistrict: (id: string) => getSubdistricts(id),
} as const

export const addressActors = {
  loadAddresses: fromPromise(() => listAddresses()),
  loadOptions: fromPromise(({ input }) => loaders[input.level](input.parentId ?? '')),
  loadPostalCode: fromPromise(
    async ({ input }) =>
      (await getPostalCode({ district_id: input.districtId, subdistrict_name: input.subdistrictName }))
        .postal_code,
  ),
  saveAddress: fromPromise(({ input }) => createAddress(input)),
} satisfies ActorsOf<typeof addressCascadeMachine>

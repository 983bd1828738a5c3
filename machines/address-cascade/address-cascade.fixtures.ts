/** Test data of the address-cascade machine's tests and the address modal's view tests. */
import type { Address } from '../../contract/go'
import type { RegionOption } from '../../contract/region'

export const SAVED_ADDRESS: Address = {
  id: 1,
  recipient_name: 'Demo Customer',
  phone_number: '081234567890',
  address_details: 'Jl. Kebon Sirih No. 17',
  rt: '003',
  rw: null,
  subdistrict: 'Gondangdia',
  district: 'Menteng',
  city: 'Kota Administrasi Jakarta Pusat',
  province: 'Daerah Khusus Ibukota Jakarta',
  postal_code: '10350',
}

/** Two provinces, each with one city, district and subdistrict, keyed `<level>:<parent id>`. */
export const REGIONS: Record<string, RegionOption[]> = {
  'province:': [
    { id: '31', name: 'DKI Jakarta' },
    { id: '32', name: 'Jawa Barat' },
  ],
  'city:31': [{ id: '31.71', name: 'Jakarta Pusat' }],
  'city:32': [{ id: '32.73', name: 'Kota Bandung' }],
  'district:31.71': [{ id: '31.71.06', name: 'Menteng' }],
  'district:32.73': [{ id: '32.73.01', name: 'Sukasari' }],
  'subdistrict:31.71.06': [{ id: '31.71.06.1005', name: 'Gondangdia' }],
  'subdistrict:32.73.01': [{ id: '32.73.01.1001', name: 'Sarijadi' }],
}

/** The region fields a save sends after choosing Jakarta down to Gondangdia in REGIONS. */
export const JAKARTA_GONDANGDIA = {
  province: 'DKI Jakarta',
  province_id: '31',
  city: 'Jakarta Pusat',
  city_id: '31.71',
  district: 'Menteng',
  district_id: '31.71.06',
  subdistrict: 'Gondangdia',
  subdistrict_id: '31.71.06.1005',
  postal_code: '10350',
}

/** Demo customer, devices, packages, orders and address (DESIGN §6 — the browser tests rely on these). */
export const DEMO = {
  phone: '+6281234567890',
  password: 'visionplus123',
  name: 'Demo Customer',
  email: 'demo@example.com',
} as const

/** A second customer whose verified phone makes "already registered in other box" testable. */
export const OTHER = {
  phone: '+6281298765432',
  password: 'budisantoso1',
  name: 'Budi Santoso',
  email: 'budi@example.com',
} as const

export const DEMO_STBS = [
  {
    sn: 'VPTV2024A0001',
    nameStb: 'Living Room TV',
    locationStb: 'livingroom',
    accountId: 'ACC-100001',
    customerId: '3010000001',
    mncSubscriberId: 'MNC55510001',
    nik: '3171014506900001',
    phoneVerified: true,
    address: 'Jl. Kebon Sirih No. 17-19, Menteng',
    city: 'Kota Administrasi Jakarta Pusat',
    macAddress: '00:1A:79:5B:10:01',
  },
  {
    sn: 'VPTV2024B0002',
    nameStb: 'Bedroom Box',
    locationStb: 'bedroom',
    accountId: 'ACC-100001',
    customerId: '3010000002',
    mncSubscriberId: 'MNC55510002',
    nik: '3171014506900001',
    phoneVerified: false,
    address: 'Jl. Kebon Sirih No. 17-19, Menteng',
    city: 'Kota Administrasi Jakarta Pusat',
    macAddress: '00:1A:79:5B:10:02',
  },
] as const

export const OTHER_STB = {
  sn: 'VPTV2023C0003',
  nameStb: 'Family TV',
  locationStb: 'general',
  accountId: 'ACC-200417',
  customerId: '3010000417',
  mncSubscriberId: 'MNC55520417',
  nik: '3273012203880004',
  phoneVerified: true,
  address: 'Jl. Braga No. 8',
  city: 'Kota Bandung',
  macAddress: '00:1A:79:5B:20:17',
} as const

/** [sn index, servicename, product code, days left, image] */
export const DEMO_PACKAGES: [number, string, string, number, string][] = [
  [0, 'Basic Plan', 'STARTER-1', 300, '/media/packages/basic-plan.svg'],
  [0, 'Add On Premium Sports 2', 'ADDON-SPORTS-2', 20, '/media/packages/sports.svg'],
  [1, 'Movies Plan', 'STARTER-2', 200, '/media/packages/movies-plan.svg'],
  [1, 'Add On Vision+ Premium 1', 'VOD-PREMIUM-1', 12, '/media/packages/vod.svg'],
]

/**
 * The demo customer's renewing add-on: the box's Premium Sports 2 (the recurring settled order
 * C9D0 bought it), renewed from a saved Visa •••• 1111 the sandbox holds, so My Package shows a
 * renewal out of the box and `POST /__dev/clock {"advance":"30d"}` charges it.
 */
export const DEMO_SUBSCRIPTION = {
  packageIndex: 1,
  orderSuffix: 'C9D0',
  card: { token: 'demo-411111-saved-card-1111', masked: '411111-1111', expires: '2030-12-31T07:00:00Z' },
} as const

export type DemoOrder = {
  suffix: string
  daysAgo: number
  status: string
  product: string
  code: string
  price: number
  sn: number | null
  recurring?: boolean
  partner?: string
  delivery?: [string, number]
}

/** Eight orders across every list status, newest first; two pages of five. */
export const DEMO_ORDERS: DemoOrder[] = [
  {
    suffix: 'A1F3',
    daysAgo: 1,
    status: 'init',
    product: 'Add On Premium Movies 1',
    code: 'ADDON-MOVIES-1',
    price: 69_000,
    sn: 0,
  },
  {
    suffix: 'B27C',
    daysAgo: 3,
    status: 'pending',
    product: 'Add On Vision+ Platinum 1',
    code: 'VOD-PLATINUM-1',
    price: 99_000,
    sn: 1,
  },
  {
    suffix: 'C9D0',
    daysAgo: 8,
    status: 'settlement',
    product: 'Add On Premium Sports 2',
    code: 'ADDON-SPORTS-2',
    price: 49_000,
    sn: 0,
    recurring: true,
  },
  {
    suffix: 'D4E8',
    daysAgo: 15,
    status: 'failed',
    product: 'Add On Premium Kids 1',
    code: 'ADDON-KIDS-1',
    price: 19_000,
    sn: 1,
  },
  {
    suffix: 'E5B2',
    daysAgo: 24,
    status: 'expired',
    product: 'Add On Premium Sports 3',
    code: 'ADDON-SPORTS-3',
    price: 129_000,
    sn: 0,
  },
  {
    suffix: 'F071',
    daysAgo: 33,
    status: 'success',
    product: 'Add On Vision+ Premium 1',
    code: 'VOD-PREMIUM-1',
    price: 29_000,
    sn: 1,
    partner: 'Vision+',
  },
  {
    suffix: '11AB',
    daysAgo: 47,
    status: 'cancelled',
    product: 'Add On Vision+ Mini 1',
    code: 'VOD-MINI-1',
    price: 19_000,
    sn: 0,
  },
  {
    suffix: '2C3D',
    daysAgo: 60,
    status: 'settlement',
    product: 'Basic Plan',
    code: 'STARTER-1',
    price: 314_000,
    sn: 0,
    delivery: ['JNE REG', 15_000],
  },
]

export const DEMO_ADDRESS = {
  recipientName: 'Demo Customer',
  phoneNumber: '081234567890',
  addressDetails: 'Jl. Kebon Sirih No. 17-19, Gedung Vision+ lantai 3',
  rt: '003',
  rw: '005',
  province: 'Daerah Khusus Ibukota Jakarta',
  provinceId: '31',
  city: 'Kota Administrasi Jakarta Pusat',
  cityId: '31.71',
  district: 'Menteng',
  districtId: '31.71.06',
  subdistrict: 'Kebon Sirih',
  subdistrictId: '31.71.06.1005',
} as const

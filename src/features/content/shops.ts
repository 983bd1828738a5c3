/** The five marketplaces of SPEC §2, with the official store address on each. */
export interface Shop {
  id: 'blibli' | 'shopee' | 'tokopedia' | 'lazada' | 'bukalapak'
  name: string
  url: string
}

export const SHOPS: readonly Shop[] = [
  {
    id: 'blibli',
    name: 'Blibli',
    url: 'https://www.blibli.com/merchant/vision-plus-tv-official-store/VIS-60054',
  },
  { id: 'shopee', name: 'Shopee', url: 'https://shopee.co.id/visionplustv.official' },
  { id: 'tokopedia', name: 'Tokopedia', url: 'https://www.tokopedia.com/visionplustv' },
  { id: 'lazada', name: 'Lazada', url: 'https://www.lazada.co.id/shop/vision-plus-tv-official-store' },
  { id: 'bukalapak', name: 'Bukalapak', url: 'https://www.bukalapak.com/u/visionplustv' },
]

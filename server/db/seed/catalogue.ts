/** Seeded catalogue: starter packs, add-ons of both types and channel lists per package group. */
import type { PackageDetail } from '../schema'

const d = (id: number, en: string, idn: string, icon = 'check'): PackageDetail => ({
  id,
  description_en: en,
  description_id: idn,
  icon,
})

export const STARTER_PACKS = [
  {
    id: 1,
    name: 'Basic Plan',
    price: 299_000,
    imageUrl: '/media/packages/basic-plan.svg',
    isPublish: true,
    category: 'cgmn',
    productgroup: 'basic',
    detail: [
      d(1, 'Vision+ TV Lite Android TV box', 'Box Android TV Vision+ TV Lite', 'device'),
      d(2, '30 days free subscription', 'Gratis langganan 30 hari', 'gift'),
      d(3, '12-month warranty', 'Garansi 12 bulan', 'shield'),
      d(4, '56+ live TV channels', '56+ saluran TV live', 'tv'),
      d(5, 'Catch Up TV up to 7 days back', 'Catch Up TV hingga 7 hari ke belakang', 'history'),
      d(6, 'Free delivery across Java', 'Gratis ongkir ke seluruh Jawa', 'truck'),
    ],
  },
  {
    id: 2,
    name: 'Movies Plan',
    price: 319_000,
    imageUrl: '/media/packages/movies-plan.svg',
    isPublish: true,
    category: 'skyworth',
    productgroup: 'movies',
    detail: [
      d(1, 'Vision+ TV Android TV box by Skyworth', 'Box Android TV Vision+ TV dari Skyworth', 'device'),
      d(2, '30 days free subscription', 'Gratis langganan 30 hari', 'gift'),
      d(3, '12-month warranty', 'Garansi 12 bulan', 'shield'),
      d(4, 'Premium movie channels included', 'Termasuk saluran film premium', 'movie'),
      d(5, '25,000+ hours of VOD', '25.000+ jam VOD', 'play'),
      d(6, 'Google Assistant and Chromecast built in', 'Asisten Google dan Chromecast bawaan', 'cast'),
    ],
  },
  {
    id: 3,
    name: 'Sports Plan',
    price: 349_000,
    imageUrl: '/media/packages/sports-plan.svg',
    isPublish: true,
    category: 'skyworth',
    productgroup: 'premium-sports',
    detail: [
      d(1, 'Vision+ TV Android TV box by Skyworth', 'Box Android TV Vision+ TV dari Skyworth', 'device'),
      d(2, '30 days free subscription', 'Gratis langganan 30 hari', 'gift'),
      d(3, '12-month warranty', 'Garansi 12 bulan', 'shield'),
      d(
        4,
        'Live football, badminton and MotoGP',
        'Siaran langsung sepak bola, bulu tangkis, dan MotoGP',
        'ball',
      ),
      d(5, '3 simultaneous devices', '3 perangkat bersamaan', 'devices'),
      d(6, '5,000+ Android apps on Google Play', '5.000+ aplikasi Android di Google Play', 'apps'),
    ],
  },
]

type AddonSeed = {
  id: number
  name: string
  productCode: string
  productType: 3 | 8
  price: number
  durationDays: number
  productgroup: string
  theme: string
}

const ADDONS: AddonSeed[] = [
  {
    id: 101,
    name: 'Add On Premium Sports 2',
    productCode: 'ADDON-SPORTS-2',
    productType: 3,
    price: 49_000,
    durationDays: 30,
    productgroup: 'premium-sports',
    theme: 'sports',
  },
  {
    id: 102,
    name: 'Add On Premium Movies 1',
    productCode: 'ADDON-MOVIES-1',
    productType: 3,
    price: 69_000,
    durationDays: 30,
    productgroup: 'premium-movies',
    theme: 'movies',
  },
  {
    id: 103,
    name: 'Add On Premium Kids 1',
    productCode: 'ADDON-KIDS-1',
    productType: 3,
    price: 19_000,
    durationDays: 30,
    productgroup: 'premium-kids',
    theme: 'kids',
  },
  {
    id: 104,
    name: 'Add On Premium Sports 3',
    productCode: 'ADDON-SPORTS-3',
    productType: 3,
    price: 129_000,
    durationDays: 90,
    productgroup: 'premium-sports',
    theme: 'sports',
  },
  {
    id: 201,
    name: 'Add On Vision+ Premium 1',
    productCode: 'VOD-PREMIUM-1',
    productType: 8,
    price: 29_000,
    durationDays: 30,
    productgroup: 'vod-premium',
    theme: 'vod',
  },
  {
    id: 202,
    name: 'Add On Vision+ Premium Sports 2',
    productCode: 'VOD-SPORTS-2',
    productType: 8,
    price: 79_000,
    durationDays: 30,
    productgroup: 'vod-sports',
    theme: 'sports',
  },
  {
    id: 203,
    name: 'Add On Vision+ Platinum 1',
    productCode: 'VOD-PLATINUM-1',
    productType: 8,
    price: 99_000,
    durationDays: 30,
    productgroup: 'vod-premium',
    theme: 'vod',
  },
  {
    id: 204,
    name: 'Add On Vision+ Mini 1',
    productCode: 'VOD-MINI-1',
    productType: 8,
    price: 19_000,
    durationDays: 7,
    productgroup: 'vod-premium',
    theme: 'free',
  },
]

const BENEFITS: Record<string, [string, string][]> = {
  sports: [
    ['Live Liga 1 and European football', 'Siaran langsung Liga 1 dan sepak bola Eropa'],
    ['Badminton, MotoGP and combat sports', 'Bulu tangkis, MotoGP, dan olahraga bela diri'],
    ['Full HD picture on supported channels', 'Gambar Full HD di saluran yang mendukung'],
    ['Match replays for 7 days', 'Tayangan ulang pertandingan selama 7 hari'],
    ['Watch on 3 devices at once', 'Tonton di 3 perangkat sekaligus'],
    ['Cancel any time, no contract', 'Berhenti kapan saja, tanpa kontrak'],
    ['Multi-camera highlights', 'Cuplikan dari berbagai sudut kamera'],
  ],
  movies: [
    ['Hollywood blockbusters every week', 'Film laris Hollywood setiap minggu'],
    ['Asian drama and thriller channels', 'Saluran drama dan thriller Asia'],
    ['Indonesian subtitles', 'Subtitle bahasa Indonesia'],
    ['Catch Up TV up to 7 days back', 'Catch Up TV hingga 7 hari ke belakang'],
    ['Watch on 3 devices at once', 'Tonton di 3 perangkat sekaligus'],
    ['Cancel any time, no contract', 'Berhenti kapan saja, tanpa kontrak'],
  ],
  kids: [
    ['Cartoons and educational shows', 'Kartun dan tayangan edukatif'],
    ['Ad-free channels for little ones', 'Saluran tanpa iklan untuk si kecil'],
    ['Indonesian dubbing', 'Sulih suara bahasa Indonesia'],
    ['Parental PIN on every channel', 'PIN orang tua di setiap saluran'],
    ['Watch on 3 devices at once', 'Tonton di 3 perangkat sekaligus'],
    ['Cancel any time, no contract', 'Berhenti kapan saja, tanpa kontrak'],
  ],
  vod: [
    ['Vision+ Originals series', 'Serial Vision+ Originals'],
    ['K-drama, anime and Bollywood', 'K-drama, anime, dan Bollywood'],
    ['25,000+ hours on demand', '25.000+ jam VOD'],
    ['Download to watch offline', 'Unduh untuk ditonton tanpa internet'],
    ['Watch on 3 devices at once', 'Tonton di 3 perangkat sekaligus'],
    ['No ads while you watch', 'Tanpa iklan saat menonton'],
  ],
  free: [
    ['Try Vision+ Premium for a week', 'Coba Vision+ Premium selama seminggu'],
    ['Vision+ Originals series', 'Serial Vision+ Originals'],
    ['Live TV channels', 'Saluran TV live'],
    ['HD picture', 'Gambar HD'],
    ['One device at a time', 'Satu perangkat dalam satu waktu'],
    ['Upgrade any time', 'Naik paket kapan saja'],
  ],
}

export const ADDON_PACKAGES = ADDONS.map(({ theme, ...a }) => ({
  ...a,
  isPublish: true,
  imageUrl: `/media/packages/${theme}.svg`,
  imageDetailUrl: `/media/packages/${theme}-detail.svg`,
  packageDetails: (BENEFITS[theme] ?? []).map(([en, idn], i) => d(i + 1, en, idn)),
}))

/** [title, logo file, type] per package group; logos are SVGs under public/media/channels. */
export const CHANNEL_GROUPS: Record<string, [string, string][]> = {
  basic: [
    ['RCTI', 'rcti'],
    ['MNCTV', 'mnctv'],
    ['GTV', 'gtv'],
    ['iNews', 'inews'],
    ['TVRI', 'tvri'],
    ['Trans TV', 'trans-tv'],
    ['Trans7', 'trans7'],
    ['SCTV', 'sctv'],
    ['Indosiar', 'indosiar'],
    ['Kompas TV', 'kompas-tv'],
    ['Metro TV', 'metro-tv'],
    ['tvOne', 'tvone'],
    ['NET.', 'net'],
    ['RTV', 'rtv'],
    ['Jak TV', 'jak-tv'],
    ['MNC News', 'mnc-news'],
  ],
  movies: [
    ['MNC Movies', 'mnc-movies'],
    ['Movie Star', 'movie-star'],
    ['Cinema Prime', 'cinema-prime'],
    ['Layar Klasik', 'layar-klasik'],
    ['Drama Asia', 'drama-asia'],
    ['Action Max', 'action-max'],
    ['RCTI', 'rcti'],
    ['MNCTV', 'mnctv'],
    ['GTV', 'gtv'],
  ],
  'premium-sports': [
    ['Sportstars', 'sportstars'],
    ['Sportstars 2', 'sportstars-2'],
    ['Sportstars 3', 'sportstars-3'],
    ['Sportstars 4', 'sportstars-4'],
    ['Soccer Channel', 'soccer-channel'],
    ['Fight Sports', 'fight-sports'],
    ['Golf Arena', 'golf-arena'],
    ['Motor Race TV', 'motor-race-tv'],
  ],
  'premium-movies': [
    ['Hollywood Hits', 'hollywood-hits'],
    ['Cinema Prime', 'cinema-prime'],
    ['Thriller Zone', 'thriller-zone'],
    ['Classic Screen', 'classic-screen'],
    ['Family Movies', 'family-movies'],
    ['Indie Films', 'indie-films'],
  ],
  'premium-kids': [
    ['Kids Fun', 'kids-fun'],
    ['Toon Town', 'toon-town'],
    ['Edu Kids', 'edu-kids'],
    ['Nusantara Anak', 'nusantara-anak'],
    ['Baby Songs', 'baby-songs'],
    ['Science Kids', 'science-kids'],
  ],
  'vod-premium': [
    ['Vision+ Originals', 'vision-originals'],
    ['K-Drama Hub', 'k-drama-hub'],
    ['Bollywood Box', 'bollywood-box'],
    ['Anime Station', 'anime-station'],
    ['Documentary Plus', 'documentary-plus'],
    ['Family Movies', 'family-movies'],
  ],
  'vod-sports': [
    ['Sports Replay', 'sports-replay'],
    ['Soccer Channel', 'soccer-channel'],
    ['Fight Sports', 'fight-sports'],
    ['Sportstars', 'sportstars'],
  ],
}

export const CHANNELS = Object.entries(CHANNEL_GROUPS).flatMap(([productgroup, list]) =>
  list.map(([title, logo], position) => ({
    productgroup,
    title,
    imageUrl: `/media/channels/${logo}.svg`,
    typeChannel: productgroup.startsWith('vod-') ? 'VOD' : 'LIVE',
    position,
  })),
)

/**
 * The landing page's static content (SPEC §3 carousel slides, feature items, starter plans and
 * add-on list). Bundled in the code so it is prerendered into the HTML in both languages.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface Slide {
  id: string
  image: string
  imageAlt: MessageDescriptor
  title: MessageDescriptor
  description: MessageDescriptor
}

export const SLIDES: readonly Slide[] = [
  {
    id: 'watch-more',
    image: '/illustrations/hero-tv.svg',
    imageAlt: msg`A TV showing live channels, with the Vision+ TV box and its remote`,
    title: msg`Watch more with Vision+ TV`,
    description: msg`An Android TV box with 56+ live channels, thousands of hours of on-demand video and 5,000+ apps. Subscriptions from IDR 10,000.`,
  },
  {
    id: 'catch-up',
    image: '/illustrations/catch-up.svg',
    imageAlt: msg`A programme guide reaching seven days back`,
    title: msg`Missed it? Catch up for 7 days`,
    description: msg`Catch Up TV keeps the last 7 days of your channels, so the match or the final episode waits for you.`,
  },
  {
    id: 'three-screens',
    image: '/illustrations/multi-device.svg',
    imageAlt: msg`One subscription on a TV, a tablet and a phone`,
    title: msg`One plan, three screens`,
    description: msg`Watch on up to 3 devices at the same time: the TV in the living room, a tablet in bed, a phone on the go.`,
  },
]

export type FeatureIcon =
  | 'catchup'
  | 'devices'
  | 'channels'
  | 'vod'
  | 'apps'
  | 'certified'
  | 'assistant'
  | 'cast'

export interface Feature {
  id: string
  icon: FeatureIcon
  stat: MessageDescriptor
  title: MessageDescriptor
  description: MessageDescriptor
}

export const FEATURES: readonly Feature[] = [
  {
    id: 'catchup',
    icon: 'catchup',
    stat: msg`7 days`,
    title: msg`Catch Up TV`,
    description: msg`Go back up to 7 days in the guide and play what you missed.`,
  },
  {
    id: 'devices',
    icon: 'devices',
    stat: msg`3 devices`,
    title: msg`Watch together`,
    description: msg`Stream on 3 devices at the same time with one account.`,
  },
  {
    id: 'channels',
    icon: 'channels',
    stat: msg`56+`,
    title: msg`Live channels`,
    description: msg`56+ local and international channels: news, sports, movies and kids.`,
  },
  {
    id: 'vod',
    icon: 'vod',
    stat: msg`25,000+ hours`,
    title: msg`Video on demand`,
    description: msg`25,000+ hours of series, films and originals to play any time.`,
  },
  {
    id: 'apps',
    icon: 'apps',
    stat: msg`5,000+`,
    title: msg`Android apps`,
    description: msg`5,000+ apps and games from Google Play on your TV.`,
  },
]

/** The smart-TV claims of the landing content, shown beside the set-top box. */
export const SMART_FEATURES: readonly Feature[] = [
  {
    id: 'certified',
    icon: 'certified',
    stat: msg`Google Certified`,
    title: msg`Google Certified`,
    description: msg`A certified Android TV box: secure, updated and ready for Google Play.`,
  },
  {
    id: 'assistant',
    icon: 'assistant',
    stat: msg`Google Assistant`,
    title: msg`Google Assistant`,
    description: msg`Press the mic on the remote and just say what you want to watch.`,
  },
  {
    id: 'cast',
    icon: 'cast',
    stat: msg`Chromecast built-in`,
    title: msg`Chromecast built-in`,
    description: msg`Cast photos, videos and music from your phone to the big screen.`,
  },
]

export type PlanType = 'normal' | 'blue' | 'red'

export interface Plan {
  id: string
  title: MessageDescriptor
  type: PlanType
  /** whole rupiah, shown with formatRupiah */
  price: number
  features: readonly MessageDescriptor[]
}

export const PLANS: readonly Plan[] = [
  {
    id: 'regular',
    title: msg`Regular Plan`,
    type: 'normal',
    price: 499_000,
    features: [msg`Vision+ TV Android box`, msg`1 free month of subscription`, msg`56 premium channels`],
  },
  {
    id: 'annual-entertainment',
    title: msg`Annual Entertainment Plan`,
    type: 'blue',
    price: 569_000,
    features: [msg`Vision+ TV Android box`, msg`12 free months of subscription`, msg`56 channels`],
  },
  {
    id: 'annual-sports',
    title: msg`Annual Sports Plan`,
    type: 'red',
    price: 669_000,
    features: [msg`Vision+ TV Android box`, msg`12 free months of subscription`, msg`66 sport channels`],
  },
]

export interface AddonItem {
  id: string
  title: MessageDescriptor
  description: MessageDescriptor
  /** whole rupiah a month */
  price: number
}

export const ADDON_ITEMS: readonly AddonItem[] = [
  {
    id: 'kids',
    title: msg`Kids`,
    description: msg`Cartoons and learning shows for the little ones.`,
    price: 19_000,
  },
  {
    id: 'news',
    title: msg`News & Knowledge`,
    description: msg`International news, documentaries and nature channels.`,
    price: 29_000,
  },
  {
    id: 'movies',
    title: msg`Premium Movies`,
    description: msg`Hollywood and Asian blockbusters, uncut and ad-free.`,
    price: 59_000,
  },
  {
    id: 'sports',
    title: msg`Premium Sports`,
    description: msg`Football leagues, badminton and motorsport, live and replayed.`,
    price: 99_000,
  },
  {
    id: 'all-in',
    title: msg`All-in Premium`,
    description: msg`Every premium movie and sport channel in one pack.`,
    price: 129_000,
  },
]

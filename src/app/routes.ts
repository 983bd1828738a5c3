import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { routeForPath, type RouteId } from '../../contract/route-paths'
import { lazyPage, type LazyPage } from './lazy-page'
import { withAccountCatalog, withPaymentMethodsCatalog } from '../i18n/i18n'
import { AccountLayoutPart } from './layouts/account-layout-part'

export interface PageEntry {
  Page: LazyPage
  title: MessageDescriptor
  description: MessageDescriptor
}

export const PAGES: Record<RouteId, PageEntry> = {
  home: {
    Page: lazyPage(() => import('../features/content/pages/HomePage')),
    title: msg`Vision+ TV — Android TV box with live channels, catch-up and streaming`,
    description: msg`Vision+ TV is an Android TV set-top box with 56+ live channels, Catch Up TV up to 7 days back, thousands of hours of on-demand video and 5,000+ apps. Subscriptions from IDR 10,000.`,
  },
  package: {
    Page: lazyPage(() => import('../features/catalog/pages/PackagePage')),
    title: msg`Packages — starter plans and add-ons | Vision+ TV`,
    description: msg`Compare Vision+ TV starter plans and add-on channel packs, with prices and what each includes.`,
  },
  addon: {
    Page: lazyPage(() => import('../features/catalog/pages/AddonPage')),
    title: msg`Add-on packs | Vision+ TV`,
    description: msg`Premium channels and video streaming vouchers to add to your Vision+ TV box.`,
  },
  promo: {
    Page: lazyPage(() => import('../features/content/pages/PromoPage')),
    title: msg`Promos | Vision+ TV`,
    description: msg`The latest Vision+ TV offers on boxes, plans and add-ons.`,
  },
  promoDetail: {
    Page: lazyPage(() => import('../features/content/pages/PromoDetailPage')),
    title: msg`Promo | Vision+ TV`,
    description: msg`Details and terms of a Vision+ TV promo.`,
  },
  marketplace: {
    Page: lazyPage(() => import('../features/content/pages/MarketplacePage')),
    title: msg`Shop at marketplace | Vision+ TV`,
    description: msg`Buy the Vision+ TV box from our official stores on Blibli, Shopee, Tokopedia, Lazada and Bukalapak.`,
  },
  explore: {
    Page: lazyPage(() => import('../features/content/pages/ExplorePage')),
    title: msg`Explore Vision+ | Vision+ TV`,
    description: msg`Explore what you can watch and do with Vision+ TV.`,
  },
  channels: {
    Page: lazyPage(() => import('../features/content/pages/ChannelsPage')),
    title: msg`Channels | Vision+ TV`,
    description: msg`The live TV channels available on Vision+ TV packages.`,
  },
  faq: {
    Page: lazyPage(() => import('../features/content/pages/FaqPage')),
    title: msg`FAQ | Vision+ TV`,
    description: msg`Answers to common questions about installing, ordering, paying for and receiving Vision+ TV.`,
  },
  helpCenter: {
    Page: lazyPage(() => import('../features/content/pages/HelpCenterPage')),
    title: msg`Help center | Vision+ TV`,
    description: msg`Guides and answers for Vision+ TV customers.`,
  },
  helpArticle: {
    Page: lazyPage(() => import('../features/content/pages/HelpArticlePage')),
    title: msg`Help article | Vision+ TV`,
    description: msg`A Vision+ TV help center article.`,
  },
  learnMore: {
    Page: lazyPage(() => import('../features/content/pages/LearnMorePage')),
    title: msg`Learn more | Vision+ TV`,
    description: msg`How Vision+ TV works: the box, the channels, catch-up and the apps.`,
  },
  purchase: {
    Page: lazyPage(() => import('../features/payment/pages/PurchasePage')),
    title: msg`Buy an add-on | Vision+ TV`,
    description: msg`Find your Vision+ TV box and add a channel pack or voucher to it.`,
  },
  checkout: {
    Page: lazyPage(() => import('../features/payment/pages/CheckoutPage')),
    title: msg`Checkout | Vision+ TV`,
    description: msg`Review and pay for your Vision+ TV order.`,
  },
  whatsHot: {
    Page: lazyPage(() => import('../features/content/pages/WhatsHotPage')),
    title: msg`What's hot | Vision+ TV`,
    description: msg`News and highlights from Vision+ TV.`,
  },
  whatsHotDetail: {
    Page: lazyPage(() => import('../features/content/pages/WhatsHotDetailPage')),
    title: msg`News | Vision+ TV`,
    description: msg`A Vision+ TV news story.`,
  },
  token: {
    Page: lazyPage(() => import('../features/payment/pages/TokenPage')),
    title: msg`Signing you in | Vision+ TV`,
    description: msg`Finishing sign-in with our partner.`,
  },
  stbProfile: {
    Page: lazyPage(() => import('../features/stb/pages/StbProfilePage')),
    title: msg`Set-top box profile | Vision+ TV`,
    description: msg`The profile of your Vision+ TV box.`,
  },
  account: {
    Page: lazyPage(() => withAccountCatalog(import('../features/account/pages/AccountPage'))),
    title: msg`My account | Vision+ TV`,
    description: msg`Your Vision+ TV profile.`,
  },
  myPackage: {
    Page: lazyPage(() => withAccountCatalog(import('../features/account/pages/MyPackagePage'))),
    title: msg`My package | Vision+ TV`,
    description: msg`The packages active on your Vision+ TV boxes.`,
  },
  paymentMethods: {
    Page: lazyPage(() =>
      withPaymentMethodsCatalog(import('../features/payment-methods/pages/PaymentMethodsPage')),
    ),
    title: msg`Payment methods | Vision+ TV`,
    description: msg`The GoPay accounts and cards your Vision+ TV renewals are charged to.`,
  },
  devices: {
    Page: lazyPage(() => withAccountCatalog(import('../features/devices/pages/DevicesPage'))),
    title: msg`Device management | Vision+ TV`,
    description: msg`Your Vision+ TV boxes and their add-ons.`,
  },
  transactions: {
    Page: lazyPage(() => withAccountCatalog(import('../features/transactions/pages/TransactionsPage'))),
    title: msg`Transaction history | Vision+ TV`,
    description: msg`Your Vision+ TV orders and payments.`,
  },
  receipt: {
    Page: lazyPage(() => withAccountCatalog(import('../features/transactions/pages/ReceiptPage'))),
    title: msg`Receipt | Vision+ TV`,
    description: msg`The receipt of a paid Vision+ TV order.`,
  },
  changePassword: {
    Page: lazyPage(() => withAccountCatalog(import('../features/account/pages/ChangePasswordPage'))),
    title: msg`Change password | Vision+ TV`,
    description: msg`Change the password of your Vision+ TV account.`,
  },
  security: {
    Page: lazyPage(() => withAccountCatalog(import('../features/account/pages/SecurityPage'))),
    title: msg`Logged-in devices | Vision+ TV`,
    description: msg`Where your Vision+ TV account is logged in.`,
  },
  tv: {
    Page: lazyPage(() => import('../features/tv/pages/TvPage')),
    title: msg`Sign in on your TV | Vision+ TV`,
    description: msg`Enter the code your Vision+ TV box shows to sign it in to your account.`,
  },
}

export const NOT_FOUND_TITLE = msg`Page not found | Vision+ TV`

/**
 * Loads the chunk of the page at a locale-relative path (and of its layout), if there is one.
 * `between`, when given, runs after the layout's import and before the page's: the app's boot
 * passes the next task, so that their preload links are not appended in one long task.
 */
export async function preloadPage(path: string, between?: () => Promise<void>): Promise<void> {
  const route = routeForPath(path)
  if (!route) return
  const layout = route.layout === 'account' ? AccountLayoutPart.preload() : undefined
  if (layout && between) {
    // a failed layout download is reported by the Promise.all below, not as unhandled meanwhile
    layout.catch(() => undefined)
    await between()
  }
  await Promise.all([PAGES[route.id].Page.preload(), layout])
}

import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../../contract/route-paths'

export { i18n }

/**
 * The catalogs: `messages` (the shell and the public pages), `account` (the account area's
 * features) and `paymentMethods` (the payment methods page, lingui.config.ts), each its own chunk
 * per locale. Only the active locale's are downloaded, and the account area's and the payment
 * methods' only once one of their parts is asked for.
 */
type Part = 'messages' | 'account' | 'paymentMethods'
const loaders: Record<Part, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  messages: {
    en: () => import('../../locales/en/messages.po'),
    id: () => import('../../locales/id/messages.po'),
  },
  account: {
    en: () => import('../../locales/en/account.po'),
    id: () => import('../../locales/id/account.po'),
  },
  paymentMethods: {
    en: () => import('../../locales/en/payment-methods.po'),
    id: () => import('../../locales/id/payment-methods.po'),
  },
}

const wanted = new Set<Part>(['messages'])
const loaded = new Map<string, Promise<void>>()
/** The locale being activated: its catalogs are the ones a part asks for meanwhile. */
let current: Locale = 'en'

function loadPart(part: Part, locale: Locale): Promise<void> {
  const key = `${part}:${locale}`
  let pending = loaded.get(key)
  if (!pending) {
    pending = loaders[part][locale]().then(
      // a second catalog adds its messages to the locale's (i18n.load merges)
      ({ messages }) => i18n.load(locale, messages),
      (error: unknown) => {
        loaded.delete(key) // a failed download may be tried again
        throw error
      },
    )
    loaded.set(key, pending)
  }
  return pending
}

/** Every catalog asked for so far, in `locale` (a language switch loads them before activating). */
export async function loadCatalog(locale: Locale): Promise<void> {
  await Promise.all([...wanted].map((part) => loadPart(part, locale)))
}

export async function activateLocale(locale: Locale): Promise<void> {
  current = locale
  await loadCatalog(locale)
  if (i18n.locale !== locale) i18n.activate(locale)
}

/** The account area's messages, before one of its pages or dialogs renders (and in later locales). */
export function loadAccountCatalog(): Promise<void> {
  wanted.add('account')
  return loadPart('account', current)
}

/** A lazily imported module of the account area, with its catalog. */
export async function withAccountCatalog<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, loadAccountCatalog()])
  return module
}

/** The payment methods page's module, with its catalog (and in later locales). */
export async function withPaymentMethodsCatalog<T>(load: Promise<T>): Promise<T> {
  wanted.add('paymentMethods')
  const [module] = await Promise.all([load, loadPart('paymentMethods', current)])
  return module
}

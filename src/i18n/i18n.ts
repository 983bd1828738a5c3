import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../lib/route-paths'

export { i18n }

// Only the active locale's catalog is downloaded; each is its own chunk.
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  id: () => import('../../locales/id/messages.po'),
}

const loaded = new Set<Locale>()

export async function loadCatalog(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return
  const { messages } = await loaders[locale]()
  i18n.load(locale, messages)
  loaded.add(locale)
}

export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale)
  if (i18n.locale !== locale) i18n.activate(locale)
}

/**
 * Pure rules of the package catalogue (SPEC §3, §7, §9), kept apart from the views so they
 * can be unit-tested and reused by both the package and the add-on pages.
 */
import type { Locale } from '../../../contract/route-paths'

export interface LocalizedDetail {
  description_id: string
  description_en: string
  icon?: string
}

/** SPEC §9: an add-on shows at most six benefits. */
export const MAX_BENEFITS = 6

export { cleanAddonName } from '../../lib/addon-name'

/** The product line of a starter pack's category: cgmn is the Lite box, skyworth the full one. */
export function starterCategoryLabel(category: string): string {
  const key = category.trim().toLowerCase()
  if (key === 'cgmn') return 'Vision+TV Lite'
  if (key === 'skyworth') return 'Vision+TV'
  return category
}

/** SPEC §7: the starter reply counts only with a non-empty data object and status code absent or 200. */
export function isValidStarterReply(reply: unknown): boolean {
  if (!reply || typeof reply !== 'object') return false
  const { status, data } = reply as { status?: { code?: unknown }; data?: unknown }
  if (status !== undefined && status !== null) {
    const code = (status as { code?: unknown }).code
    if (code !== undefined && code !== 200) return false
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false
  return Object.keys(data).length > 0
}

export type BenefitKind = 'premium' | 'premiumMovies' | 'premiumSports' | 'free'

/** Maps a benefit's icon key (and, failing that, its wording) to one of the four type icons. */
export function benefitKind(detail: LocalizedDetail): BenefitKind {
  const key = `${detail.icon ?? ''} ${detail.description_en}`.toLowerCase()
  if (/\bfree\b|gratis/.test(key)) return 'free'
  if (/sport|football|soccer|league/.test(key)) return 'premiumSports'
  if (/movie|film|cinema/.test(key)) return 'premiumMovies'
  return 'premium'
}

/** Up to six benefits in the active language, empty lines dropped. */
export function localizedBenefits(details: readonly LocalizedDetail[], locale: Locale) {
  return details
    .map((d) => ({
      kind: benefitKind(d),
      text: (locale === 'id' ? d.description_id : d.description_en).trim(),
    }))
    .filter((b) => b.text.length > 0)
    .slice(0, MAX_BENEFITS)
}

/** An add-on's type icon (SPEC §3): sports and movie packs by their group or name, trial packs as free. */
export function addonKind(addon: { name: string; productgroup: string; price: number }): BenefitKind {
  const key = `${addon.productgroup} ${addon.name}`.toLowerCase()
  if (addon.price === 0 || /\bfree\b|\bmini\b|trial/.test(key)) return 'free'
  if (key.includes('sport')) return 'premiumSports'
  if (key.includes('movie')) return 'premiumMovies'
  return 'premium'
}

import { describe, expect, it } from 'vitest'
import {
  addonKind,
  benefitKind,
  cleanAddonName,
  isValidStarterReply,
  localizedBenefits,
  starterCategoryLabel,
} from './catalog-rules'

describe('cleanAddonName', () => {
  it('drops the Add On prefix and the trailing number', () => {
    expect(cleanAddonName('Add On Premium Sports 2')).toBe('Premium Sports')
    expect(cleanAddonName('Add-On Movies 12')).toBe('Movies')
    expect(cleanAddonName('ADD ON: Kids Pack')).toBe('Kids Pack')
  })

  it('leaves a plain name alone, including digits inside it', () => {
    expect(cleanAddonName('Vidio Platinum')).toBe('Vidio Platinum')
    expect(cleanAddonName('Sports 4K Pack')).toBe('Sports 4K Pack')
    expect(cleanAddonName('Addons Galore')).toBe('Addons Galore')
  })

  it('never returns an empty name', () => {
    expect(cleanAddonName('Add On 3')).toBe('Add On 3')
  })
})

describe('starterCategoryLabel', () => {
  it('shows cgmn as the Lite box and skyworth as the full box', () => {
    expect(starterCategoryLabel('cgmn')).toBe('Vision+TV Lite')
    expect(starterCategoryLabel('Skyworth')).toBe('Vision+TV')
    expect(starterCategoryLabel('other')).toBe('other')
  })
})

describe('isValidStarterReply', () => {
  it('accepts a non-empty data object with status 200 or no status', () => {
    expect(isValidStarterReply({ status: { code: 200 }, data: { packages: [] } })).toBe(true)
    expect(isValidStarterReply({ data: { packages: [] } })).toBe(true)
  })

  it('rejects other status codes, empty or missing data and non-objects', () => {
    expect(isValidStarterReply({ status: { code: 0 }, data: { packages: [] } })).toBe(false)
    expect(isValidStarterReply({ status: { code: 500 }, data: { packages: [] } })).toBe(false)
    expect(isValidStarterReply({ status: { code: 200 }, data: {} })).toBe(false)
    expect(isValidStarterReply({ status: { code: 200 }, data: [] })).toBe(false)
    expect(isValidStarterReply({ status: { code: 200 } })).toBe(false)
    expect(isValidStarterReply(null)).toBe(false)
    expect(isValidStarterReply('oops')).toBe(false)
  })
})

describe('localizedBenefits', () => {
  const detail = (n: number, icon = 'premium') => ({
    description_en: `Benefit ${n}`,
    description_id: `Manfaat ${n}`,
    icon,
  })

  it('keeps at most six benefits in the active language', () => {
    const all = Array.from({ length: 8 }, (_, i) => detail(i + 1))
    expect(localizedBenefits(all, 'id').map((b) => b.text)).toEqual([
      'Manfaat 1',
      'Manfaat 2',
      'Manfaat 3',
      'Manfaat 4',
      'Manfaat 5',
      'Manfaat 6',
    ])
    expect(localizedBenefits(all, 'en')[0]!.text).toBe('Benefit 1')
  })

  it('drops benefits without text in the active language', () => {
    expect(localizedBenefits([{ description_en: 'x', description_id: ' ' }], 'id')).toEqual([])
  })
})

describe('benefitKind', () => {
  it('picks the type icon from the icon key or the wording', () => {
    expect(benefitKind({ icon: 'premium-sports', description_en: '', description_id: '' })).toBe(
      'premiumSports',
    )
    expect(benefitKind({ icon: '', description_en: 'Blockbuster movies', description_id: '' })).toBe(
      'premiumMovies',
    )
    expect(benefitKind({ icon: 'free', description_en: '', description_id: '' })).toBe('free')
    expect(benefitKind({ icon: 'premium', description_en: 'HBO', description_id: '' })).toBe('premium')
  })
})

describe('addonKind', () => {
  it('gives sports, movie, trial and other packs their type icon', () => {
    expect(
      addonKind({ name: 'Add On Premium Sports 2', productgroup: 'premium-sports', price: 49_000 }),
    ).toBe('premiumSports')
    expect(
      addonKind({ name: 'Add On Premium Movies 1', productgroup: 'premium-movies', price: 69_000 }),
    ).toBe('premiumMovies')
    expect(addonKind({ name: 'Add On Vision+ Mini 1', productgroup: 'vod-premium', price: 19_000 })).toBe(
      'free',
    )
    expect(addonKind({ name: 'Add On Premium Kids 1', productgroup: 'premium-kids', price: 19_000 })).toBe(
      'premium',
    )
  })
})

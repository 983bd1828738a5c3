import { describe, expect, it } from 'vitest'
import type { DevicePackage } from '../../../contract/user'
import { isAddon, overlayText } from './package-rules'
import { roomOf } from './schemas'

const pkg = (servicename: string, en: string, id: string): DevicePackage => ({
  servicename,
  product_code: 'X',
  productgroup: '',
  startdate: '2026-11-01',
  enddate: '2026-12-01',
  snapshot_image: '',
  overlay_texts: [
    { lan: 'en', overlayText: en },
    { lan: 'id', overlayText: id },
  ],
})

describe('device package rules', () => {
  it('shows the overlay text of the current language only when it contains until or sampai', () => {
    const active = pkg('Basic Plan', 'Active until 1 Dec 2026', 'Aktif sampai 1 Des 2026')
    expect(overlayText(active, 'en')).toBe('Active until 1 Dec 2026')
    expect(overlayText(active, 'id')).toBe('Aktif sampai 1 Des 2026')
    const promo = pkg('Basic Plan', 'Watch the final live', 'Tonton final langsung')
    expect(overlayText(promo, 'en')).toBeNull()
    expect(overlayText(promo, 'id')).toBeNull()
  })

  it('tells add-on packs from starter plans by their Add On prefix', () => {
    expect(isAddon(pkg('Add On Premium Sports 2', '', ''))).toBe(true)
    expect(isAddon(pkg('Basic Plan', '', ''))).toBe(false)
  })

  it("reads '-' or an empty room as general", () => {
    expect(roomOf('-')).toBe('general')
    expect(roomOf('')).toBe('general')
    expect(roomOf('kitchen')).toBe('kitchen')
  })
})

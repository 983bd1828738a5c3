// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { loadTagManager, safeLabel, track } from './analytics'

const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []

describe('analytics (SPEC §7)', () => {
  afterEach(() => {
    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer
    document.head.innerHTML = ''
  })

  it('pushes {event, category, label, user_id} to the dataLayer', () => {
    track('page_view', '/id/package', null)
    track('buy_started', 'ADDON-SPORTS-2', '17')
    expect(layer()).toEqual([
      { event: 'page_view', category: 'navigation', label: '/id/package', user_id: null },
      { event: 'buy_started', category: 'payment', label: 'ADDON-SPORTS-2', user_id: '17' },
    ])
  })

  it('never pushes a phone number, an email or a name-like user id', () => {
    for (const label of ['081234567890', '+62 812-3456-7890', 'demo@example.com'])
      expect([label, safeLabel(label)]).toEqual([label, ''])
    track('login', 'password', 'Demo Customer')
    track('login', 'demo@example.com', '+6281234567890')
    const json = JSON.stringify(layer())
    for (const secret of ['Demo Customer', 'demo@example.com', '6281234567890'])
      expect(json).not.toContain(secret)
    expect(layer()).toEqual([
      { event: 'login', category: 'account', label: 'password', user_id: null },
      { event: 'login', category: 'account', label: '', user_id: null },
    ])
  })

  it('loads the GTM container only for a valid id, once', () => {
    loadTagManager(undefined)
    loadTagManager('')
    loadTagManager('not-an-id"><script>')
    expect(document.querySelectorAll('script')).toHaveLength(0)
    loadTagManager('GTM-ABC1234')
    loadTagManager('GTM-ABC1234')
    const scripts = document.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234')
    expect(layer()[0]).toMatchObject({ event: 'gtm.js' })
  })
})

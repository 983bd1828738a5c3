import { describe, expect, it } from 'vitest'
import { configProblems } from '../env'
import { createHarness } from './harness'

describe('the CSP and the Google Tag Manager container (SPEC §7 analytics)', () => {
  it('allows exactly the Google Tag Manager origin when a container id is configured, nothing more', async () => {
    const withGtm = await createHarness({ gtmId: 'GTM-ABC1234' })
    try {
      const csp = (await withGtm.call('GET', '/no/such/page')).headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;")
      expect(csp).toContain("connect-src 'self' https://www.googletagmanager.com;")
      expect(csp.match(/googletagmanager/g)).toHaveLength(2)
      expect(configProblems({ VITE_GTM_ID: 'GTM-ABC1234' })).toEqual([])
      expect(configProblems({ VITE_GTM_ID: "x' 'unsafe-inline" })).toEqual([
        "VITE_GTM_ID must be a container id like GTM-ABC1234, not 'x' 'unsafe-inline'.",
      ])
    } finally {
      await withGtm.close()
    }
  })

  it('allows no third-party origin without a container id', async () => {
    const plain = await createHarness()
    try {
      const csp = (await plain.call('GET', '/no/such/page')).headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self';")
      expect(csp).not.toContain('googletagmanager')
    } finally {
      await plain.close()
    }
  })
})

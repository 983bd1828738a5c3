/**
 * Per-address limits count an address key (server/lib/client-ip.ts): an IPv6 customer's whole /64
 * is one key, an IPv4-mapped address is its IPv4 one, and a forwarded hop written with its port is
 * its client, not a hop the proxy could not name.
 */
import { serve } from '@hono/node-server'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { configProblems } from '../env'
import { addressKey, clientAddress, hopAddress, parseTrustedProxies } from '../lib/client-ip'
import { createHarness, DEMO_PHONE, type Harness } from './harness'

describe('addressKey', () => {
  it('keeps an IPv4 address as it is, an IPv4-mapped IPv6 one as its IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7')
  })

  it('reduces an IPv6 address to its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002::ffff')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'))
  })
})

describe('forwarded hops', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8').proxies

  it('reads ip:port, [v6]:port and [v6] as the client', () => {
    expect(hopAddress('203.0.113.5:5555')).toBe('203.0.113.5')
    expect(hopAddress('[2001:db8::1]:5555')).toBe('2001:db8::1')
    expect(hopAddress('[2001:db8::1]')).toBe('2001:db8::1')
    expect(clientAddress('10.0.0.1', '203.0.113.5:5555', trusted)).toBe('203.0.113.5')
    expect(clientAddress('10.0.0.1', '6.6.6.6, [2001:db8::9]:443', trusted)).toBe('2001:db8::9')
    expect(clientAddress('10.0.0.1', '203.0.113.5:5555, 10.2.2.2:80', trusted)).toBe('203.0.113.5')
  })

  it('still counts the proxy for a hop that names no address', () => {
    expect(clientAddress('10.0.0.1', '203.0.113.5:port', trusted)).toBe('10.0.0.1')
    expect(clientAddress('10.0.0.1', '[nonsense]:80', trusted)).toBe('10.0.0.1')
  })
})

describe('TRUST_PROXY', () => {
  it('refuses to start when it trusts every address', () => {
    // DEMO=1: demo mode behind a proxy is refused otherwise (server/test/low-findings.test.ts)
    expect(configProblems({ TRUST_PROXY: '0.0.0.0/0', DEMO: '1' })).toHaveLength(1)
    expect(configProblems({ TRUST_PROXY: '10.0.0.0/8, ::/0', DEMO: '1' })).toHaveLength(1)
    expect(configProblems({ TRUST_PROXY: '10.0.0.0/8, fd00::/8', DEMO: '1' })).toEqual([])
  })
})

describe('behind a proxy that writes ip:port hops, on a real socket', () => {
  let h: Harness
  let server: Server
  let origin = ''
  beforeAll(async () => {
    h = await createHarness({ userCheckPerMinute: 5 })
    const app = createApp({ db: h.db, clock: h.now, config: { ...h.config, trustProxy: '127.0.0.1' } })
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
        origin = `http://127.0.0.1:${info.port}`
        resolve()
      }) as Server
    })
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await h.close()
  })

  const check = (forwardedFor: string) =>
    fetch(`${origin}/api/v1/user/check?phone=${DEMO_PHONE}`, { headers: { 'x-forwarded-for': forwardedFor } })

  it('gives each client its own budget, not the proxy’s one', async () => {
    for (let i = 1; i <= 30; i++) expect((await check(`203.0.113.${i}:5555`)).status).toBe(200)
    for (let i = 1; i <= 5; i++) expect((await check(`[2001:db8:5::${i}]:443`)).status).toBe(200)
    // an unrelated client behind the same proxy is not refused for the others' calls
    expect((await check('198.51.100.9:40000')).status).toBe(200)
    // one client is counted as one, whatever its port: its 6th call is refused
    for (let port = 1; port <= 5; port++) await check(`198.51.100.10:${port}`)
    expect((await check('198.51.100.10:6')).status).toBe(429)
    // and the /64 of the IPv6 client has spent its 5
    expect((await check('[2001:db8:5::99]:443')).status).toBe(429)
  })
})

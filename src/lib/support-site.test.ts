import { describe, expect, it } from 'vitest'
import { config } from '../config'
import { paymentDetailUrl, supportBase } from './support-site'

const at = (hostname: string, port = '') => ({ hostname, port })

describe('the support site (SPEC §7)', () => {
  it('is staging for localhost, ports 3000 and 3001 and staging hosts; production anywhere else', () => {
    for (const where of [
      at('localhost'),
      at('127.0.0.1', '5173'),
      at('visionplustv.id', '3000'),
      at('10.0.0.5', '3001'),
      at('staging.visionplustv.id'),
      at('web.staging.visionplustv.id'),
      at('staging-2.visionplustv.id'),
      at('web-staging.visionplustv.id'),
      at('web-staging-2.visionplustv.id'),
      at('cdn.WEB-STAGING.visionplustv.id', '443'),
    ])
      expect([where, supportBase(where)]).toEqual([where, config.supportStagingBase])
    for (const where of [
      at('visionplustv.id'),
      at('www.visionplustv.id', '443'),
      at('stagingly.example.com'),
      at('web-stagingly.example.com'),
    ])
      expect([where, supportBase(where)]).toEqual([where, config.supportBase])
  })

  it("opens a payment's details with payment_filter, order_id, list and v-token", () => {
    const href = new URL(
      paymentDetailUrl({ orderId: 'VPT-20261125-AB12', vToken: 't' }, at('localhost', '3000')),
    )
    expect(href.origin + href.pathname).toBe(`${config.supportStagingBase}/payment-history/detail`)
    expect(Object.fromEntries(href.searchParams)).toEqual({
      payment_filter: 'all',
      order_id: 'VPT-20261125-AB12',
      list: 'transaction',
      'v-token': 't',
    })
  })
})

/**
 * The overlay of a package bought on the site says its last day as the account pages do: in WIB,
 * in each language's words (issue 51, review M2). A purchase at 01:00 WIB is still the previous
 * day in UTC, so an ISO date in UTC would say the day before.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createHarness, T0, type Harness } from './harness'
import { providerBooks, SETTLEMENT, signedNotification } from './provider'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const BOX = 'VPTV2024A0001'

it('a package bought at 01:00 WIB is active until the same hour 30 days on, that day in WIB, in both languages', async () => {
  // T0 is 1 November 2026, 10:00 WIB; 2 November, 01:00 WIB is 1 November, 18:00 UTC
  h.advance(Date.parse('2026-11-01T18:00:00Z') - T0)
  const token = await h.token(1)
  // Premium Sports for 30 days
  const checkout = await h.call('POST', '/go/vplustv/v1/checkout', {
    token,
    body: { package_id: 102, sn: BOX },
  })
  const order = checkout.json.data as { order_id: string; gross_amount: number }
  await providerBooks(h.db, order.order_id, order.gross_amount, SETTLEMENT)
  await h.call('POST', '/sandbox/snap/notify', {
    body: signedNotification(h.config.snapServerKey, order.order_id, order.gross_amount, SETTLEMENT),
  })

  const res = await h.call('GET', `/api/v1/user/sn/detail/package?sn=${BOX}`, { token })
  const bought = (
    res.json.data as Array<{ enddate: string; overlay_texts: Array<{ lan: string; overlayText: string }> }>
  ).find((p) => p.enddate === '2026-12-01T18:00:00.000Z')
  // ends 2 December, 01:00 WIB: the ISO date in UTC would say 2026-12-01
  expect(bought?.overlay_texts).toEqual([
    { lan: 'en', overlayText: 'Active until 2 December 2026' },
    { lan: 'id', overlayText: 'Aktif sampai 2 Desember 2026' },
  ])
})

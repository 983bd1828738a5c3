/**
 * Seeds an empty database once (first start, db:reset, tests). Dates are relative to `now`.
 * The catalogue (packages, channels, the site's content) is what every deployment sells; the demo
 * customers, whose passwords the README publishes, with their boxes, orders and address, are
 * seeded only in demo mode (`seedFirstStart`).
 */
import { count, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { isPaid, isPayable } from '../../../contract/order-status'
import {
  addonPackages,
  addresses,
  channels,
  contentItems,
  orders,
  paymentMethods,
  sandboxCards,
  starterPacks,
  stbPackages,
  stbs,
  subscriptions,
  users,
} from '../schema'
import { hashPassword } from '../../lib/password'
import { activeUntilTexts } from '../../lib/active-until'
import { postalCodeFor } from '../../services/regions'
import { ADDON_PACKAGES, CHANNELS, STARTER_PACKS } from './catalogue'
import { ARTICLES_EN, FAQ_EN, NEWS_EN, PROMOS_EN } from './content-en'
import { ARTICLES_ID, FAQ_ID, NEWS_ID, PROMOS_ID } from './content-id'
import {
  DEMO,
  DEMO_ADDRESS,
  DEMO_ORDERS,
  DEMO_PACKAGES,
  DEMO_STBS,
  DEMO_SUBSCRIPTION,
  OTHER,
  OTHER_STB,
} from './demo'

const DAY = 86_400_000

/** The database was seeded: the catalogue is there (the demo customers only in demo mode). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(starterPacks)
  return (row?.n ?? 0) > 0
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The catalogue and the demo customers (demo mode, db:reset, tests). */
export async function seed(db: Db, now: number = Date.now()): Promise<void> {
  const [demoHash, otherHash] = await Promise.all([hashPassword(DEMO.password), hashPassword(OTHER.password)])
  await db.transaction(async (tx) => {
    await seedCatalogue(tx)
    await seedDemoCustomers(tx, now, demoHash, otherHash)
  })
}

/**
 * First start on an empty database: the catalogue always, the demo customers only in demo mode
 * (a real deployment must not accept the published demo logins). What was seeded, or null.
 */
export async function seedFirstStart(
  db: Db,
  demo: boolean,
  now: number = Date.now(),
): Promise<'demo' | 'catalogue' | null> {
  if (await isSeeded(db)) return null
  if (demo) {
    await seed(db, now)
    return 'demo'
  }
  await db.transaction((tx) => seedCatalogue(tx))
  return 'catalogue'
}

async function seedDemoCustomers(tx: Tx, now: number, demoHash: string, otherHash: string) {
  const [demo, other] = await tx
    .insert(users)
    .values([
      { phone: DEMO.phone, name: DEMO.name, email: DEMO.email, passwordHash: demoHash },
      { phone: OTHER.phone, name: OTHER.name, email: OTHER.email, passwordHash: otherHash },
    ])
    .returning()
  if (!demo || !other) throw new Error('seed: users not created')

  const boxes = await tx
    .insert(stbs)
    .values([
      ...DEMO_STBS.map((s) => ({
        ...s,
        userId: demo.id,
        ownerName: DEMO.name,
        email: DEMO.email,
        phone: s.phoneVerified ? DEMO.phone : '',
      })),
      { ...OTHER_STB, userId: other.id, ownerName: OTHER.name, email: OTHER.email, phone: OTHER.phone },
    ])
    .returning()

  const packages = await tx
    .insert(stbPackages)
    .values(
      DEMO_PACKAGES.map(([i, servicename, productCode, daysLeft, snapshotImage]) => {
        const end = new Date(now + daysLeft * DAY)
        return {
          stbId: boxes[i]?.id ?? 0,
          servicename,
          productCode,
          startdate: new Date(now - (30 - Math.min(daysLeft, 29)) * DAY),
          enddate: end,
          snapshotImage,
          overlayTexts: activeUntilTexts(end),
        }
      }),
    )
    .returning()

  const orderIds = DEMO_ORDERS.map((o, i) => {
    const at = new Date(now - o.daysAgo * DAY - i * 3_600_000)
    return `VPT-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${o.suffix}`
  })
  await tx.insert(orders).values(
    DEMO_ORDERS.map((o, i) => {
      const at = new Date(now - o.daysAgo * DAY - i * 3_600_000)
      const day = at.toISOString().slice(0, 10).replaceAll('-', '')
      const open = isPayable(o.status)
      const paid = isPaid(o.status)
      return {
        orderId: `VPT-${day}-${o.suffix}`,
        userId: demo.id,
        sn: o.sn === null ? null : (DEMO_STBS[o.sn]?.sn ?? null),
        productCode: o.code,
        productName: o.product,
        partnerName: o.partner ?? 'Vision+ TV Web',
        totalPrice: o.price,
        deliveryService: o.delivery?.[0] ?? '-',
        deliveryFee: o.delivery?.[1] ?? 0,
        status: o.status,
        isRecurring: o.recurring ?? false,
        snapToken: open ? `demo-${o.suffix.toLowerCase()}-${day}` : null,
        createdAt: at,
        updatedAt: at,
        paidAt: paid ? at : null,
        // the demo's open orders stay payable (and are not expired by reconciliation) for a month
        expiresAt: open ? new Date(now + 30 * DAY) : null,
      }
    }),
  )

  await tx
    .insert(addresses)
    .values({ ...DEMO_ADDRESS, userId: demo.id, postalCode: postalCodeFor(DEMO_ADDRESS.subdistrictId) })

  await seedDemoSubscription(tx, now, demo.id, packages, orderIds)
}

/** The renewing add-on (DEMO_SUBSCRIPTION): the card in the sandbox's books and ours, masked, and its subscription. */
async function seedDemoSubscription(
  tx: Tx,
  now: number,
  userId: number,
  packages: (typeof stbPackages.$inferSelect)[],
  orderIds: string[],
) {
  const { card } = DEMO_SUBSCRIPTION
  const origin = orderIds[DEMO_ORDERS.findIndex((o) => o.suffix === DEMO_SUBSCRIPTION.orderSuffix)] ?? null
  const pkg = packages[DEMO_SUBSCRIPTION.packageIndex]
  const addon = ADDON_PACKAGES.find((a) => a.productCode === pkg?.productCode)
  if (!pkg || !addon) throw new Error('seed: the demo subscription has no package')
  const expires = new Date(card.expires)
  await tx.insert(sandboxCards).values({
    token: card.token,
    maskedCard: card.masked,
    cardType: 'credit',
    bank: 'bni',
    denies: false,
    expiresAt: expires,
  })
  const [method] = await tx
    .insert(paymentMethods)
    .values({
      userId,
      kind: 'card',
      token: card.token,
      brand: 'visa',
      last4: card.masked.slice(-4),
      expiry: `12/${String(expires.getUTCFullYear() % 100)}`,
      tokenExpiresAt: expires,
      createdAt: pkg.startdate,
    })
    .returning()
  await tx.insert(subscriptions).values({
    userId,
    stbId: pkg.stbId,
    productCode: addon.productCode,
    productName: addon.name,
    amount: addon.price,
    durationDays: addon.durationDays,
    state: 'active',
    periodStart: pkg.startdate,
    periodEnd: pkg.enddate,
    packageId: pkg.id,
    methodId: method?.id ?? null,
    originOrderId: origin,
    createdAt: pkg.startdate,
    updatedAt: new Date(now),
  })
  // the order that started it was paid with the card (its receipt names it)
  if (origin && method) await tx.update(orders).set({ methodId: method.id }).where(eq(orders.orderId, origin))
}

async function seedCatalogue(tx: Tx) {
  await tx.insert(starterPacks).values(STARTER_PACKS)
  await tx.insert(addonPackages).values(ADDON_PACKAGES)
  await tx.insert(channels).values(CHANNELS)

  const content = [
    ...PROMOS_EN.map((d, i) => ({ kind: 'promo', slug: d.id, lang: 'en', position: i, data: d })),
    ...PROMOS_ID.map((d, i) => ({ kind: 'promo', slug: d.id, lang: 'id', position: i, data: d })),
    ...NEWS_EN.map((d, i) => ({ kind: 'news', slug: d.id, lang: 'en', position: i, data: d })),
    ...NEWS_ID.map((d, i) => ({ kind: 'news', slug: d.id, lang: 'id', position: i, data: d })),
    ...FAQ_EN.map((d, i) => ({ kind: 'faq', slug: d.id, lang: 'en', position: i, data: d })),
    ...FAQ_ID.map((d, i) => ({ kind: 'faq', slug: d.id, lang: 'id', position: i, data: d })),
    ...ARTICLES_EN.map((d, i) => ({ kind: 'article', slug: d.slug, lang: 'en', position: i, data: d })),
    ...ARTICLES_ID.map((d, i) => ({ kind: 'article', slug: d.slug, lang: 'id', position: i, data: d })),
  ]
  await tx
    .insert(contentItems)
    .values(content.map((c) => ({ ...c, data: c.data as unknown as Record<string, unknown> })))
}

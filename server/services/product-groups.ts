/**
 * The channel group (`productgroup`, the `packagename` of GET /package/channel) of the packages on
 * a box. Add-ons carry theirs; a starter pack's product code is `STARTER-<id>` (services/orders.ts).
 * A code of neither kind has no group: '' (the site then offers no channel list for it).
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { addonPackages, starterPacks } from '../db/schema'

const STARTER_CODE = /^STARTER-(\d+)$/

export async function productGroups(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  const groups = new Map<string, string>()
  if (codes.length === 0) return groups
  const addons = await db
    .select({ code: addonPackages.productCode, group: addonPackages.productgroup })
    .from(addonPackages)
    .where(inArray(addonPackages.productCode, [...codes]))
  for (const a of addons) groups.set(a.code, a.group)
  const starterIds = codes.flatMap((code) => {
    const id = STARTER_CODE.exec(code)?.[1]
    return id ? [Number(id)] : []
  })
  if (starterIds.length > 0) {
    const starters = await db
      .select({ id: starterPacks.id, group: starterPacks.productgroup })
      .from(starterPacks)
      .where(inArray(starterPacks.id, starterIds))
    for (const s of starters) groups.set(`STARTER-${s.id}`, s.group)
  }
  return groups
}

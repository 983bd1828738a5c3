/** The choices of /purchase from the add-on list: types, packages by name, durations by package. */
import type { PurchasePackage } from '../../../machines/purchase/purchase.machine'
import { cleanAddonName } from '../../lib/addon-name'

export interface PackageOption {
  name: string
  /** The lowest price among its durations. */
  fromPrice: number
}

export function packageOptions(packages: PurchasePackage[], productType: number | null): PackageOption[] {
  const byName = new Map<string, number>()
  for (const p of packages) {
    if (p.productType !== productType) continue
    const name = cleanAddonName(p.name)
    byName.set(name, Math.min(byName.get(name) ?? Infinity, p.price))
  }
  return [...byName].map(([name, fromPrice]) => ({ name, fromPrice }))
}

export function durationOptions(
  packages: PurchasePackage[],
  productType: number | null,
  name: string | null,
): PurchasePackage[] {
  return packages
    .filter((p) => p.productType === productType && cleanAddonName(p.name) === name)
    .sort((a, b) => a.durationDays - b.durationDays)
}

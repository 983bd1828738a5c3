/**
 * The catalogue calls the views use: src/api's clients plus the failure behaviour of SPEC §8
 * (add-on failures leave an empty list and are logged; a starter failure hides its tab).
 */
import type { AddonPackage, PackageDetail, StarterPack } from '../../../contract/package'
import { getAddons, getGoAddons, getPackageDetail, getStarterPacks } from '../../api/package'
import type { PageSnapshot } from '../../lib/prerendered'

/** The package page's calls, named for useRemote and for the prerendered results. */
export const PACKAGE_KEYS = { starter: 'package-starter', addons: 'package-addons' } as const

/** Starter packs, or null when the reply is invalid by SPEC §7's rule or the call fails. */
export async function fetchStarterPacks(): Promise<StarterPack[] | null> {
  try {
    return await getStarterPacks()
  } catch (error) {
    console.error('Starter packs could not be loaded', error)
    return null
  }
}

/** Published add-ons from the go backend; on failure an empty list, logged. */
export async function fetchAddons(): Promise<AddonPackage[]> {
  try {
    return await getGoAddons()
  } catch (error) {
    console.error('Add-ons could not be loaded', error)
    return []
  }
}

const publishedAddons = async (producttype: 3 | 8) =>
  (await getAddons(producttype)).filter((p) => p.is_publish)

/** The add-on page's call per product type, named for useRemote and the prerendered results. */
export const addonTypeKey = (producttype: 3 | 8) => `addons-type-${producttype}`

/** Published add-ons of one product type (3 Premium Channel, 8 Video Streaming Voucher); on failure empty, logged. */
export async function fetchAddonsByType(producttype: 3 | 8): Promise<AddonPackage[]> {
  try {
    return await publishedAddons(producttype)
  } catch (error) {
    console.error('Add-ons could not be loaded', error)
    return []
  }
}

/** All the details of one add-on (the modal shows the first six). Throws on failure. */
export async function fetchPackageDetails(packageId: number): Promise<PackageDetail[]> {
  return (await getPackageDetail(packageId)).package_details
}

let earlyStarter: Promise<StarterPack[] | null> | null = null
let earlyAddons: Promise<AddonPackage[]> | null = null

/**
 * Starts the package page's two calls as soon as its code arrives in the browser, before React
 * hydrates, so the cards (the page's largest paint) come sooner. Only in the browser: the
 * prerender has no API to call. Both replies fail soft (SPEC §8), so nothing is left unhandled.
 */
export function prefetchPackagePage(): void {
  if (typeof window === 'undefined') return
  earlyStarter = fetchStarterPacks()
  earlyAddons = fetchAddons()
}

/** The prefetched reply, once (a later visit asks again), else a fresh call. */
export function takeStarterPacks(): Promise<StarterPack[] | null> {
  const pending = earlyStarter ?? fetchStarterPacks()
  earlyStarter = null
  return pending
}

export function takeAddons(): Promise<AddonPackage[]> {
  const pending = earlyAddons ?? fetchAddons()
  earlyAddons = null
  return pending
}

/**
 * The package page's first calls for the prerenderer: the same results the page shows, but a
 * failed call throws (the page is then prerendered with its skeleton instead of baking in a
 * failure the browser would not see).
 */
export const packageSnapshot: PageSnapshot = () => ({
  [PACKAGE_KEYS.starter]: getStarterPacks(),
  [PACKAGE_KEYS.addons]: getGoAddons(),
})

/** The add-on page's first call for the prerenderer (the Premium Channel type it opens on); throws on failure. */
export const addonSnapshot: PageSnapshot = () => ({ [addonTypeKey(3)]: publishedAddons(3) })

/**
 * Catalogue calls of SPEC §7. Kept in the feature until src/api grows client functions for
 * them; replies are parsed with the shared contract schemas so a bad reply is an error here,
 * never an undefined deep in a view.
 */
import { ofetch } from 'ofetch'
import * as v from 'valibot'
import {
  addonReply, channelReply, goPackageDetailReply, goPackageListReply, starterPackSchema,
  type AddonPackage, type Channel, type PackageDetail, type StarterPack,
} from '../../api/contract/package'
import { isValidStarterReply } from './catalog-rules'

const http = ofetch.create({ headers: { accept: 'application/json' }, retry: 0, timeout: 15_000 })

/** Starter packs, or null when the reply is invalid by SPEC §7's rule (the tab is then hidden). */
export async function fetchStarterPacks(): Promise<StarterPack[] | null> {
  try {
    const reply: unknown = await http('/api/v1/package/starter')
    if (!isValidStarterReply(reply)) return null
    const packages = v.parse(v.array(starterPackSchema), (reply as { data: { packages?: unknown } }).data.packages)
    return packages.filter((p) => p.isPublish)
  } catch (error) {
    console.error('Starter packs could not be loaded', error)
    return null
  }
}

/** Published add-ons from the go backend; SPEC §8: on failure the list is empty and the error logged. */
export async function fetchAddons(): Promise<AddonPackage[]> {
  try {
    const reply = v.parse(goPackageListReply, await http('/go/vplustv/v1/package/', { query: { type: 'add-on' } }))
    return reply.data.packages.filter((p) => p.is_publish)
  } catch (error) {
    console.error('Add-ons could not be loaded', error)
    return []
  }
}

/** Add-ons of one product type (3 Premium Channel, 8 Video Streaming Voucher) from the main API. */
export async function fetchAddonsByType(producttype: 3 | 8): Promise<AddonPackage[]> {
  try {
    const reply = v.parse(addonReply, await http('/api/v1/package/addon', { method: 'POST', body: { producttype } }))
    if (reply.status.code !== 0) throw new Error(reply.status.message || `status ${reply.status.code}`)
    return reply.data.packages.filter((p) => p.is_publish)
  } catch (error) {
    console.error('Add-ons could not be loaded', error)
    return []
  }
}

/** All the details of one add-on (the modal shows the first six). */
export async function fetchPackageDetails(packageId: number): Promise<PackageDetail[]> {
  const reply = v.parse(goPackageDetailReply, await http('/go/vplustv/v1/package-detail', { query: { package_id: packageId } }))
  if (!reply.success) throw new Error(reply.message || 'Package detail failed')
  return reply.data.package_details
}

/** Channels of a product group, optionally filtered by a search text. */
export async function fetchChannels(packagename: string, search: string, signal?: AbortSignal): Promise<Channel[]> {
  const reply = v.parse(channelReply, await http('/api/v1/package/channel', { query: { packagename, search }, signal }))
  if (reply.status.code !== 0) throw new Error(reply.status.message || `status ${reply.status.code}`)
  return reply.data
}

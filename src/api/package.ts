/** Catalogue calls (SPEC §7): starter packs, add-ons, channels, package details. */
import * as v from 'valibot'
import {
  addonReply,
  channelQuery,
  channelReply,
  goPackageDetailReply,
  goPackageListReply,
  starterReply,
  type AddonPackage,
  type Channel,
  type PackageDetail,
  type StarterPack,
} from '../../contract/package'
import { clients, expectOk, expectSuccess, request } from './clients'

/** Published starter packs, or null when the reply is invalid by SPEC §7 (non-empty data, code absent or 200). */
export async function getStarterPacks(): Promise<StarterPack[] | null> {
  const reply = await request(clients().main, 'v1/package/starter', v.unknown())
  const parsed = v.safeParse(starterReply, reply)
  if (!parsed.success) return null
  const code = parsed.output.status?.code
  if (code !== undefined && code !== 200) return null
  const packs = parsed.output.data.packages.filter((p) => p.isPublish)
  return packs.length > 0 ? packs : null
}

export async function getAddons(producttype: 3 | 8): Promise<AddonPackage[]> {
  return expectOk(
    await request(clients().main, 'v1/package/addon', addonReply, { method: 'POST', body: { producttype } }),
  ).data.packages
}

export async function getChannels(
  input: v.InferInput<typeof channelQuery>,
  signal?: AbortSignal,
): Promise<Channel[]> {
  return expectOk(
    await request(clients().main, 'v1/package/channel', channelReply, {
      query: { packagename: input.packagename, search: input.search ?? '' },
      ...(signal ? { signal } : {}),
    }),
  ).data
}

/** Add-ons from the go backend, filtered by is_publish. */
export async function getGoAddons(): Promise<AddonPackage[]> {
  const reply = await request(clients().go, 'vplustv/v1/package/', goPackageListReply, {
    query: { type: 'add-on' },
  })
  return expectSuccess(reply).data.packages.filter((p) => p.is_publish)
}

export async function getPackageDetail(
  packageId: number,
): Promise<{ package: AddonPackage; package_details: PackageDetail[] }> {
  const reply = await request(clients().go, 'vplustv/v1/package-detail', goPackageDetailReply, {
    query: { package_id: packageId },
  })
  return expectSuccess(reply).data
}

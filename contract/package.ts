/** Catalogue: /api/v1/package/… and the go backend's /go/vplustv/v1/package… */
import * as v from 'valibot'
import { envelope, goEnvelope, intLike, plainText, statusSchema } from './common'

export const packageDetailSchema = v.object({
  id: v.number(),
  description_id: v.string(),
  description_en: v.string(),
  icon: v.optional(v.string(), ''),
})
export type PackageDetail = v.InferOutput<typeof packageDetailSchema>

export const STARTER_CATEGORIES = ['cgmn', 'skyworth'] as const
export const starterPackSchema = v.object({
  id: v.number(),
  name: v.string(),
  price: v.number(),
  imageUrl: v.string(),
  isPublish: v.boolean(),
  /** cgmn is shown as "Vision+TV Lite", skyworth as "Vision+TV" */
  category: v.string(),
  productgroup: v.string(),
  detail: v.array(packageDetailSchema),
})
export type StarterPack = v.InferOutput<typeof starterPackSchema>
/** SPEC §7: valid only with a non-empty data object and a status code that is absent or 200. */
export const starterReply = v.object({
  status: v.optional(statusSchema),
  data: v.object({ packages: v.array(starterPackSchema) }),
})

export const ADDON_TYPES = { premiumChannel: 3, videoVoucher: 8 } as const
export const addonTypeSchema = v.pipe(
  intLike('producttype must be 3 (Premium Channel) or 8 (Video Streaming Voucher)'),
  v.picklist([3, 8], 'producttype must be 3 (Premium Channel) or 8 (Video Streaming Voucher)'),
)
export const addonBody = v.object({ producttype: addonTypeSchema })

export const addonPackageSchema = v.object({
  id: v.number(),
  name: v.string(),
  product_code: v.string(),
  product_type: v.number(),
  price: v.number(),
  duration_days: v.number(),
  is_publish: v.boolean(),
  image_url: v.string(),
  image_detail_url: v.string(),
  productgroup: v.string(),
  /** the first 6 package details */
  benefit: v.array(packageDetailSchema),
})
export type AddonPackage = v.InferOutput<typeof addonPackageSchema>
export const addonReply = envelope(v.object({ packages: v.array(addonPackageSchema) }))

export const channelSchema = v.object({ image_url: v.string(), title: v.string(), type_channel: v.string() })
export type Channel = v.InferOutput<typeof channelSchema>
export const channelQuery = v.object({
  packagename: v.pipe(
    v.string('packagename is required'),
    plainText('packagename'),
    v.trim(),
    v.nonEmpty('packagename is required'),
    v.maxLength(60, 'packagename is at most 60 characters'),
  ),
  search: v.optional(
    v.pipe(v.string(), plainText('search'), v.trim(), v.maxLength(60, 'search is at most 60 characters')),
    '',
  ),
})
export const channelReply = envelope(v.array(channelSchema))

export const goPackageListQuery = v.object({
  type: v.picklist(['add-on', 'starter'], "type must be 'add-on' or 'starter'"),
})
export const goPackageListReply = goEnvelope(v.object({ packages: v.array(addonPackageSchema) }))
export const goPackageDetailQuery = v.object({ package_id: intLike('package_id must be a positive integer') })
export const goPackageDetailReply = goEnvelope(
  v.object({ package: addonPackageSchema, package_details: v.array(packageDetailSchema) }),
)

/** Billing service: /bss/identity/… and /bss/payduct/… */
import * as v from 'valibot'
import { envelope, intLike } from './common'
import { ORDER_STATUSES } from './order-status'

export const bssProfileSchema = v.object({
  userName: v.string(),
  platformName: v.string(),
  subscriberId: v.string(),
  name: v.string(),
})
export type BssProfile = v.InferOutput<typeof bssProfileSchema>
export const bssProfileReply = envelope(bssProfileSchema)

/** RFC 8693's grant: a billing pair for the sign-in of the login token given as subject_token. */
export const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange'

const required = (name: string) => v.pipe(v.string(`${name} is required`), v.nonEmpty(`${name} is required`))

export const tokenRefreshBody = v.variant(
  'grant_type',
  [
    v.object({
      grant_type: v.literal('refresh_token'),
      refresh_token: required('refresh_token'),
      scope: v.optional(v.string(), 'read'),
    }),
    v.object({
      grant_type: v.literal(TOKEN_EXCHANGE),
      subject_token: required('subject_token'),
      scope: v.optional(v.string(), 'read'),
    }),
  ],
  `grant_type must be 'refresh_token' or '${TOKEN_EXCHANGE}'`,
)
export const tokenPairSchema = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  token_type: v.string(),
  expires_in: v.number(),
})
export type TokenPair = v.InferOutput<typeof tokenPairSchema>

export const currentPackageSchema = v.object({
  name: v.string(),
  code: v.string(),
  status: v.boolean(),
  /** the channel group of GET v1/package/channel; '' (or absent) when the package has none */
  productgroup: v.optional(v.string(), ''),
})
export type CurrentPackage = v.InferOutput<typeof currentPackageSchema>
export const currentPackagesReply = envelope(v.object({ current_packages: v.array(currentPackageSchema) }))

export const transactionListQuery = v.object({
  token: v.optional(v.string()),
  page: v.optional(intLike('page must be a positive integer'), 1),
  limit: v.optional(v.pipe(intLike('limit must be 1 to 50'), v.maxValue(50, 'limit must be 1 to 50')), 5),
  status: v.optional(
    v.union([v.literal(''), v.literal('all'), v.picklist(ORDER_STATUSES)], 'Unknown status filter'),
    '',
  ),
})
export const transactionItemSchema = v.object({
  order_id: v.string(),
  updated_at: v.string(),
  total_price: v.number(),
  product_name: v.string(),
  partner_name: v.string(),
  status: v.string(),
  is_recurring: v.boolean(),
})
export type TransactionItem = v.InferOutput<typeof transactionItemSchema>
export const paginationSchema = v.object({
  page: v.number(),
  limit: v.number(),
  status: v.string(),
  total_page: v.number(),
  total: v.number(),
})
export type Pagination = v.InferOutput<typeof paginationSchema>
export const transactionListReply = v.object({
  status: v.object({ code: v.number(), message: v.optional(v.string(), '') }),
  data: v.array(transactionItemSchema),
  pagination: paginationSchema,
})

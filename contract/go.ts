/** Order service on the go backend: /go/vplustv/v1/transaction, address, checkout. */
import * as v from 'valibot'
import { goEnvelope, intLike, plainText } from './common'

export const addressSchema = v.object({
  id: v.number(),
  recipient_name: v.string(),
  phone_number: v.string(),
  address_details: v.string(),
  rt: v.nullable(v.string()),
  rw: v.nullable(v.string()),
  subdistrict: v.string(),
  district: v.string(),
  city: v.string(),
  province: v.string(),
  postal_code: v.string(),
})
export type Address = v.InferOutput<typeof addressSchema>
export const transactionDetailSchema = v.object({
  order_id: v.string(),
  product_name: v.string(),
  sn: v.nullable(v.string()),
  full_name: v.string(),
  phone: v.string(),
  delivery_detail: v.object({
    delivery_service: v.string(),
    /** where a box goes: the address chosen for the order, as it was then; null without one */
    address: v.optional(v.nullable(addressSchema), null),
  }),
  purchase_detail: v.object({
    delivery_fee: v.number(),
    order_number: v.string(),
    total_payment: v.number(),
    total_price: v.number(),
    transaction_date: v.string(),
    transaction_status: v.string(),
    /** payment token, present while the order can still be paid (init / pending) */
    token: v.nullable(v.string()),
    /** failed, expired or cancelled when the provider took the payment after the order had closed */
    paid_after_close: v.optional(v.nullable(v.string()), null),
  }),
})
export type TransactionDetail = v.InferOutput<typeof transactionDetailSchema>
export const transactionDetailReply = goEnvelope(transactionDetailSchema)

export const addressListReply = goEnvelope(v.array(addressSchema))

// Address rules of SPEC §5, shared with the add-address form (src/features/addresses/schemas.ts).
/** Recipient name: letters and spaces only. */
export const RECIPIENT_NAME_PATTERN = /^[A-Za-z ]+$/
/** Address phone: 08 followed by 6 to 12 digits. */
export const ADDRESS_PHONE_PATTERN = /^08\d{6,12}$/
/** RT and RW: optional, numbers only. */
export const RT_RW_PATTERN = /^\d{1,3}$/
export const ADDRESS_DETAILS_MAX_LENGTH = 300

const required = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    plainText(label),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(300, `${label} is at most 300 characters`),
  )
const numericOptional = (label: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.regex(RT_RW_PATTERN, `${label}: numbers only`)))

export const addressCreateBody = v.object({
  recipient_name: v.pipe(
    required('Recipient name'),
    v.maxLength(60, 'Max 60 char'),
    v.regex(RECIPIENT_NAME_PATTERN, 'Only Alphabets'),
  ),
  phone_number: v.pipe(
    required('Phone number'),
    v.regex(ADDRESS_PHONE_PATTERN, 'Start with 08, numbers only with 8 - 14 digits'),
  ),
  address_details: v.pipe(
    required('Address detail'),
    v.maxLength(ADDRESS_DETAILS_MAX_LENGTH, 'Address detail is at most 300 characters'),
  ),
  province: required('Province'),
  province_id: required('Province'),
  city: required('City'),
  city_id: required('City'),
  district: required('District'),
  district_id: required('District'),
  subdistrict: required('Subdistrict'),
  subdistrict_id: required('Subdistrict'),
  postal_code: v.pipe(required('Postal code'), v.regex(/^\d{5}$/, 'Postal code must be 5 digits')),
  rt: numericOptional('RT'),
  rw: numericOptional('RW'),
})
export type AddressCreate = v.InferInput<typeof addressCreateBody>
export const addressCreateReply = goEnvelope(addressSchema)

export const transactionIdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{4,64}$/, 'Invalid order id')),
})

/** Who sold an order: this site's own checkout, or the partner's sign-in and pay popups. */
export const PARTNERS = ['Vision+ TV Web', 'Vision+'] as const

/** Our addition (documented in docs/api.md): create an order and its payment token. */
export const checkoutBody = v.object({
  package_id: intLike('package_id must be a positive integer'),
  package_kind: v.optional(
    v.picklist(['add-on', 'starter'], "package_kind must be 'add-on' or 'starter'"),
    'add-on',
  ),
  sn: v.optional(v.pipe(v.string(), plainText('sn'), v.trim(), v.maxLength(64))),
  /** one of the caller's saved addresses; a starter pack (a box to deliver) needs one */
  address_id: v.optional(intLike('address_id must be a positive integer')),
  partner_name: v.optional(
    v.picklist(PARTNERS, `partner_name must be one of ${PARTNERS.join(', ')}`),
    'Vision+ TV Web',
  ),
})
export const orderSchema = v.object({
  order_id: v.string(),
  token: v.string(),
  gross_amount: v.number(),
  redirect_url: v.string(),
  finish_redirect_url: v.string(),
})
export type Order = v.InferOutput<typeof orderSchema>
export const checkoutReply = goEnvelope(orderSchema)

/** PUT /transaction/:id/address: the delivery address of an open box order */
export const orderAddressBody = v.object({ address_id: intLike('address_id must be a positive integer') })
export const orderAddressReply = goEnvelope(
  v.object({ order_id: v.string(), token: v.nullable(v.string()), address: addressSchema }),
)

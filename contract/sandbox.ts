/** Payment-provider stand-in: the popup's choice and the signed webhook notification. */
import * as v from 'valibot'
import { plainText } from './common'

export const SNAP_CHOICES = ['pay', 'pending', 'fail', 'close'] as const
export const snapChoiceBody = v.object({
  choice: v.picklist(SNAP_CHOICES, 'choice must be pay, pending, fail or close'),
})

/** The provider's transaction API (Snap's POST /snap/v1/transactions): the order and its amount. */
export const transactionBody = v.object({
  transaction_details: v.object({
    order_id: v.pipe(v.string('order_id is required'), v.minLength(1), v.maxLength(50)),
    gross_amount: v.pipe(v.number('gross_amount is required'), v.integer(), v.minValue(1)),
  }),
  expiry: v.optional(
    v.object({
      unit: v.picklist(['second', 'minute', 'hour', 'day']),
      duration: v.pipe(v.number(), v.integer()),
    }),
  ),
})

export const notificationBody = v.object({
  order_id: v.pipe(
    v.string('order_id is required'),
    plainText('order_id'),
    v.nonEmpty('order_id is required'),
    v.maxLength(64),
  ),
  status_code: v.pipe(
    v.string('status_code is required'),
    v.regex(/^\d{3}$/, 'status_code must be 3 digits'),
  ),
  gross_amount: v.pipe(
    v.string('gross_amount is required'),
    v.regex(/^\d+(\.\d{2})?$/, 'gross_amount must be a number'),
  ),
  transaction_status: v.pipe(
    v.string('transaction_status is required'),
    plainText('transaction_status'),
    v.nonEmpty('transaction_status is required'),
    v.maxLength(32),
  ),
  signature_key: v.pipe(
    v.string('signature_key is required'),
    v.regex(/^[0-9a-f]{128}$/i, 'signature_key must be a SHA-512 hex digest'),
  ),
  transaction_id: v.optional(v.pipe(v.string(), plainText('transaction_id'), v.maxLength(64))),
  /** card payments: accept, challenge (held for review) or deny */
  fraud_status: v.optional(v.pipe(v.string(), plainText('fraud_status'), v.maxLength(16))),
  currency: v.optional(v.pipe(v.string(), plainText('currency'), v.maxLength(8))),
})
export type SnapNotification = v.InferOutput<typeof notificationBody>

export const snapResultSchema = v.object({
  order_id: v.string(),
  status_code: v.string(),
  transaction_status: v.string(),
  gross_amount: v.string(),
})
export type SnapResult = v.InferOutput<typeof snapResultSchema>

/** The payment popup's four callbacks (SPEC §2: they all lead to the same redirect). */
export type SnapOutcome = 'success' | 'pending' | 'error' | 'close'

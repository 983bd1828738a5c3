/**
 * paymentSuccessData: what the partner's return page (/token?order_id&status&user_id) stores for
 * the window that opened it (SPEC §2 Payment return), and the one rule for when it is worth
 * showing. The return page writes it with `storedPaymentResultJson`, the opener reads it with
 * `readStoredPaymentResult`: one schema for both sides.
 */
import * as v from 'valibot'

// the partner's ids may arrive as numbers; a missing one reads as '' (and so never qualifies)
const text = v.optional(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value)),
  ),
  '',
)

export const storedPaymentResultSchema = v.object({ orderId: text, userId: text, status: text })
export type StoredPaymentResult = v.InferOutput<typeof storedPaymentResultSchema>

const storedJson = v.pipe(v.string(), v.parseJson(), storedPaymentResultSchema)

/** The stored result, or null when there is none or it is not the shape the return page writes. */
export function readStoredPaymentResult(raw: string | null): StoredPaymentResult | null {
  if (!raw) return null
  const parsed = v.safeParse(storedJson, raw)
  return parsed.success ? parsed.output : null
}

export const storedPaymentResultJson = (result: StoredPaymentResult): string =>
  JSON.stringify({ userId: result.userId, status: result.status, orderId: result.orderId })

/** A success with its order and customer: the only stored result the opener shows. */
export const isStoredSuccess = (result: StoredPaymentResult | null): result is StoredPaymentResult =>
  !!result && result.orderId !== '' && result.userId !== '' && result.status === 'success'

/**
 * The payment provider in tests: what its books say about an order (the sandbox's record, which
 * its status API answers from) and the notifications it signs.
 */
import type { Db } from '../db/client'
import { sandboxPayments } from '../db/schema'
import { signNotification } from '../services/orders'

export type Word = {
  transaction_status: string
  status_code: string
  fraud_status?: string
  currency?: string
}

/** the provider's books now say `word` about the order (what the payer did, as the sandbox records it) */
export async function providerBooks(db: Db, orderId: string, amount: number, word: Word) {
  const row = {
    transactionId: `tx-${orderId}`,
    transactionStatus: word.transaction_status,
    statusCode: word.status_code,
    fraudStatus: word.fraud_status ?? 'accept',
    grossAmount: `${amount}.00`,
    currency: word.currency ?? 'IDR',
    transactionTime: new Date(),
  }
  await db
    .insert(sandboxPayments)
    .values({ orderId, ...row })
    .onConflictDoUpdate({ target: sandboxPayments.orderId, set: row })
}

/** a notification as the provider signs it: the signature covers order, status code, amount and key */
export function signedNotification(serverKey: string, orderId: string, amount: number, word: Word) {
  const gross = String(amount)
  return {
    order_id: orderId,
    gross_amount: gross,
    ...word,
    signature_key: signNotification(orderId, word.status_code, gross, serverKey),
  }
}

export const SETTLEMENT = { transaction_status: 'settlement', status_code: '200' } as const
export const PENDING = { transaction_status: 'pending', status_code: '201' } as const
export const DENY = { transaction_status: 'deny', status_code: '202' } as const
export const EXPIRE = { transaction_status: 'expire', status_code: '407' } as const

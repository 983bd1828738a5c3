/**
 * A visitor's purchase handle (/api/v1/purchase): what the lookup answers instead of the box's
 * serial number and customer ID, and what checkout takes. It is the box's row id, its owner's id
 * (a box that changed hands since the lookup is not bought for its new owner) and an expiry,
 * sealed with AES-256-GCM under a key derived from the server's JWT secret: opaque (nothing of
 * the box can be read from it), random (a fresh IV each time, so two lookups of one box give two
 * handles), bound to the box it names and unforgeable (the tag fails on any change), and valid on
 * every instance that shares the secret, with nothing stored.
 *
 * A handle may be used more than once until it expires: a visitor who closes the payment window
 * checks out again without a new lookup. Each checkout makes its own unpaid order, which stays out
 * of the owner's history and expires (server/services/orders.ts inOwnersHistory), so two checkouts
 * on one handle at once share no row and cannot race; the per-address limit counts checkouts.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * How long a lookup's handle is good for unless PURCHASE_HANDLE_TTL_SECONDS says otherwise: enough
 * to choose a package and pay, not to be hoarded.
 */
export const PURCHASE_HANDLE_TTL_SECONDS = 15 * 60

const IV_BYTES = 12
const TAG_BYTES = 16

export type OpenedHandle = { boxId: number; ownerId: number } | 'expired' | 'unknown'

export function createPurchaseHandles(
  secret: string,
  now: () => number,
  ttlSeconds = PURCHASE_HANDLE_TTL_SECONDS,
) {
  // its own key: a handle is never a valid token of anything else signed with the secret
  const key = Buffer.from(hkdfSync('sha256', secret, 'vplus-purchase', 'purchase-handle', 32))

  function issue(boxId: number, ownerId: number): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    const expires = Math.floor(now() / 1000) + ttlSeconds
    const body = Buffer.concat([
      cipher.update(JSON.stringify([boxId, ownerId, expires]), 'utf8'),
      cipher.final(),
    ])
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
  }

  function open(handle: string): OpenedHandle {
    const raw = Buffer.from(handle, 'base64url')
    if (raw.length <= IV_BYTES + TAG_BYTES) return 'unknown'
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES))
      const text = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8')
      const [boxId, ownerId, expires] = JSON.parse(text) as [number, number, number]
      return expires * 1000 <= now() ? 'expired' : { boxId, ownerId }
    } catch {
      // altered, truncated, or sealed under another secret
      return 'unknown'
    }
  }

  return { issue, open, ttlSeconds }
}

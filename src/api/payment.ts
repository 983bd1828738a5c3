/**
 * Browser-only helpers for paying: load the provider's snap.js once and run its popup, and build
 * the partner popup URLs (SPEC §7). Call them from effects or machine actors, never during render.
 */
import { config } from '../config'

import type { SnapOutcome } from '../../contract/sandbox'

export type { SnapOutcome }
type SnapCallbacks = {
  onSuccess: (r?: unknown) => void
  onPending: (r?: unknown) => void
  onError: (r?: unknown) => void
  onClose: () => void
}
type Snap = { pay: (token: string, callbacks: SnapCallbacks) => void }

let loading: Promise<Snap> | null = null

export function loadSnap(): Promise<Snap> {
  const existing = (window as unknown as { snap?: Snap }).snap
  if (existing) return Promise.resolve(existing)
  loading ??= new Promise<Snap>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = config.snapScriptUrl
    script.async = true
    script.dataset.clientKey = config.snapClientKey
    script.onload = () => {
      const snap = (window as unknown as { snap?: Snap }).snap
      if (snap) resolve(snap)
      else reject(new Error('The payment script loaded without window.snap'))
    }
    script.onerror = () => {
      loading = null
      reject(new Error('The payment script could not be loaded'))
    }
    document.head.append(script)
  })
  return loading
}

/**
 * Opens the payment popup; all four outcomes resolve (SPEC §2: they lead to the same redirect).
 * The provider reports a popup the browser refused as an error whose message says so: 'blocked'.
 */
export async function payWithSnap(token: string): Promise<SnapOutcome | 'blocked'> {
  const snap = await loadSnap()
  return new Promise((resolve) => {
    snap.pay(token, {
      onSuccess: () => resolve('success'),
      onPending: () => resolve('pending'),
      onError: (result) => resolve(isBlocked(result) ? 'blocked' : 'error'),
      onClose: () => resolve('close'),
    })
  })
}

function isBlocked(result: unknown): boolean {
  const message = (result as { status_message?: unknown } | undefined)?.status_message
  return typeof message === 'string' && /popup blocked/i.test(message)
}

const url = (path: string, params: Record<string, string>) =>
  `${config.partnerBase}${path}?${new URLSearchParams(params).toString()}`

/** Partner sign-in popup; it posts {source:'vplus-partner', token, refreshToken} to the opener. */
export function partnerLoginUrl(): string {
  return url('/vplus/auth/login', {
    key: config.partnerKey,
    partner: config.partnerName,
    'return-path': 'token',
    relogin: 'true',
  })
}

/** Partner pay popup; after paying it navigates to returnPath?order_id&status&user_id. */
export function partnerPayUrl(input: {
  packageId: number
  kind: 'add-on' | 'starter'
  returnPath: string
  vToken: string
}): string {
  return url('/vplus/pay', {
    key: config.partnerKey,
    'package-id': String(input.packageId),
    // our addition to SPEC §7's parameters: starter and add-on ids are separate ranges
    ...(input.kind === 'starter' ? { 'package-kind': 'starter' } : {}),
    'return-path': input.returnPath,
    'v-token': input.vToken,
    recommended: 'true',
    partner: config.partnerName,
  })
}

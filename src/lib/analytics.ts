/**
 * Analytics (SPEC §7: events carry category, label and user_id), pushed to `window.dataLayer` as
 * Google Tag Manager expects: `{event, category, label, user_id}`. The GTM container loads only when
 * the build sets VITE_GTM_ID (`loadTagManager`, and the server's CSP then allows exactly it).
 *
 * Nothing personal is ever pushed: user_id is the account's opaque id from the login token, never
 * a phone, email or name; a label that looks like a phone number or an email is not sent.
 */
import { readStored, STORAGE_KEYS } from '../api/storage-keys'
import { readClaims } from './jwt'

export type AnalyticsEventName =
  | 'page_view'
  | 'login'
  | 'sign_up'
  | 'buy_started'
  | 'payment_result'
  | 'addon_purchased'
  | 'box_verified'

const CATEGORY: Record<AnalyticsEventName, string> = {
  page_view: 'navigation',
  login: 'account',
  sign_up: 'account',
  buy_started: 'payment',
  payment_result: 'payment',
  addon_purchased: 'payment',
  box_verified: 'device',
}

export interface AnalyticsEvent {
  event: AnalyticsEventName
  category: string
  label: string
  /** The account's id, or null for a visitor. */
  user_id: string | null
}

type DataLayerWindow = Window & { dataLayer?: unknown[] }

/** Phone numbers (08…, 62…, +62…, 8+ digits) and emails: never a label. */
const PERSONAL = /(?:\+?\d[\d\s-]{7,})|(?:[^\s@]+@[^\s@]+)/

/** What a label may say: personal-looking text is cut. */
export function safeLabel(label: string): string {
  return PERSONAL.test(label) ? '' : label.slice(0, 100)
}

/** The logged-in account's id from the stored login token, or null. */
export function currentUserId(): string | null {
  // the shell's first load carries this module, not the API clients
  const token = readStored(STORAGE_KEYS.vToken)
  return token ? (readClaims(token)?.sub ?? null) : null
}

/** Pushes one event; a no-op outside a browser. */
export function track(event: AnalyticsEventName, label = '', userId: string | null = currentUserId()): void {
  if (typeof window === 'undefined') return
  const entry: AnalyticsEvent = {
    event,
    category: CATEGORY[event],
    label: safeLabel(label),
    user_id: userId && /^\w{1,64}$/.test(userId) ? userId : null,
  }
  const w = window as DataLayerWindow
  w.dataLayer ??= []
  w.dataLayer.push(entry)
}

/** The GTM container's script, when the build names one (`VITE_GTM_ID`, e.g. GTM-ABC1234). */
export const GTM_SCRIPT_ORIGIN = 'https://www.googletagmanager.com'

/** Loads the GTM container once, after the page is up; nothing when no id is configured. */
export function loadTagManager(gtmId: string | undefined): void {
  if (!gtmId || !/^GTM-[A-Z0-9]+$/.test(gtmId) || typeof document === 'undefined') return
  if (document.querySelector(`script[data-gtm="${gtmId}"]`)) return
  const w = window as DataLayerWindow
  w.dataLayer ??= []
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${GTM_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`
  script.dataset.gtm = gtmId
  document.head.append(script)
}

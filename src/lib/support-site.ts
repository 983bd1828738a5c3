/**
 * The external support site (SPEC §7): payment methods and a payment's details open there, in a new
 * window, with the customer's login token. Which support site: localhost, ports 3000/3001 and
 * staging hosts (`staging` in any label position) use staging; any other host production (both
 * bases configurable, src/config.ts).
 * The in-app pages (change password, transaction detail) stay in the app; docs/architecture.md
 * says which is which.
 */
import { config } from '../config'

type Where = { hostname: string; port: string }

/** The support site's base for the page's own host. */
export function supportBase(where: Where = window.location): string {
  const local = where.hostname === 'localhost' || where.hostname === '127.0.0.1' || where.hostname === '[::1]'
  // a staging host has "staging" as a label or as a hyphen-separated part of one, wherever it
  // stands: staging.…, web.staging.…, staging-2.…, web-staging.… (not "stagingly")
  const staging = where.hostname
    .toLowerCase()
    .split('.')
    .some((label) => label.split('-').includes('staging'))
  return local || staging || where.port === '3000' || where.port === '3001'
    ? config.supportStagingBase
    : config.supportBase
}

const url = (path: string, params: Record<string, string>, where?: Where) =>
  `${supportBase(where).replace(/\/$/, '')}${path}?${new URLSearchParams(params).toString()}`

/**
 * One payment's details on the support site: the order, the history list it was opened from and
 * that list's status filter ('all' when unfiltered).
 */
export function paymentDetailUrl(
  input: { orderId: string; vToken: string; filter?: string; list?: string },
  where?: Where,
): string {
  return url(
    '/payment-history/detail',
    {
      payment_filter: input.filter || 'all',
      order_id: input.orderId,
      list: input.list ?? 'transaction',
      'v-token': input.vToken,
    },
    where,
  )
}

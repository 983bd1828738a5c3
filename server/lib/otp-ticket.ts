/**
 * The ticket of a verified code (issue #48 item 1, review H-1): `/otp/verify` hands the client
 * that typed the right code a random ticket in a cookie, and `/register` and `/forgetpassword`
 * spend the verification only with it. So a verification belongs to the browser that made it: a
 * stranger polling those calls for the same phone holds no ticket and spends nothing. A cookie,
 * not a field, because SPEC §7 fixes those bodies; httpOnly so no script reads it, SameSite=Strict
 * so no other site's request carries it, scoped to the calls that spend it, and as short-lived as
 * the verification itself. Only its SHA-256 is stored (otp_codes.ticket_hash).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

export const TICKET_COOKIE = 'vp_otp_ticket'
/** how long a verification may be spent after the code was verified, milliseconds */
export const TICKET_TTL_MS = 10 * 60_000
/** 256 random bits, base64url: what a ticket looks like (anything else is no ticket) */
const TICKET = /^[A-Za-z0-9_-]{43}$/

export const newTicket = () => randomBytes(32).toString('base64url')
export const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('hex')

/** the calls under the verifying route's parent (`/api/v1/user`), wherever the API is mounted */
const scopeOf = (c: Context) => c.req.path.replace(/\/otp\/verify\/?$/, '') || '/'

/** Hands the ticket to the client on the reply of `/otp/verify`. */
export function giveTicket(c: Context, ticket: string, secure: boolean) {
  setCookie(c, TICKET_COOKIE, ticket, {
    path: scopeOf(c),
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: TICKET_TTL_MS / 1000,
  })
}

/** the ticket the client sent, '' for none or a malformed one */
export function ticketOf(c: Context): string {
  const value = getCookie(c, TICKET_COOKIE) ?? ''
  return TICKET.test(value) ? value : ''
}

/** Drops the client's ticket once spent (the path is the spending call's parent, as given). */
export function dropTicket(c: Context, secure: boolean) {
  deleteCookie(c, TICKET_COOKIE, { path: c.req.path.replace(/\/[^/]*\/?$/, '') || '/', secure })
}

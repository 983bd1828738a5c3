/**
 * Every reply envelope (SPEC §7–§8) is built here, one builder per shape, so a route never writes
 * one by hand: the main API's `{status, data}`, the go backend's `{success, message, data}`, the
 * device service's `{status, data:{status, message}}` and the content service's `{status, data, meta}`.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { CODE } from '../../contract/common'

type Http = ContentfulStatusCode

/** Main API success with data. */
export function ok<T>(c: Context, data: T, message = 'OK') {
  return c.json({ status: { code: CODE.ok, message }, data })
}

/** Main API status without data: a failure, or a success that returns nothing (`code` 0). */
export function fail(c: Context, code: number, message: string, http: Http = 200) {
  return c.json({ status: { code, message } }, http)
}

export const done = (c: Context, message: string) => fail(c, CODE.ok, message)

export function goOk<T>(c: Context, data: T, message = 'OK') {
  return c.json({ success: true, message, data })
}

export function goFail(c: Context, message: string, http: Http) {
  return c.json({ success: false, message, data: null }, http)
}

/** Device service (b2b): success is `status.code` 200 with `data.status` true. */
export function b2bResult(c: Context, code: number, status: boolean, message: string, http: Http = 200) {
  return c.json({ status: { code, message: status ? 'OK' : message }, data: { status, message } }, http)
}

/** Device service profile lookup: `data` is the profile, or null with the not-found message. */
export function b2bProfile<T>(c: Context, data: T | null, notFoundMessage: string) {
  return data === null
    ? c.json({ status: { code: 404, message: notFoundMessage }, data: null })
    : c.json({ status: { code: 200, message: 'OK' }, data })
}

/** The billing service's token endpoint (OAuth 2): a refresh token that cannot be spent. */
export function invalidGrant(c: Context) {
  return c.json({ error: 'invalid_grant', error_description: 'Refresh token is invalid or expired' }, 401)
}

/** The payment provider's replies (Snap): `status_code` is a string, mirrored as the HTTP status. */
export function snapStatus(c: Context, statusCode: '200' | '401' | '404' | '503', message: string) {
  return c.json(
    { status_code: statusCode, status_message: message },
    Number(statusCode) as 200 | 401 | 404 | 503,
  )
}

/** Content service: success is `status.code` 0. */
export function cmsReply<T>(c: Context, data: T, lang: string, total: number, code = 0, http: Http = 200) {
  return c.json(
    { status: { code, message: code === 0 ? 'OK' : 'Content not found' }, data, meta: { lang, total } },
    http,
  )
}

/** bodyLimit's answer: 413 in the path's envelope, closing the connection so the rest is not read. */
export const tooLarge = (message: string) => (c: Context) => {
  c.header('Connection', 'close')
  return errorReply(c, 413, CODE.invalidInput, message)
}

/**
 * An error in the envelope of the service the path belongs to; the app's error and not-found
 * handlers and the bearer check answer through it.
 */
export function errorReply(c: Context, http: Http, code: number, message: string) {
  if (c.req.path.startsWith('/go/')) return goFail(c, message, http)
  return fail(c, code, message, http)
}

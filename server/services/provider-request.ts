/**
 * One way to call the payment provider's server APIs (Midtrans Core API: status, charge, and the
 * linking, refund and cancel calls): the server key as the Basic user with an empty password, JSON
 * in and out. A base that is a path is this server's own sandbox, asked in process; anything else
 * goes over the network with a timeout. A call that gets no readable JSON back is `failed`, with
 * a reason fit for a log line.
 */
import { createHmac } from 'node:crypto'

export type Request = (url: string, init: RequestInit) => Response | Promise<Response>

export type ProviderReply = { res: Response; body: unknown } | { failed: string }

export type ProviderRequest = (
  path: string,
  init?: { method?: 'GET' | 'POST'; body?: unknown },
) => Promise<ProviderReply>

export function providerRequest(
  base: string,
  serverKey: string,
  inProcess: Request,
  timeoutMs: number,
): ProviderRequest {
  const request: Request = base.startsWith('/')
    ? inProcess
    : (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  const authorization = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`
  return async (path, init = {}) => {
    const headers: Record<string, string> = { authorization, accept: 'application/json' }
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    let res: Response
    try {
      res = await request(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      })
      return { res, body: await res.json() }
    } catch (err) {
      return { failed: err instanceof Error ? err.name : 'request failed' }
    }
  }
}

/**
 * The customer as the provider's `user_id` names them (its saved cards are kept per user_id).
 * Midtrans asks for a value nobody can link to the customer, not a record id: a keyed hash of it.
 */
export const providerUserId = (serverKey: string, userId: number) =>
  createHmac('sha256', serverKey).update(`user:${userId}`).digest('hex').slice(0, 32)

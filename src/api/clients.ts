/**
 * One ofetch instance per base location, the auth headers each service wants, one request helper
 * that turns every failure into a typed ApiError, and the refresh-once rule the billing, media and
 * device calls share (`retryAfterRenewing`). Nothing here touches window or storage at module
 * level: the app is prerendered on Node, so storage is read per request.
 */
import { createFetch, type $Fetch, type FetchOptions } from 'ofetch'
import * as v from 'valibot'
import { config } from '../config'
import { progress } from '../lib/progress'
import { createSignal } from '../lib/signal'
import { STORAGE_KEYS } from './storage-keys'
import { CODE } from '../../contract/common'

export type ApiErrorKind = 'network' | 'http' | 'status' | 'parse'

/** Every failed call: `code` is the service's status code when it sent one, `httpStatus` the HTTP status. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly code: number | undefined
  readonly httpStatus: number | undefined
  /** From a refusal's Retry-After header (429, 503): seconds until the call may be tried again. */
  readonly retryAfterSeconds: number | undefined
  constructor(
    kind: ApiErrorKind,
    message: string,
    opts: {
      code?: number | undefined
      httpStatus?: number | undefined
      retryAfterSeconds?: number | undefined
    } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.code = opts.code
    this.httpStatus = opts.httpStatus
    this.retryAfterSeconds = opts.retryAfterSeconds
  }
}

/**
 * A call refused because this login was ended from another device (401 with code 18). Heard by
 * the app actor while it runs (its `hearApi` actor, src/app/runtime.ts), which tells the
 * session: `api.sessionEnded` on the app's chart. Returns the unwatch.
 */
const sessionEndings = createSignal()
export const watchSessionEnded = sessionEndings.watch

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>

let customFetch: FetchLike | undefined
let customStore: KeyValueStore | undefined
let cached: Clients | undefined

/** Tests (and odd hosts) swap the transport or the storage; the next call uses them. */
export function configureClients(options: { fetch?: FetchLike; storage?: KeyValueStore }): void {
  customFetch = options.fetch
  customStore = options.storage
  cached = undefined
}

export function store(): KeyValueStore | undefined {
  if (customStore) return customStore
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage
  } catch {
    return undefined // storage disabled (privacy mode, sandboxed frame)
  }
}

export const readKey = (key: string): string | null => store()?.getItem(key) ?? null
export const writeKey = (key: string, value: string | null): void => {
  const s = store()
  if (!s) return
  if (value === null) s.removeItem(key)
  else s.setItem(key, value)
}

export const bearer = (token: string | null | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {}

export type Clients = ReturnType<typeof buildClients>

function buildClients() {
  const base = createFetch({ fetch: (customFetch ?? globalThis.fetch) as typeof globalThis.fetch })
  const make = (baseURL: string, headers: () => Record<string, string> = () => ({})) =>
    base.create({
      baseURL,
      retry: 0,
      timeout: 20_000,
      headers: { Accept: 'application/json' },
      onRequest({ options }) {
        // A header the call sets itself (a token other than the stored one) wins over the default.
        for (const [name, value] of Object.entries(headers()))
          if (!options.headers.has(name)) options.headers.set(name, value)
      },
    })
  const loginToken = () => bearer(readKey(STORAGE_KEYS.vToken))
  // the site's language, not the browser's: a notice by SMS follows the language the customer uses here
  const withLanguage = () => ({
    ...loginToken(),
    'Accept-Language': globalThis.document?.documentElement.lang || 'en',
  })
  // Order calls take the login token or, for a visitor who signed in through the partner popup
  // only, the billing token (docs/api.md).
  const orderToken = () => bearer(readKey(STORAGE_KEYS.vToken) ?? readKey(STORAGE_KEYS.vplusToken))
  return {
    main: make(config.apiBase, withLanguage),
    go: make(config.goBase, orderToken),
    region: make(config.regionBase, () => bearer(config.regionApiKey)),
    // the purchase lookup reaches the customer's own boxes with the login token
    b2b: make(config.b2bBase, loginToken),
    // each billing call carries its billing token itself (`billingToken`, src/api/bss.ts)
    bss: make(config.bssBase, () => ({ 'X-Client-Id': config.bssClientId, 'X-Platform': 'web' })),
    cms: make(config.cmsBase, loginToken),
    mplay: make(config.mplayBase),
  }
}

export function clients(): Clients {
  cached ??= buildClients()
  return cached
}

function describe(issues: v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'unknown shape'
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '(root)'
  return `${path}: ${issue.message}`
}

function errorDetails(data: unknown): { code?: number; message?: string } {
  if (!data || typeof data !== 'object') return {}
  const d = data as {
    status?: { code?: unknown; message?: unknown }
    message?: unknown
    error_description?: unknown
    status_message?: unknown
  }
  const code = typeof d.status?.code === 'number' ? d.status.code : undefined
  const message = [d.status?.message, d.message, d.error_description, d.status_message].find(
    (m): m is string => typeof m === 'string' && m !== '',
  )
  return { ...(code !== undefined ? { code } : {}), ...(message ? { message } : {}) }
}

/** Retry-After as seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  if (/^\d+$/.test(header.trim())) return Number(header.trim())
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

/**
 * Calls `path` and parses the reply with `schema`. Network failures, HTTP errors (with the
 * service's message when it sent one) and replies that do not match the contract all throw ApiError.
 */
export async function request<S extends v.GenericSchema>(
  client: $Fetch,
  path: string,
  schema: S,
  options: FetchOptions<'json'> = {},
): Promise<v.InferOutput<S>> {
  // The top progress bar follows every call; a failed one marks it failed (SPEC §4).
  progress.start()
  try {
    const output = await send(client, path, schema, options)
    progress.done()
    return output
  } catch (error) {
    progress.fail()
    throw error
  }
}

async function send<S extends v.GenericSchema>(
  client: $Fetch,
  path: string,
  schema: S,
  options: FetchOptions<'json'>,
): Promise<v.InferOutput<S>> {
  let response
  try {
    response = await client.raw(path, { ...options, ignoreResponseError: true })
  } catch (err) {
    throw new ApiError(
      'network',
      `Network error calling ${path}: ${err instanceof Error ? err.message : String(err)}`,
    )
  }
  // ofetch puts the parsed body on _data
  // oxlint-disable-next-line no-underscore-dangle
  const data: unknown = response._data
  if (!response.ok) {
    const details = errorDetails(data)
    if (response.status === 401 && details.code === CODE.sessionEnded) sessionEndings.fire()
    throw new ApiError('http', details.message ?? `${path} failed with HTTP ${response.status}`, {
      code: details.code,
      httpStatus: response.status,
      retryAfterSeconds: retryAfter(response.headers.get('retry-after')),
    })
  }
  const parsed = v.safeParse(schema, data)
  if (!parsed.success) {
    // a failure envelope carries no data, so it cannot match the success schema: report its code
    const details = errorDetails(data)
    if (details.code !== undefined && details.code !== 0 && details.code !== 200) {
      throw new ApiError('status', details.message ?? `Failed with status ${details.code}`, {
        code: details.code,
        httpStatus: response.status,
      })
    }
    throw new ApiError('parse', `Unexpected reply from ${path}: ${describe(parsed.issues)}`, {
      httpStatus: response.status,
    })
  }
  return parsed.output
}

/**
 * The refresh-once rule the billing, media and device calls share: a call refused with HTTP 401
 * gets new credentials (`renew`) and runs once more; a second 401 stands. A login ended from
 * another device (code 18) is not renewed: the app hears of it (`watchSessionEnded`) and the
 * session logs out. `renew` resolves false when there is nothing to renew with (the first 401
 * then stands).
 */
export async function retryAfterRenewing<T>(
  call: () => Promise<T>,
  renew: () => Promise<boolean>,
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const expired = error instanceof ApiError && error.httpStatus === 401 && error.code !== CODE.sessionEnded
    if (!expired || !(await renew())) throw error
    return call()
  }
}

/** Main-API rule: status.code 0 is success, anything else is an ApiError carrying the code. */
export function expectOk<T extends { status: { code: number; message: string } }>(reply: T): T {
  if (reply.status.code !== 0) {
    throw new ApiError('status', reply.status.message || `Failed with status ${reply.status.code}`, {
      code: reply.status.code,
    })
  }
  return reply
}

/** Go-backend rule (`{success, message, data}`): success false is an ApiError with its message. */
export function expectSuccess<T extends { success: boolean; message: string }>(reply: T): T {
  if (!reply.success) throw new ApiError('status', reply.message || 'Request failed')
  return reply
}

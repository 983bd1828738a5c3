/**
 * Media API session (SPEC §4): bearer access token; on a 401 refresh once and retry; if the refresh
 * is rejected with 401, clear the stored tokens, log in again and retry once more.
 */
import * as v from 'valibot'
import { mplaySessionReply, mplayTokensReply, type MplayTokens } from '../../contract/mplay'
import { config } from '../config'
import { ApiError, clients, expectOk, readKey, request, retryAfterRenewing, writeKey } from './clients'
import { singleFlight } from './single-flight'
import { STORAGE_KEYS } from './storage-keys'

const storedSchema = v.object({ access_token: v.string(), refresh_token: v.string() })
type Stored = v.InferOutput<typeof storedSchema>

function readTokens(): Stored | null {
  const raw = readKey(STORAGE_KEYS.mplayToken)
  if (!raw) return null
  try {
    const parsed = v.safeParse(storedSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}
const saveTokens = (t: Stored | null) =>
  writeKey(
    STORAGE_KEYS.mplayToken,
    t ? JSON.stringify({ access_token: t.access_token, refresh_token: t.refresh_token }) : null,
  )

export async function mplayLogin(
  username = config.mplayUsername,
  password = config.mplayPassword,
): Promise<MplayTokens> {
  const tokens = expectOk(
    await request(clients().mplay, 'loginApi', mplayTokensReply, {
      method: 'POST',
      body: { username, password },
    }),
  ).data
  saveTokens(tokens)
  return tokens
}

/**
 * Returns the new pair, or null when the refresh token was rejected (tokens then cleared). Calls
 * that fail together share one refresh (the service spends the token on use).
 */
export const mplayRefresh = singleFlight(async (refreshToken: string): Promise<MplayTokens | null> => {
  try {
    const tokens = expectOk(
      await request(clients().mplay, 'refresh_token', mplayTokensReply, {
        headers: { Authorization: `Bearer ${refreshToken}` },
      }),
    ).data
    saveTokens(tokens)
    return tokens
  } catch (err) {
    if (err instanceof ApiError && err.httpStatus === 401) {
      saveTokens(null)
      return null
    }
    throw err
  }
})

/** Runs an authorised media-API call with the refresh-once rule (a rejected refresh logs in again). */
export async function withMplay<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
  const tokens = readTokens() ?? (await mplayLogin())
  let access = tokens.access_token
  return retryAfterRenewing(
    () => call(access),
    async () => {
      access = ((await mplayRefresh(tokens.refresh_token)) ?? (await mplayLogin())).access_token
      return true
    },
  )
}

export async function getMplaySession(): Promise<{ username: string; expires_at: number }> {
  return withMplay(
    async (access) =>
      expectOk(
        await request(clients().mplay, 'session', mplaySessionReply, {
          headers: { Authorization: `Bearer ${access}` },
        }),
      ).data,
  )
}

/**
 * What /stb-profile shows for its query (SPEC §5 guard): the signed link is checked by the
 * server (the client secret never reaches the browser), which answers with the device session
 * the device calls need; then the box's profile is read with it.
 */
import * as v from 'valibot'
import { ApiError } from '../../api/clients'
import { stbVerifyQuery } from '../../../contract/user'
import { getDeviceProfile, openDeviceSession, type DeviceProfile, type StbLink } from '../../api/b2b'

export type StbProfileState =
  | { kind: 'unauthorized'; expired: boolean }
  | { kind: 'notFound' }
  | { kind: 'ready'; profile: DeviceProfile }

/** sn, token and timestamp, well formed; null sends the visitor to the 401 page without a call. */
export function linkOf(search: string): StbLink | null {
  const params = new URLSearchParams(search)
  const parsed = v.safeParse(stbVerifyQuery, {
    sn: params.get('sn') ?? undefined,
    token: params.get('token') ?? undefined,
    timestamp: params.get('timestamp') ?? undefined,
  })
  return parsed.success ? parsed.output : null
}

/** Rejects only when the services cannot be reached or fail (the page offers a retry). */
export async function openStbProfile(link: StbLink | null): Promise<StbProfileState> {
  if (!link) return { kind: 'unauthorized', expired: false }
  try {
    await openDeviceSession(link)
  } catch (error) {
    if (error instanceof ApiError && (error.httpStatus === 401 || error.httpStatus === 400))
      return { kind: 'unauthorized', expired: /timestamp expired/i.test(error.message) }
    throw error
  }
  const profile = await getDeviceProfile(link.sn)
  return profile ? { kind: 'ready', profile } : { kind: 'notFound' }
}

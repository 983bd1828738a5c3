/**
 * The refresh-once rule the billing, media and device clients share: a call refused with HTTP 401
 * gets new credentials (`renew`) and runs once more; a second 401 stands. A login ended from
 * another device (code 18) is not renewed: the session hears of it and logs out (clients.ts).
 */
import { ApiError } from './clients'
import { CODE } from '../../contract/common'

/** `renew` resolves false when there is nothing to renew with (the first 401 then stands). */
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

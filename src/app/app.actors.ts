/**
 * The app root's named actors (machines/app), bound to src/api: a login's token read for the
 * session, the API's word that this login was ended elsewhere, the /stb-profile link's box looked
 * up, and the payment flow's code loaded on the first request
 * (src/features/payment/payment-feature.ts, the feature's one lazy entry: visitors who never buy
 * never load it).
 */
import { fromCallback, fromPromise } from 'xstate'
import type { ActorsOf } from '../../machines/lib/actors'
import type { appMachine } from '../../machines/app/app.machine'
import { readClaims } from '../lib/jwt'
import { avatarSrc } from '../api/user'
import { watchSessionEnded } from '../api/clients'

export const appActors = {
  openSession: fromPromise(async ({ input: { token, user } }) => {
    const claims = readClaims(token)
    if (!claims) throw new Error('the login token has no expiry')
    return {
      login: {
        token,
        exp: claims.exp,
        user: {
          name: user?.name ?? claims.name ?? '',
          phone: user?.phone ?? claims.phone ?? '',
          avatarUrl: avatarSrc(user?.avatarUrl ?? null),
        },
      },
      userId: claims.sub,
    }
  }),
  // a call refused with code 18, for as long as the app runs (the unwatch is its stop)
  hearApi: fromCallback(({ sendBack }) => watchSessionEnded(() => sendBack({ type: 'api.sessionEnded' }))),
  loadDevice: fromPromise(async ({ input }) => {
    const { getDevice } = await import('../api/user')
    return getDevice(input.sn)
  }),
  loadPayment: fromPromise(async () => (await import('../features/payment/payment-feature')).paymentLogic),
} satisfies Partial<ActorsOf<typeof appMachine>>

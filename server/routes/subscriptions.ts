/**
 * Billing service: /bss/payduct/v1/subscriptions (contract/subscription.ts), the customer's
 * renewing add-ons and auto-renew off and on. The customer's own only: another customer's id is
 * not found. Payment methods appear masked; the provider's token never leaves the server.
 */
import { Hono } from 'hono'
import { CODE } from '../../contract/common'
import { autoRenewBody, subscriptionIdParam } from '../../contract/subscription'
import { requireAuth } from '../lib/auth'
import type { AppEnv, Deps } from '../lib/deps'
import { errorReply, ok } from '../lib/reply'
import { json, param } from '../lib/validate'
import { createSubscriptions } from '../services/subscriptions'

export function subscriptionRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  // the billing or login token, as the package calls take it: a TV's login may read (as it reads
  // its packages), never change
  const reads = requireAuth(deps, ['bss', 'user'], { tv: true })
  const auth = requireAuth(deps, ['bss', 'user'])
  const subs = createSubscriptions({ db: deps.db, now: deps.now, leadDays: deps.config.renewalLeadDays })

  app.get('/', reads, async (c) => ok(c, { subscriptions: await subs.list(c.get('userId')) }))

  app.post('/:id/auto-renew', auth, param(subscriptionIdParam), json(autoRenewBody), async (c) => {
    const { id } = c.req.valid('param')
    const { on } = c.req.valid('json')
    const result = await subs.setAutoRenew(c.get('userId'), id, on)
    if ('notFound' in result) return errorReply(c, 404, CODE.notFound, 'Subscription not found')
    if ('conflict' in result) return errorReply(c, 409, CODE.invalidInput, result.conflict)
    deps.log.info(
      { event: 'subscription', subscriptionId: id, autoRenew: on, state: result.ok.state },
      'auto-renew set',
    )
    return ok(c, { subscription: result.ok })
  })

  return app
}

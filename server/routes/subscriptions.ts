/**
 * Billing service: /bss/payduct/v1/subscriptions (contract/subscription.ts), the customer's
 * renewing add-ons, auto-renew off and on, the method renewals are charged to, and Update payment
 * (a failed renewal charged now: ../services/renewals.ts payNow). The customer's own only: another customer's id is
 * not found. Payment methods appear masked; the provider's token never leaves the server.
 */
import { Hono } from 'hono'
import { CODE } from '../../contract/common'
import { changeMethodBody, payNowBody } from '../../contract/payment-methods'
import { autoRenewBody, subscriptionIdParam } from '../../contract/subscription'
import { requireAuth } from '../lib/auth'
import type { AppEnv, Deps } from '../lib/deps'
import { errorReply, ok } from '../lib/reply'
import { json, param } from '../lib/validate'
import type { PaymentMethods } from '../services/payment-methods'
import type { Renewer } from '../services/renewals'
import { createSubscriptions } from '../services/subscriptions'
import { refused } from './payment-methods'

export function subscriptionRoutes(deps: Deps, methods: PaymentMethods, renewer: Renewer) {
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

  app.post('/:id/method', auth, param(subscriptionIdParam), json(changeMethodBody), async (c) => {
    const { id } = c.req.valid('param')
    const { method_id: methodId } = c.req.valid('json')
    const result = await methods.changeMethod(c.get('userId'), id, methodId)
    if (!('ok' in result)) return refused(c, result)
    deps.log.info({ event: 'subscription', subscriptionId: id, methodId }, 'renewal method changed')
    return ok(c, { subscription: (await subs.one(c.get('userId'), id))! })
  })

  app.post('/:id/pay', auth, param(subscriptionIdParam), json(payNowBody), async (c) => {
    const { id } = c.req.valid('param')
    const { method_id: methodId } = c.req.valid('json')
    const userId = c.get('userId')
    if (!(await subs.one(userId, id))) return errorReply(c, 404, CODE.notFound, 'Subscription not found')
    if (!(await methods.chargeableOf(userId, methodId)))
      return errorReply(c, 409, CODE.invalidInput, 'method_id must be one of your active payment methods')
    const result = await renewer.payNow(userId, id, methodId)
    if ('notFound' in result) return errorReply(c, 404, CODE.notFound, 'Subscription not found')
    if ('conflict' in result) return errorReply(c, 409, CODE.invalidInput, result.conflict)
    return ok(c, {
      outcome: result.outcome,
      order_id: result.orderId,
      subscription: (await subs.one(userId, id))!,
    })
  })

  return app
}

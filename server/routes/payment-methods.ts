/**
 * Billing service: /bss/payduct/v1/payment-methods (contract/payment-methods.ts), the methods the
 * provider holds for the customer, masked: the list, one (a pending GoPay asked about first),
 * GoPay linked, a card added in the provider's card page, a method unlinked. The customer's own
 * only: another customer's id is not found. A TV's login may read, never change.
 */
import { Hono, type Context } from 'hono'
import { CODE } from '../../contract/common'
import {
  addCardBody,
  completeCardBody,
  linkGopayBody,
  methodIdParam,
  unlinkBody,
} from '../../contract/payment-methods'
import { requireAuth } from '../lib/auth'
import type { AppEnv, Deps } from '../lib/deps'
import { errorReply, ok } from '../lib/reply'
import { json, param } from '../lib/validate'
import type { PaymentMethods, Refusal } from '../services/payment-methods'

/** a refusal of the service as the billing service's error envelope */
export function refused(c: Context, r: Refusal) {
  if ('notFound' in r) return errorReply(c, 404, CODE.notFound, r.notFound)
  if ('conflict' in r) return errorReply(c, 409, CODE.invalidInput, r.conflict)
  return errorReply(c, 503, CODE.internal, r.unavailable)
}

export function paymentMethodRoutes(deps: Deps, methods: PaymentMethods) {
  const app = new Hono<AppEnv>()
  // as the subscriptions: the billing or login token; a TV's login reads only
  const reads = requireAuth(deps, ['bss', 'user'], { tv: true })
  const auth = requireAuth(deps, ['bss', 'user'])

  app.get('/', reads, async (c) => ok(c, { methods: await methods.list(c.get('userId')) }))

  app.post('/gopay', auth, json(linkGopayBody), async (c) => {
    const { phone, return_to: to } = c.req.valid('json')
    const result = await methods.linkGopay(c.get('userId'), phone, to)
    if (!('ok' in result)) return refused(c, result)
    deps.log.info(
      { event: 'payment-method', methodId: result.ok.method.id, kind: 'gopay' },
      'GoPay linking started',
    )
    return ok(c, { method: result.ok.method, activation_url: result.ok.activationUrl })
  })

  app.post('/card', auth, json(addCardBody), async (c) => {
    const result = await methods.addCard(c.get('userId'), c.req.valid('json').return_to)
    return 'ok' in result ? ok(c, { registration_url: result.ok }) : refused(c, result)
  })

  app.post('/card/complete', auth, json(completeCardBody), async (c) => {
    const result = await methods.completeCard(c.get('userId'), c.req.valid('json').registration_id)
    if (!('ok' in result)) return refused(c, result)
    deps.log.info({ event: 'payment-method', methodId: result.ok.id, kind: 'card' }, 'card added')
    return ok(c, { method: result.ok })
  })

  app.get('/:id', reads, param(methodIdParam), async (c) => {
    const result = await methods.one(c.get('userId'), c.req.valid('param').id)
    return 'ok' in result ? ok(c, { method: result.ok }) : refused(c, result)
  })

  app.post('/:id/unlink', auth, param(methodIdParam), json(unlinkBody), async (c) => {
    const { id } = c.req.valid('param')
    const result = await methods.unlink(c.get('userId'), id, c.req.valid('json').move_to)
    if (!('ok' in result)) return refused(c, result)
    deps.log.info({ event: 'payment-method', methodId: id, ...result.ok }, 'payment method unlinked')
    return ok(c, result.ok)
  })

  return app
}

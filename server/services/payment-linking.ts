/**
 * The provider's calls that hold a method for the customer, through ./provider-request.ts (the
 * status API's base, PAYMENT_STATUS_API): GoPay Tokenization (link, read, unbind: Midtrans'
 * /v2/pay/account) and a card added in the provider's card page without a payment (the sandbox's
 * /v2/card/registrations, read back for its saved token and masked card). Each answer is
 * `unavailable` when the provider could not be heard: nothing is believed that it did not say.
 */
import * as v from 'valibot'
import { providerRequest, providerUserId, type Request } from './provider-request'

const TIMEOUT_MS = 10_000

const linkReply = v.object({
  account_id: v.pipe(v.string(), v.minLength(1)),
  account_status: v.string(),
  actions: v.array(v.object({ name: v.string(), url: v.string() })),
})
const accountReply = v.object({
  account_id: v.string(),
  account_status: v.picklist(['PENDING', 'ENABLED', 'EXPIRED', 'DISABLED']),
  metadata: v.optional(
    v.object({
      payment_options: v.optional(
        v.array(
          v.object({ name: v.string(), token: v.optional(v.string()), active: v.optional(v.boolean()) }),
        ),
      ),
    }),
  ),
})
const registrationReply = v.object({
  registration_id: v.pipe(v.string(), v.minLength(1)),
  redirect_url: v.string(),
})
const registeredReply = v.object({
  registration_id: v.string(),
  status: v.picklist(['PENDING', 'REGISTERED', 'CANCELLED']),
  user_id: v.string(),
  saved_token_id: v.optional(v.string()),
  saved_token_id_expired_at: v.optional(v.string()),
  masked_card: v.optional(v.string()),
})

type Unavailable = { kind: 'unavailable'; reason: string }

export type AccountAnswer =
  | { kind: 'account'; status: 'PENDING' | 'EXPIRED' | 'DISABLED' }
  | { kind: 'account'; status: 'ENABLED'; token: string }
  | { kind: 'none' }
  | Unavailable

export type RegistrationAnswer =
  | {
      kind: 'registration'
      status: 'PENDING' | 'REGISTERED' | 'CANCELLED'
      /** the customer it was made for is the one asking */
      mine: boolean
      card: { token: string; masked: string; expiresAt: string | undefined } | null
    }
  | { kind: 'none' }
  | Unavailable

export function createLinkingApi(base: string, serverKey: string, inProcess: Request) {
  const request = providerRequest(base, serverKey, inProcess, TIMEOUT_MS)
  const unreadable = (res: Response): Unavailable => ({
    kind: 'unavailable',
    reason: `unreadable reply (HTTP ${res.status})`,
  })

  return {
    /** POST /v2/pay/account: the account, PENDING, and its activation page */
    async linkGopay(
      phone: string,
      redirectUrl: string,
    ): Promise<{ kind: 'linked'; accountId: string; activationUrl: string } | Unavailable> {
      const reply = await request('/v2/pay/account', {
        method: 'POST',
        body: {
          payment_type: 'gopay',
          // the number without its +62, as GoPay takes it
          gopay_partner: {
            phone_number: phone.replace(/^\+62/, ''),
            country_code: '62',
            redirect_url: redirectUrl,
          },
        },
      })
      if ('failed' in reply) return { kind: 'unavailable', reason: reply.failed }
      const parsed = v.safeParse(linkReply, reply.body)
      const action = parsed.success
        ? (parsed.output.actions.find((a) => a.name === 'activation-link-url') ?? parsed.output.actions[0])
        : undefined
      if (!parsed.success || reply.res.status !== 201 || !action) return unreadable(reply.res)
      return { kind: 'linked', accountId: parsed.output.account_id, activationUrl: action.url }
    },

    /** GET /v2/pay/account/{id}: ENABLED with its GOPAY_WALLET token, or why not */
    async readGopay(accountId: string): Promise<AccountAnswer> {
      const reply = await request(`/v2/pay/account/${encodeURIComponent(accountId)}`)
      if ('failed' in reply) return { kind: 'unavailable', reason: reply.failed }
      if (reply.res.status === 404) return { kind: 'none' }
      const parsed = v.safeParse(accountReply, reply.body)
      if (!parsed.success || !reply.res.ok || parsed.output.account_id !== accountId)
        return unreadable(reply.res)
      const { account_status: status, metadata } = parsed.output
      if (status !== 'ENABLED') return { kind: 'account', status }
      const token = metadata?.payment_options?.find((o) => o.name === 'GOPAY_WALLET')?.token
      return token ? { kind: 'account', status, token } : unreadable(reply.res)
    },

    /** POST /v2/pay/account/{id}/unbind: unbound, still pending (412), or not heard */
    async unbindGopay(accountId: string): Promise<{ kind: 'unbound' | 'pending' | 'none' } | Unavailable> {
      const reply = await request(`/v2/pay/account/${encodeURIComponent(accountId)}/unbind`, {
        method: 'POST',
        body: {},
      })
      if ('failed' in reply) return { kind: 'unavailable', reason: reply.failed }
      if (reply.res.status === 412) return { kind: 'pending' }
      if (reply.res.status === 404) return { kind: 'none' }
      return reply.res.ok ? { kind: 'unbound' } : unreadable(reply.res)
    },

    /** the provider's card page for a customer: where to send them */
    async registerCard(
      userId: number,
      redirectUrl: string,
    ): Promise<{ kind: 'page'; url: string } | Unavailable> {
      const reply = await request('/v2/card/registrations', {
        method: 'POST',
        body: { user_id: providerUserId(serverKey, userId), redirect_url: redirectUrl },
      })
      if ('failed' in reply) return { kind: 'unavailable', reason: reply.failed }
      const parsed = v.safeParse(registrationReply, reply.body)
      if (!parsed.success || reply.res.status !== 201) return unreadable(reply.res)
      return { kind: 'page', url: parsed.output.redirect_url }
    },

    /** a registration read back: its state, whose it is, and the card it saved */
    async readRegistration(userId: number, registrationId: string): Promise<RegistrationAnswer> {
      const reply = await request(`/v2/card/registrations/${encodeURIComponent(registrationId)}`)
      if ('failed' in reply) return { kind: 'unavailable', reason: reply.failed }
      if (reply.res.status === 404) return { kind: 'none' }
      const parsed = v.safeParse(registeredReply, reply.body)
      if (!parsed.success || !reply.res.ok) return unreadable(reply.res)
      const r = parsed.output
      return {
        kind: 'registration',
        status: r.status,
        mine: r.user_id === providerUserId(serverKey, userId),
        card:
          r.saved_token_id && r.masked_card
            ? { token: r.saved_token_id, masked: r.masked_card, expiresAt: r.saved_token_id_expired_at }
            : null,
      }
    },
  }
}
export type LinkingApi = ReturnType<typeof createLinkingApi>

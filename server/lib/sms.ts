/**
 * SMS delivery behind one adapter. The outbox is the default (demo mode): it keeps the latest
 * message per phone for GET /__dev/sms and prints each code in the server log. A real sender is an
 * explicit choice (SMS_PROVIDER=webhook with SMS_WEBHOOK_URL), and only it turns the outbox off.
 */
/**
 * `code` is the one-time code the text carries, '' for a notice (a new login). `channel` says what
 * carried it: the outbox also keeps demo mode's WhatsApp codes (server/lib/whatsapp.ts), marked so.
 */
export type SmsMessage = {
  phone: string
  code: string
  text: string
  sentAt: string
  channel?: 'sms' | 'whatsapp'
}
export type SmsAdapter = {
  send: (message: SmsMessage) => Promise<void>
  /** latest code sent to a phone, for GET /__dev/sms (outbox only) */
  latest?: (phone: string) => SmsMessage | undefined
  /** the notices sent to a phone, oldest first (outbox only) */
  notices?: (phone: string) => SmsMessage[]
}

export type SmsConfig = {
  smsProvider: 'outbox' | 'webhook'
  /** where the webhook sender POSTs `{to, text}` */
  smsWebhookUrl: string
  /** sent as `Authorization: Bearer …` when set */
  smsWebhookToken: string
}

export function createOutboxSms(log: (line: string) => void = console.info): SmsAdapter {
  const outbox = new Map<string, SmsMessage>()
  const notices = new Map<string, SmsMessage[]>()
  return {
    async send(message) {
      if (message.code === '') {
        // a notice never hides the code a customer is about to type
        notices.set(message.phone, [...(notices.get(message.phone) ?? []).slice(-19), message])
        log(`[sms] notice for ${message.phone}: ${message.text}`)
        return
      }
      const channel = message.channel ?? 'sms'
      outbox.set(message.phone, { ...message, channel })
      log(`[${channel}] code ${message.code} for ${message.phone}`)
    },
    latest: (phone) => outbox.get(phone),
    notices: (phone) => notices.get(phone) ?? [],
  }
}

/**
 * Posts `body` as JSON to a sender's webhook (the bearer token when there is one, 10 s at most);
 * a refused hand-over is an error naming the sender. The SMS gateway's and WhatsApp's.
 */
export async function postToWebhook(
  sender: string,
  url: string,
  token: string,
  body: unknown,
  post: typeof fetch = fetch,
): Promise<void> {
  const res = await post(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
  if (!res.ok) throw new Error(`${sender} webhook answered ${res.status}`)
}

/** Hands each message to an SMS gateway over HTTP; a refused hand-over is an error. */
export function createWebhookSms(url: string, token = '', post: typeof fetch = fetch): SmsAdapter {
  return {
    send: (message) => postToWebhook('SMS', url, token, { to: message.phone, text: message.text }, post),
  }
}

/** `log` prints demo mode's `[sms] code …` lines (the server log); a real sender logs no code. */
export function createSms(config: SmsConfig, log?: (line: string) => void): SmsAdapter {
  return config.smsProvider === 'webhook'
    ? createWebhookSms(config.smsWebhookUrl, config.smsWebhookToken)
    : createOutboxSms(log)
}

/** SMS delivery behind an adapter; the demo adapter only records into an outbox. */
export type SmsMessage = { phone: string; code: string; text: string; sentAt: string }
export type SmsAdapter = {
  send: (message: SmsMessage) => Promise<void>
  /** latest message to a phone, for GET /__dev/sms (demo adapter only) */
  latest?: (phone: string) => SmsMessage | undefined
}

export function createOutboxSms(): SmsAdapter {
  const outbox = new Map<string, SmsMessage>()
  return {
    async send(message) {
      outbox.set(message.phone, message)
    },
    latest: (phone) => outbox.get(phone),
  }
}

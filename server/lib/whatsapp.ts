/**
 * One-time codes by WhatsApp, the second channel (OTP_CHANNELS=sms,whatsapp). WhatsApp sends a
 * code only as an approved authentication template whose one parameter is the code (its body is
 * WhatsApp's own: "{{1}} is your verification code"), so the webhook sender posts the Cloud API's
 * template message and a business solution provider, or a relay of our own, hands it on. In demo
 * mode the codes go to the SMS outbox, marked `whatsapp`, so /__dev/sms shows them too.
 */
import type { Language } from './language'
import { postToWebhook, type SmsAdapter } from './sms'

export type WhatsAppCode = { phone: string; code: string; language: Language; sentAt: string }
export type WhatsAppAdapter = { send: (message: WhatsAppCode) => Promise<void> }

export type WhatsAppConfig = {
  whatsappProvider: 'outbox' | 'webhook'
  /** where the webhook sender POSTs the template message */
  whatsappWebhookUrl: string
  /** sent as `Authorization: Bearer …` when set */
  whatsappWebhookToken: string
  /** the approved authentication template's name (WHATSAPP_TEMPLATE) */
  whatsappTemplate: string
}

/** Template names as WhatsApp Manager takes them: lowercase letters, digits and underscores. */
export const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/

/**
 * The template's body for the demo outbox, in the site's voice: a real message's body is WhatsApp's
 * fixed wording, which no sender chooses.
 */
export function whatsappText(code: string, language: Language): string {
  return language === 'id'
    ? `${code} adalah kode verifikasi kamu. Demi keamanan, jangan bagikan kode ini.`
    : `${code} is your verification code. For your security, do not share this code.`
}

/**
 * The Cloud API's message for an authentication template (POST /{phone-number-id}/messages): the
 * code fills the body's one parameter and the copy-code button's (the web has no one-tap autofill).
 * `to` is the number in international form without the plus.
 */
export function templateMessage(message: WhatsAppCode, template: string) {
  const code = [{ type: 'text', text: message.code }]
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.phone.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: template,
      language: { code: message.language },
      components: [
        { type: 'body', parameters: code },
        { type: 'button', sub_type: 'url', index: '0', parameters: code },
      ],
    },
  }
}

/** Demo mode: the code goes to the SMS outbox and the log, marked as WhatsApp's. */
export function createOutboxWhatsApp(outbox: SmsAdapter): WhatsAppAdapter {
  return {
    send: ({ phone, code, language, sentAt }) =>
      outbox.send({ phone, code, text: whatsappText(code, language), sentAt, channel: 'whatsapp' }),
  }
}

/** Hands each code to a WhatsApp provider over HTTP; a refused hand-over is an error. */
export function createWebhookWhatsApp(
  url: string,
  token: string,
  template: string,
  post: typeof fetch = fetch,
): WhatsAppAdapter {
  return {
    send: (message) => postToWebhook('WhatsApp', url, token, templateMessage(message, template), post),
  }
}

/** The webhook when configured; else the outbox, only while SMS goes there too (never a real SMS). */
export function createWhatsApp(config: WhatsAppConfig, sms: SmsAdapter): WhatsAppAdapter {
  if (config.whatsappProvider === 'webhook')
    return createWebhookWhatsApp(
      config.whatsappWebhookUrl,
      config.whatsappWebhookToken,
      config.whatsappTemplate,
    )
  if (sms.latest) return createOutboxWhatsApp(sms)
  return {
    send: () => Promise.reject(new Error('No WhatsApp sender: set WHATSAPP_PROVIDER=webhook')),
  }
}

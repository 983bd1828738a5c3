/**
 * Server settings from the environment. No secret has a value here: an unset one is '' and is
 * generated at start (server/lib/secrets.ts); a production configuration must set each.
 */
import { clockProblems } from './lib/clock'
import { parseTrustedProxies } from './lib/client-ip'
import { originProblems } from './lib/csp-origins'
import { demoProblems, isLoopback } from './lib/demo-mode'
import { secretProblems } from './lib/secrets'
import { parseTvClients } from './lib/tv-clients'
import { passkeyProblems } from './lib/passkey-settings'
import type { SmsConfig } from './lib/sms'
import { TEMPLATE_NAME, type WhatsAppConfig } from './lib/whatsapp'
import { OTP_CHANNELS, type OtpChannel } from '../contract/user'

export type ServerConfig = {
  jwtSecret: string
  /** login token lifetime, seconds */
  tokenTtl: number
  bssAccessTtl: number
  bssRefreshTtl: number
  mplayAccessTtl: number
  mplayRefreshTtl: number
  /** device session from a verified /stb-profile link, seconds */
  deviceSessionTtl: number
  snapServerKey: string
  snapClientKey: string
  stbClientKey: string
  stbClientSecret: string
  regionApiKey: string
  mplayUsername: string
  mplayPassword: string
  /**
   * sends of one-time codes per phone, and per client address counted per distinct phone (carrier
   * NAT), within otpSendWindow seconds
   */
  otpSendPerPhone: number
  otpSendPerIp: number
  otpSendWindow: number
  /** sends for all phones together per minute / per hour (the SMS circuit breaker); 0 disables */
  otpSendsPerMinute: number
  otpSendsPerHour: number
  /** wrong codes per phone across its codes within otpFailWindow seconds; then its codes pause */
  otpFailsPerPhone: number
  otpFailWindow: number
  /**
   * wrong codes per phone from devices its account has not seen, within otpFailWindow, at which
   * the owner is told by SMS (once a window), long before the pause (review M-6); 0 disables
   */
  otpFailsNoticeAt: number
  /** distinct phones given a wrong code from one client address within otpFailIpWindow seconds */
  otpFailsPerIp: number
  otpFailIpWindow: number
  /**
   * OTP_CHANNELS: how one-time codes may travel, SMS always first (the default, and all a body
   * without `channel` asks for); the sends of every channel share the limits above
   */
  otpChannels: OtpChannel[]
  /**
   * Password checks (server/services/credentials.ts): failures per phone (or per known device)
   * without a wait, then a doubling wait up to loginFailWindow seconds; loginFailsPerIp counts the
   * distinct phones failing from one client address (sized for carrier NAT); 0 disables either
   */
  loginFailsPerPhone: number
  loginFailsPerIp: number
  loginFailWindow: number
  /** the first wait past the free failures of a phone, device or sign-in, seconds; it doubles */
  loginFirstWait: number
  /** password hashes per account within loginFailWindow seconds, correct ones included; 0 disables */
  loginHashesPerAccount: number
  /** open sign-ins per account: a new one past it ends the least recently used */
  signInsPerAccount: number
  /** a sign-in unused this long (seconds) is over */
  sessionIdleTimeout: number
  /** a sign-in is over this long (seconds) after it began, whatever refreshed it */
  sessionLifetime: number
  /** failed /stb-profile link checks per client address within loginFailWindow seconds; 0 disables */
  deviceFailsPerIp: number
  /** visitor purchase lookups and checkouts per client address within purchaseLookupWindow seconds; 0 disables */
  purchaseLookupsPerIp: number
  /** lookups of one box (or one looked-up value) from all addresses within purchaseLookupWindow; 0 disables */
  purchaseLookupsPerTarget: number
  purchaseLookupWindow: number
  /** PURCHASE_HANDLE_TTL_SECONDS: how long a visitor lookup's purchase handle is good for, seconds */
  purchaseHandleTtl: number
  /** user/check calls per IP per minute; 0 disables the limit (load runs) */
  userCheckPerMinute: number
  /**
   * /user/register, /user/forgetpassword and /forgetpassword/passkeys calls per client address and
   * per phone within accountCallWindow seconds; past them only a call with its verification's ticket
   * goes on; 0 disables
   */
  accountCallsPerIp: number
  accountCallsPerPhone: number
  accountCallWindow: number
  /** /mplay/loginApi calls per client address within 10 minutes; 0 disables */
  mplayLoginsPerIp: number
  dataDir: string
  /** TRUST_PROXY: proxies (addresses, CIDR networks) whose X-Forwarded-For and X-Request-Id count */
  trustProxy: string
  /** Google Tag Manager container id (VITE_GTM_ID, read by the build too): the CSP allows its origin. */
  gtmId: string
  /** SITE_URL: the site's public address, for links in messages to customers (the new-login SMS) */
  siteUrl: string
  /**
   * where the provider's GoPay activation and card pages send the customer back: SITE_URL, or,
   * when it is unset and the provider is this server's own sandbox, '' (a path on this site)
   */
  paymentReturnBase: string
  /** HSTS_MAX_AGE: seconds browsers keep to https once told (Strict-Transport-Security); 0 sends none */
  hstsMaxAge: number
  /**
   * PAYMENT_STATUS_API: the base of the provider's status API (GET {base}/v2/{order_id}/status);
   * a path is this server's own sandbox, called in process
   */
  paymentStatusApi: string
  /**
   * PAYMENT_SNAP_API: the base of the provider's transaction API (POST {base}/snap/v1/transactions),
   * which makes each order's payment; a path is this server's own sandbox, called in process
   */
  paymentSnapApi: string
  /** PAYMENT_EXPIRY: seconds after checkout the provider stops taking a payment (Snap's 24 h) */
  paymentExpiry: number
  /** RECONCILE_AFTER, RECONCILE_EVERY: ask about an order open this long, then again this often (seconds) */
  reconcileAfter: number
  reconcileEvery: number
  /**
   * Renewals (server/services/renewals.ts): RENEWAL_LEAD_DAYS before a period ends its renewal is
   * charged; a failed charge is tried again RENEWAL_RETRY_DAYS after the period's end; access is
   * kept RENEWAL_GRACE_DAYS after it; a round runs every RENEWAL_EVERY seconds; the customer is
   * told by SMS RENEWAL_NOTICE_DAYS before the charge (server/services/renewal-notices.ts)
   */
  renewalLeadDays: number
  renewalRetryDays: number[]
  renewalGraceDays: number
  renewalEvery: number
  renewalNoticeDays: number
  /** SANDBOX_DROP_NOTIFICATIONS=1: the sandbox records payments but sends no notification */
  sandboxDropNotifications: boolean
  /** VITE_SNAP_SCRIPT_URL, PAYMENT_ORIGINS, ANALYTICS_ORIGINS: what the CSP allows (server/lib/headers.ts) */
  paymentScriptUrl: string
  paymentOrigins: string
  analyticsOrigins: string
  /** TV_CLIENTS: the TVs that may ask for a sign-in code, `client_id=Name,…`, a name in both languages as `English|Indonesian` (server/lib/tv-clients.ts) */
  tvClients: string
  /** TV_CODE_TTL_SECONDS: how long a TV's sign-in code lives (RFC 8628 expires_in), seconds */
  tvCodeTtl: number
  /** sign-in codes a TV may ask for per client address, and from all addresses per minute; 0 disables */
  tvCodesPerIp: number
  tvCodesWindow: number
  tvCodesPerMinute: number
  /**
   * wrong sign-in codes typed on /tv per account, and per client address counted per distinct
   * account (carrier NAT), within loginFailWindow seconds; 0 disables
   */
  tvCodeFailsPerAccount: number
  tvCodeFailsPerIp: number
  /** PASSKEY_RP_ID, PASSKEY_ORIGINS, PASSKEY_RP_NAME: where passkeys belong (server/lib/passkey-settings.ts) */
  passkeyRpId: string
  passkeyOrigins: string
  passkeyRpName: string
  /** passkey login challenges handed to one client address per 10 minutes; 0 disables */
  passkeyLoginsPerIp: number
  /**
   * SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_ID: who sells, as every receipt names them (a real
   * deployment must set the first two); VAT_PERCENT: the VAT prices include (PPN, effectively 11 %)
   */
  sellerName: string
  sellerAddress: string
  sellerTaxId: string
  vatPercent: number
} & SmsConfig &
  WhatsAppConfig

/** Demo mode: no real SMS sender configured, so codes go to the outbox (DESIGN §6). */
export const isDemo = (config: Pick<ServerConfig, 'smsProvider'>) => config.smsProvider === 'outbox'

/**
 * A TV's code lives 60–1800 s: under a minute nobody walks to a phone and types it, over half an
 * hour a code photographed off a screen stays usable. Demo mode also takes 1–59 s, so a browser
 * test can wait a code out.
 */
function tvCodeTtlProblems(raw: string | undefined, production: boolean): string[] {
  if (raw === undefined || raw === '') return []
  const least = production ? 60 : 1
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN
  return n >= least && n <= 1800
    ? []
    : [`TV_CODE_TTL_SECONDS must be a whole number of seconds from ${least} to 1800, not '${raw}'.`]
}

/**
 * A visitor's purchase handle lives 60–3600 s: under a minute nobody chooses a package and pays on
 * one lookup, over an hour a handle passed around outlives the visit it was made for.
 */
function purchaseHandleTtlProblems(raw: string | undefined): string[] {
  if (raw === undefined || raw === '') return []
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN
  return n >= 60 && n <= 3600
    ? []
    : [`PURCHASE_HANDLE_TTL_SECONDS must be a whole number of seconds from 60 to 3600, not '${raw}'.`]
}

const RENEWAL_DEFAULTS = { lead: 1, retry: [1, 3, 5], grace: 7, every: 300, notice: 3 }

/** RENEWAL_RETRY_DAYS as days: comma-separated whole days, blanks ignored; unset is 1,3,5 */
export function parseRetryDays(raw: string | undefined): number[] | null {
  const parts = (raw ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.length === 0) return RENEWAL_DEFAULTS.retry
  return parts.every((p) => /^\d{1,3}$/.test(p)) ? parts.map(Number) : null
}

/**
 * Renewals charge ahead of a period's end by at most two weeks (the shortest add-on is a month),
 * retry up to five times in rising order within the grace, and keep access a month at most. The
 * notice before a charge comes at least a day ahead (a customer told after it could not turn it
 * off) and at most two weeks, so lead and notice together stay within the shortest period.
 */
function renewalProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  const whole = (name: string, least: number, most: number, unit: string) => {
    const raw = env[name]
    if (raw === undefined || raw === '') return
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN
    if (!(n >= least && n <= most))
      problems.push(`${name} must be a whole number of ${unit} from ${least} to ${most}, not '${raw}'.`)
  }
  whole('RENEWAL_LEAD_DAYS', 0, 14, 'days')
  whole('RENEWAL_GRACE_DAYS', 0, 30, 'days')
  whole('RENEWAL_EVERY', 10, 86_400, 'seconds')
  whole('RENEWAL_NOTICE_DAYS', 1, 14, 'days')
  const raw = env.RENEWAL_RETRY_DAYS
  const days = parseRetryDays(raw)
  const grace = /^\d+$/.test(env.RENEWAL_GRACE_DAYS ?? '')
    ? Number(env.RENEWAL_GRACE_DAYS)
    : RENEWAL_DEFAULTS.grace
  if (!days || days.length > 5 || days.some((d, i) => d < 1 || (i > 0 && d <= days[i - 1]!)))
    problems.push(
      `RENEWAL_RETRY_DAYS must be up to five whole days after a period's end, rising and comma-separated like 1,3,5, not '${raw}'.`,
    )
  else if (days.some((d) => d >= grace))
    problems.push(
      `RENEWAL_RETRY_DAYS must retry before the grace ends (RENEWAL_GRACE_DAYS=${grace}): a retry on day ${days.find((d) => d >= grace)} would come after access ended.`,
    )
  return problems
}

function num(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  return Number.isFinite(n) && n >= 0 ? n : fallback
}

/**
 * Outside demo mode the endpoints that carry secrets (the provider's server key as Basic auth, the
 * SMS and WhatsApp webhooks' tokens and every code) must be https: over http a network attacker reads the key
 * and answers `settlement` for any order. Plain http stays allowed to a loopback relay.
 */
function plainHttpProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  for (const name of ['SMS_WEBHOOK_URL', 'WHATSAPP_WEBHOOK_URL', 'PAYMENT_STATUS_API', 'PAYMENT_SNAP_API']) {
    const value = env[name]
    if (!value) continue
    let url: URL | null = null
    try {
      url = new URL(value)
    } catch {
      url = null
    }
    if (url?.protocol === 'https:' || (url?.protocol === 'http:' && isLoopback(url.hostname))) continue
    problems.push(
      `${name} must be an https address outside demo mode (http only to this machine), not '${value}'.`,
    )
  }
  return problems
}

/** OTP_CHANNELS as a list: comma-separated names, blanks ignored; unset is SMS alone. */
export function parseOtpChannels(raw: string | undefined): { channels: OtpChannel[]; problems: string[] } {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (names.length === 0) return { channels: ['sms'], problems: [] }
  const known = (name: string): name is OtpChannel => (OTP_CHANNELS as readonly string[]).includes(name)
  const unknown = names.filter((name) => !known(name))
  const problems = unknown.map(
    (name) => `OTP_CHANNELS takes ${OTP_CHANNELS.join(' and ')}, comma-separated, not '${name}'.`,
  )
  // WhatsApp needs the app and data: a customer without them still gets a code
  if (unknown.length === 0 && !names.includes('sms'))
    problems.push(
      `OTP_CHANNELS must include sms: other channels are offered beside SMS, not instead of it, not '${raw}'.`,
    )
  const channels = OTP_CHANNELS.filter((name) => names.includes(name))
  return { channels: problems.length === 0 ? channels : ['sms'], problems }
}

/**
 * The WhatsApp sender's settings. With a real SMS sender (production) a WhatsApp channel needs a
 * real WhatsApp sender, or its codes would go nowhere; in demo mode they go to the outbox.
 */
function whatsappProblems(env: NodeJS.ProcessEnv, channels: OtpChannel[]): string[] {
  const problems: string[] = []
  const provider = env.WHATSAPP_PROVIDER ?? ''
  if (provider !== '' && provider !== 'outbox' && provider !== 'webhook')
    problems.push(`WHATSAPP_PROVIDER must be 'outbox' (demo, the default) or 'webhook', not '${provider}'.`)
  if (provider === 'webhook' && !/^https?:\/\//.test(env.WHATSAPP_WEBHOOK_URL ?? ''))
    problems.push(
      'WHATSAPP_PROVIDER=webhook needs WHATSAPP_WEBHOOK_URL (http or https) to send one-time codes to.',
    )
  if (env.WHATSAPP_TEMPLATE && !TEMPLATE_NAME.test(env.WHATSAPP_TEMPLATE))
    problems.push(
      `WHATSAPP_TEMPLATE must be a template name of lowercase letters, digits and underscores, not '${env.WHATSAPP_TEMPLATE}'.`,
    )
  if (channels.includes('whatsapp') && env.SMS_PROVIDER === 'webhook' && provider !== 'webhook')
    problems.push(
      'OTP_CHANNELS offers whatsapp, so with a real SMS sender it needs WHATSAPP_PROVIDER=webhook and WHATSAPP_WEBHOOK_URL.',
    )
  return problems
}

/**
 * Settings that must stop the server before it listens, each as a sentence for the operator.
 * Empty for every set-up the README describes.
 */
export function configProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = []
  const provider = env.SMS_PROVIDER ?? ''
  if (provider !== '' && provider !== 'outbox' && provider !== 'webhook')
    problems.push(`SMS_PROVIDER must be 'outbox' (demo, the default) or 'webhook', not '${provider}'.`)
  if (provider === 'webhook' && !/^https?:\/\//.test(env.SMS_WEBHOOK_URL ?? ''))
    problems.push('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL (http or https) to send one-time codes to.')
  if (provider === 'webhook') problems.push(...plainHttpProblems(env))
  const otpChannels = parseOtpChannels(env.OTP_CHANNELS)
  problems.push(...otpChannels.problems)
  problems.push(...whatsappProblems(env, otpChannels.channels))
  problems.push(...parseTrustedProxies(env.TRUST_PROXY ?? '').problems)
  problems.push(...demoProblems(env))
  problems.push(...clockProblems(env, provider === '' || provider === 'outbox'))
  for (const name of ['SHUTDOWN_DELAY', 'SHUTDOWN_GRACE', 'METRICS_PORT', 'PORT', 'HSTS_MAX_AGE'])
    if (env[name] && !/^\d+$/.test(env[name]!))
      problems.push(`${name} must be a whole number, not '${env[name]}'.`)
  if (env.VITE_GTM_ID && !/^GTM-[A-Z0-9]+$/.test(env.VITE_GTM_ID))
    problems.push(`VITE_GTM_ID must be a container id like GTM-ABC1234, not '${env.VITE_GTM_ID}'.`)
  // the new-login SMS links to the site: a real customer must not be sent to localhost
  if (provider === 'webhook' && !env.SITE_URL)
    problems.push('SMS_PROVIDER=webhook needs SITE_URL, the address the new-login SMS links to.')
  if (env.PAYMENT_STATUS_API && !env.PAYMENT_STATUS_API.startsWith('/') && !env.SITE_URL)
    problems.push(
      `PAYMENT_STATUS_API names a real provider (${env.PAYMENT_STATUS_API}), so it needs SITE_URL: the address its GoPay and card pages send customers back to.`,
    )
  if (env.SITE_URL && !/^https?:\/\/[^/\s]+\/?$/.test(env.SITE_URL))
    problems.push(`SITE_URL must be the site's address like https://www.example.com, not '${env.SITE_URL}'.`)
  if (env.LOG_FORMAT && env.LOG_FORMAT !== 'json' && env.LOG_FORMAT !== 'pretty')
    problems.push(`LOG_FORMAT must be 'json' or 'pretty', not '${env.LOG_FORMAT}'.`)
  // a real SMS sender means real customers: production, where generated secrets will not do
  problems.push(...originProblems(env))
  problems.push(...parseTvClients(env.TV_CLIENTS ?? '').problems)
  problems.push(...tvCodeTtlProblems(env.TV_CODE_TTL_SECONDS, provider === 'webhook'))
  problems.push(...purchaseHandleTtlProblems(env.PURCHASE_HANDLE_TTL_SECONDS))
  problems.push(...passkeyProblems(env))
  problems.push(...renewalProblems(env))
  problems.push(...secretProblems(env, provider === 'webhook'))
  problems.push(...receiptProblems(env, provider === 'webhook'))
  return problems
}

/** A receipt names its seller: real customers get the operator's name and address, not the demo's. */
function receiptProblems(env: NodeJS.ProcessEnv, real: boolean): string[] {
  const problems: string[] = []
  if (real && (!env.SELLER_NAME?.trim() || !env.SELLER_ADDRESS?.trim()))
    problems.push(
      'SMS_PROVIDER=webhook means real customers: set SELLER_NAME and SELLER_ADDRESS, the seller every receipt names.',
    )
  if (env.VAT_PERCENT && !(/^\d{1,2}$/.test(env.VAT_PERCENT) && Number(env.VAT_PERCENT) <= 50))
    problems.push(`VAT_PERCENT must be a whole percentage like 11, not '${env.VAT_PERCENT}'.`)
  return problems
}

export function loadConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const env = process.env
  return {
    jwtSecret: env.JWT_SECRET ?? '',
    tokenTtl: num('TOKEN_TTL', 7 * 24 * 3600),
    bssAccessTtl: num('BSS_ACCESS_TTL', 3600),
    bssRefreshTtl: num('BSS_REFRESH_TTL', 30 * 24 * 3600),
    mplayAccessTtl: num('MPLAY_ACCESS_TTL', 900),
    mplayRefreshTtl: num('MPLAY_REFRESH_TTL', 7 * 24 * 3600),
    deviceSessionTtl: num('DEVICE_SESSION_TTL', 15 * 60),
    snapServerKey: env.SNAP_SERVER_KEY ?? '',
    snapClientKey: env.SNAP_CLIENT_KEY ?? 'SB-Mid-client-dev-only-key',
    stbClientKey: env.STB_CLIENT_KEY ?? 'vplus-stb-web',
    stbClientSecret: env.STB_CLIENT_SECRET ?? '',
    regionApiKey: env.REGION_API_KEY ?? 'vplus-region-public-key',
    mplayUsername: env.MPLAY_USERNAME ?? 'vplus-web',
    mplayPassword: env.MPLAY_PASSWORD ?? 'vplus-web-demo',
    otpSendPerPhone: num('OTP_SEND_PER_PHONE', 5),
    otpSendPerIp: num('OTP_SEND_PER_IP', 60),
    otpSendWindow: num('OTP_SEND_WINDOW', 15 * 60),
    otpSendsPerMinute: num('OTP_SENDS_PER_MINUTE', 120),
    otpSendsPerHour: num('OTP_SENDS_PER_HOUR', 3000),
    otpFailsPerPhone: num('OTP_FAILS_PER_PHONE', 10),
    otpFailWindow: num('OTP_FAIL_WINDOW', 24 * 3600),
    otpFailsNoticeAt: num('OTP_FAILS_NOTICE_AT', 3),
    otpFailsPerIp: num('OTP_FAILS_PER_IP', 30),
    otpFailIpWindow: num('OTP_FAIL_IP_WINDOW', 3600),
    otpChannels: parseOtpChannels(env.OTP_CHANNELS).channels,
    // an account-existence oracle (the login dialog's first call): a customer checks one phone,
    // a few times; a harvester many (review L-11)
    userCheckPerMinute: num('USER_CHECK_PER_MINUTE', 60),
    accountCallsPerIp: num('ACCOUNT_CALLS_PER_IP', 20),
    accountCallsPerPhone: num('ACCOUNT_CALLS_PER_PHONE', 10),
    accountCallWindow: num('ACCOUNT_CALL_WINDOW', 15 * 60),
    mplayLoginsPerIp: num('MPLAY_LOGINS_PER_IP', 60),
    loginFailsPerPhone: num('LOGIN_FAILS_PER_PHONE', 5),
    loginFailsPerIp: num('LOGIN_FAILS_PER_IP', 100),
    loginFailWindow: num('LOGIN_FAIL_WINDOW', 15 * 60),
    loginFirstWait: num('LOGIN_FIRST_WAIT', 15),
    loginHashesPerAccount: num('LOGIN_HASHES_PER_ACCOUNT', 30),
    signInsPerAccount: num('SIGN_INS_PER_ACCOUNT', 50),
    sessionIdleTimeout: num('SESSION_IDLE_TIMEOUT', 30 * 24 * 3600),
    sessionLifetime: num('SESSION_LIFETIME', 90 * 24 * 3600),
    deviceFailsPerIp: num('DEVICE_FAILS_PER_IP', 20),
    purchaseLookupsPerIp: num('PURCHASE_LOOKUPS_PER_IP', 30),
    purchaseLookupsPerTarget: num('PURCHASE_LOOKUPS_PER_TARGET', 20),
    purchaseLookupWindow: num('PURCHASE_LOOKUP_WINDOW', 10 * 60),
    purchaseHandleTtl: num('PURCHASE_HANDLE_TTL_SECONDS', 15 * 60) || 15 * 60,
    smsProvider: env.SMS_PROVIDER === 'webhook' ? 'webhook' : 'outbox',
    smsWebhookUrl: env.SMS_WEBHOOK_URL ?? '',
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN ?? '',
    whatsappProvider: env.WHATSAPP_PROVIDER === 'webhook' ? 'webhook' : 'outbox',
    whatsappWebhookUrl: env.WHATSAPP_WEBHOOK_URL ?? '',
    whatsappWebhookToken: env.WHATSAPP_WEBHOOK_TOKEN ?? '',
    whatsappTemplate: env.WHATSAPP_TEMPLATE || 'vplus_code',
    dataDir: env.DATA_DIR ?? '.data',
    trustProxy: env.TRUST_PROXY ?? '',
    gtmId: env.VITE_GTM_ID ?? '',
    siteUrl: (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, ''),
    hstsMaxAge: num('HSTS_MAX_AGE', 0),
    paymentReturnBase: env.SITE_URL
      ? env.SITE_URL.replace(/\/$/, '')
      : (env.PAYMENT_STATUS_API ?? '/').startsWith('/') && env.SMS_PROVIDER !== 'webhook'
        ? ''
        : `http://localhost:${env.PORT || 3000}`,
    paymentStatusApi: (
      env.PAYMENT_STATUS_API ||
      (env.SMS_PROVIDER === 'webhook' ? 'https://api.midtrans.com' : '/sandbox/snap')
    ).replace(/\/$/, ''),
    paymentSnapApi: (
      env.PAYMENT_SNAP_API || (env.SMS_PROVIDER === 'webhook' ? 'https://app.midtrans.com' : '/sandbox/snap')
    ).replace(/\/$/, ''),
    paymentExpiry: num('PAYMENT_EXPIRY', 24 * 3600),
    reconcileAfter: num('RECONCILE_AFTER', 15 * 60),
    reconcileEvery: num('RECONCILE_EVERY', 60),
    renewalLeadDays: num('RENEWAL_LEAD_DAYS', RENEWAL_DEFAULTS.lead),
    renewalRetryDays: parseRetryDays(env.RENEWAL_RETRY_DAYS) ?? RENEWAL_DEFAULTS.retry,
    renewalGraceDays: num('RENEWAL_GRACE_DAYS', RENEWAL_DEFAULTS.grace),
    renewalEvery: num('RENEWAL_EVERY', RENEWAL_DEFAULTS.every) || RENEWAL_DEFAULTS.every,
    renewalNoticeDays: num('RENEWAL_NOTICE_DAYS', RENEWAL_DEFAULTS.notice) || RENEWAL_DEFAULTS.notice,
    sandboxDropNotifications: env.SANDBOX_DROP_NOTIFICATIONS === '1',
    paymentScriptUrl: env.VITE_SNAP_SCRIPT_URL ?? '',
    paymentOrigins: env.PAYMENT_ORIGINS ?? '',
    analyticsOrigins: env.ANALYTICS_ORIGINS ?? '',
    tvClients: env.TV_CLIENTS ?? '',
    tvCodeTtl: num('TV_CODE_TTL_SECONDS', 600) || 600,
    tvCodesPerIp: num('TV_CODES_PER_IP', 20),
    tvCodesWindow: num('TV_CODES_WINDOW', 10 * 60),
    tvCodesPerMinute: num('TV_CODES_PER_MINUTE', 600),
    tvCodeFailsPerAccount: num('TV_CODE_FAILS_PER_ACCOUNT', 10),
    tvCodeFailsPerIp: num('TV_CODE_FAILS_PER_IP', 30),
    passkeyRpId: env.PASSKEY_RP_ID ?? '',
    passkeyOrigins: env.PASSKEY_ORIGINS ?? '',
    passkeyRpName: env.PASSKEY_RP_NAME || 'Vision+ TV',
    passkeyLoginsPerIp: num('PASSKEY_LOGINS_PER_IP', 120),
    sellerName: env.SELLER_NAME || 'Vision+ TV (demo)',
    sellerAddress: env.SELLER_ADDRESS || 'Jl. Contoh No. 1, Jakarta 10110, Indonesia',
    sellerTaxId: env.SELLER_TAX_ID ?? '',
    vatPercent: num('VAT_PERCENT', 11),
    ...overrides,
  }
}

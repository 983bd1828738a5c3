/**
 * The server's log: JSON lines on stdout through pino (LOG_LEVEL, default info), one per request
 * and one per event an operator needs (logins, lockouts, unhandled errors). Secrets never reach
 * it: passwords, one-time codes, tokens, signatures and authorisation headers are redacted by
 * path wherever they sit in a logged object, phones are masked before they are logged, and an
 * error is written without the values of the query that failed (./log-error.ts). The
 * one exception is demo mode's `[sms] code …` line (README), which exists only in demo mode.
 * In demo mode the lines are pretty-printed for people unless LOG_FORMAT=json.
 */
import pino, { type DestinationStream, type Logger } from 'pino'
import pretty from 'pino-pretty'
import { serializeError } from './log-error'

export type Log = Logger

const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'code',
  'otp',
  'token',
  'access_token',
  'refresh_token',
  'signature_key',
  'authorization',
  'cookie',
  'secret',
]
/** each secret field at the top of a logged object and one or two levels down */
export const REDACT_PATHS = SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`])

export type LogOptions = {
  level?: string
  /** 'json' (production) or 'pretty' (people reading `npm start`) */
  format?: 'json' | 'pretty'
  /** where the lines go (tests); default stdout */
  destination?: DestinationStream
}

export function createLog(options: LogOptions = {}): Log {
  const settings = {
    level: options.level ?? 'info',
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    base: { service: 'vplus-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
  }
  if (options.format === 'pretty')
    return pino(
      settings,
      pretty({
        sync: true,
        singleLine: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,service',
        ...(options.destination ? { destination: options.destination } : {}),
      }),
    )
  return options.destination ? pino(settings, options.destination) : pino(settings)
}

/** A log that writes nothing (tests that do not read it, the build's prerenderer). */
export const silentLog = (): Log => pino({ level: 'silent' })

/** '+6281234567890' → '+62812*****890': enough to tell customers apart in a log, not to call them. */
export function maskPhone(phone: string): string {
  if (phone.length <= 8) return '*'.repeat(phone.length)
  return `${phone.slice(0, 6)}${'*'.repeat(phone.length - 9)}${phone.slice(-3)}`
}

/**
 * A limit's key as a log line may show it: judged by what it holds, not by the limit's name (a
 * phone asked for in a purchase lookup, `query:+62…`; a device id after a user id, `12:<id>`),
 * every phone masked and every device id (a cookie's value: 22 base64url characters) left out.
 */
export function maskKey(key: string): string {
  return key
    .replace(/\+?62\d{6,13}|\b08\d{6,12}/g, (phone) => maskPhone(phone))
    .replace(/[A-Za-z0-9_-]{22,}/g, '[device]')
}

/** From the environment: LOG_LEVEL, and LOG_FORMAT or pretty in demo mode. */
export function logOptionsFromEnv(demo: boolean, env: NodeJS.ProcessEnv = process.env): LogOptions {
  const format = env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : undefined
  return { level: env.LOG_LEVEL || 'info', format: format ?? (demo ? 'pretty' : 'json') }
}

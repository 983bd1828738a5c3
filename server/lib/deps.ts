/** What every route factory receives; createApp builds it, tests replace parts of it. */
import type { Context } from 'hono'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { users } from '../db/schema'
import type { ServerConfig } from '../env'
import type { Counter, Limits } from './rate-limit'
import type { Log } from './log'
import type { Metrics } from './metrics'
import type { Sessions } from '../services/sessions'
import type { SmsAdapter } from './sms'
import type { WhatsAppAdapter } from './whatsapp'
import type { Claims, Tokens } from './tokens'

export type LimitName =
  | 'otpPhone'
  | 'otpIp'
  | 'userCheck'
  | 'deviceIp'
  | 'purchaseIp'
  | 'purchaseTarget'
  | 'newDeviceSms'

export type Deps = {
  db: Db
  /** milliseconds since epoch; injectable so tests can move time */
  now: () => number
  sms: SmsAdapter
  /** one-time codes by WhatsApp, where OTP_CHANNELS offers it (server/lib/whatsapp.ts) */
  whatsapp: WhatsAppAdapter
  config: ServerConfig
  tokens: Tokens
  clientIp: (c: Context) => string
  /** counting against the limits, in the database, shared by every instance (server/lib/rate-limit.ts) */
  limits: Limits
  counters: Record<LimitName, Counter>
  passwords: Passwords
  sessions: Sessions
  log: Log
  metrics: Metrics
}

/** Password hashing; a bounded pool in the server, plain calls wherever else it is needed. */
/**
 * Whose hash it is: `known` for a device the account has signed in from and for a signed-in
 * customer's own password, `stranger` for anyone else (an unknown phone, a new device): the
 * password-hash pool keeps a share for the known (server/lib/password-pool.ts).
 */
export type Lane = 'known' | 'stranger'

export type Passwords = {
  hash: (password: string) => Promise<string>
  /** `lane`: a known device's or a stranger's (server/lib/password-pool.ts) */
  verify: (password: string, stored: string, lane?: Lane) => Promise<boolean>
  /** seconds to wait when a hash of the lane would be refused now (the pool is full), else 0 */
  busy?: (lane?: Lane) => number
}

export type AppEnv = {
  Variables: {
    /** this request's id (X-Request-Id), in every log line about it */
    requestId: string
    claims: Claims
    userId: number
    /** the signed-in customer's row, after `loadUser` (server/lib/auth.ts) */
    user: typeof users.$inferSelect
    /** the set-top boxes a device-service call may reach (server/routes/b2b.ts) */
    boxes: SQL
  }
}

/** What every route factory receives; createApp builds it, tests replace parts of it. */
import type { Context } from 'hono'
import type { Db } from '../db/client.ts'
import type { ServerConfig } from '../env.ts'
import type { RateLimiter } from './rate-limit.ts'
import type { SmsAdapter } from './sms.ts'
import type { Claims, Tokens } from './tokens.ts'

export type Deps = {
  db: Db
  /** milliseconds since epoch; injectable so tests can move time */
  now: () => number
  sms: SmsAdapter
  config: ServerConfig
  tokens: Tokens
  clientIp: (c: Context) => string
  limits: { otpIp: RateLimiter; userCheck: RateLimiter }
}

export type AppEnv = { Variables: { claims: Claims; userId: number } }

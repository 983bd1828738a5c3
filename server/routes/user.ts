/** /api/v1/user: phone check, one-time codes, login, sign-up, passwords and profile. */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { bodyLimit } from 'hono/body-limit'
import { eq, sql } from 'drizzle-orm'
import { CODE } from '../../contract/common'
import {
  changePasswordBody,
  checkQuery,
  sessionIdParam,
  endSessionsBody,
  editProfileFields,
  forgetPasswordBody,
  forgetPasswordPasskeysBody,
  forgetPasswordPasskeysReply,
  loginBody,
  otpSendBody,
  otpVerifyBody,
  registerBody,
  type OtpChannel,
} from '../../contract/user'
import { passkeys, users } from '../db/schema'
import { loadUser, requireAuth } from '../lib/auth'
import { addressKey } from '../lib/client-ip'
import type { AppEnv, Deps } from '../lib/deps'
import { isHttps } from '../lib/device'
import { isDemo } from '../env'
import { languageOf } from '../lib/language'
import { tvClientsOf, tvSessionName } from '../lib/tv-clients'
import { dropTicket, giveTicket, ticketOf } from '../lib/otp-ticket'
import { done, fail, ok, tooLarge } from '../lib/reply'
import { BadInput, form, json, param, query } from '../lib/validate'
import { createOtpService, TOO_MANY_MESSAGE, VERIFY_MESSAGES } from '../services/otp'
import { deleteAvatar, saveAvatar } from '../services/avatar'
import { createCredentials, refusalMessage, WRONG_LOGIN_MESSAGE, type Refusal } from '../services/credentials'
import { askerOf } from '../services/code-asker'
import { createOwnerNotices } from '../services/owner-notices'
import { createSignIn } from '../services/sign-in'

const editProfileForm = v.object({
  ...editProfileFields.entries,
  avatar: v.optional(v.union([v.instance(File), v.string()], 'avatar must be a file')),
})

const NOT_VERIFIED = 'Verify the phone number with a code first'
/** a channel OTP_CHANNELS does not offer (SMS always is) */
const CHANNEL_NOT_OFFERED: Record<OtpChannel, string> = {
  sms: 'Codes by SMS are not offered here',
  whatsapp: 'Codes by WhatsApp are not offered here, ask for the code by SMS',
}
/** new profile pictures per account per hour */
export const AVATARS_PER_HOUR = 10

export function userRoutes(deps: Deps) {
  const { db, config, passwords, sessions } = deps
  const checkLogin = createCredentials(deps)
  const otp = createOtpService(deps)
  const app = new Hono<AppEnv>()
  const auth = requireAuth(deps, ['user'])
  // a TV's login shows whose account it is in, and logs itself out
  const tvToo = requireAuth(deps, ['user'], { tv: true })
  const withUser = loadUser(deps)
  const signIn = createSignIn(deps)
  const notices = createOwnerNotices(deps)
  const tvClients = tvClientsOf(config, isDemo(config))
  const accountCalls = {
    perAddress: deps.limits.counter('account-call-ip', {
      max: config.accountCallsPerIp,
      windowSeconds: config.accountCallWindow,
    }),
    // named …phone: the lockout log line masks its key
    perPhone: deps.limits.counter('account-call-phone', {
      max: config.accountCallsPerPhone,
      windowSeconds: config.accountCallWindow,
    }),
  }
  const avatarsPerAccount = deps.limits.counter('avatar-account', {
    max: AVATARS_PER_HOUR,
    windowSeconds: 3600,
  })

  /** a new sign-in's login token; a login (not a sign-up) from a new device is told by SMS */
  const issue = async (c: Context<AppEnv>, user: typeof users.$inferSelect, notice: boolean) =>
    sessions.userToken(user, await signIn(c, user, { ttl: config.tokenTtl, notice }), {
      authAt: deps.now(),
    })
  // prepared on first use: user/check is the hottest call (every login starts with it)
  let existsByPhone: ReturnType<typeof prepareExists> | undefined
  const prepareExists = () =>
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, sql.placeholder('phone')))
      .limit(1)
      .prepare('user_exists_by_phone')
  const byPhone = async (phone: string) =>
    (await db.select().from(users).where(eq(users.phone, phone)).limit(1))[0]

  const checkLimit: MiddlewareHandler = async (c, next) => {
    if ((await deps.limits.hit([deps.counters.userCheck, addressKey(deps.clientIp(c))])) > 0)
      return fail(c, CODE.tooMany, TOO_MANY_MESSAGE, 429)
    await next()
  }

  app.get('/check', checkLimit, query(checkQuery), async (c) => {
    const { phone } = c.req.valid('query')
    existsByPhone ??= prepareExists()
    const [user] = await existsByPhone.execute({ phone })
    return user ? ok(c, { exists: true }, 'User exists') : fail(c, CODE.userNotFound, 'User not found')
  })

  // public: the code dialog offers the channels this server sends by
  app.get('/otp/channels', (c) => ok(c, { channels: config.otpChannels }, 'Code channels'))

  app.post('/otp/send', json(otpSendBody), async (c) => {
    const { phone, channel = 'sms' } = c.req.valid('json')
    // refused before any limit is counted: nothing was sent
    if (!config.otpChannels.includes(channel))
      return fail(c, CODE.invalidInput, CHANNEL_NOT_OFFERED[channel], 400)
    const asker = await askerOf(c, deps, phone)
    const language = languageOf(c.req.header('accept-language'))
    const sent = await otp.send('user', phone, asker, language, channel)
    if (!sent.ok) return fail(c, CODE.tooMany, TOO_MANY_MESSAGE, 429)
    return ok(c, { phone, expiresIn: 300 }, 'Code sent')
  })

  app.post('/otp/verify', json(otpVerifyBody), async (c) => {
    const { phone, otp: code } = c.req.valid('json')
    const { result, ticket } = await otp.verify(
      'user',
      phone,
      code,
      await askerOf(c, deps, phone),
      languageOf(c.req.header('accept-language')),
    )
    if (result === 'ok') {
      giveTicket(c, ticket, isHttps(c, config.siteUrl))
      return ok(c, { verified: true }, 'Code verified')
    }
    if (result === 'tooMany') return fail(c, CODE.tooMany, TOO_MANY_MESSAGE, 429)
    const codes = { invalid: CODE.invalidCode, expired: CODE.codeExpired, dead: CODE.codeDead } as const
    return fail(c, codes[result], VERIFY_MESSAGES[result])
  })

  /** 429 with Retry-After and the 'too many' message of a refused password check */
  const refuse = (c: Context<AppEnv>, refusal: Refusal) => {
    c.header('Retry-After', String(refusal.retryAfter))
    return fail(c, CODE.tooMany, refusalMessage(refusal), 429)
  }

  /**
   * Ending sign-ins asks for the password again (OWASP ASVS 7.5.2), checked as a login is: the
   * refusal to send, or null when it matches.
   */
  const confirmPassword = async (c: Context<AppEnv>, password: string, kind: string) => {
    const outcome = await checkLogin.checkOwnPassword(
      c,
      c.get('user'),
      c.get('claims').sid ?? '',
      password,
      kind,
    )
    if (outcome.ok) return null
    if (outcome.reason === 'wrong') return fail(c, CODE.wrongPassword, 'Wrong password')
    return refuse(c, outcome)
  }

  app.post('/login', json(loginBody), async (c) => {
    const { phone, password } = c.req.valid('json')
    const outcome = await checkLogin(c, phone, password)
    if (outcome.ok) return ok(c, { token: await issue(c, outcome.user, true) }, 'Login success')
    if (outcome.reason === 'wrong') return fail(c, CODE.wrongPassword, WRONG_LOGIN_MESSAGE)
    return refuse(c, outcome)
  })

  /**
   * This client's ticket for a verification of the phone (server/lib/otp-ticket.ts), or the
   * refusal. Every call counts against its address and its phone, refused ones included; past
   * either limit only a call holding a ticket goes on, so a stranger's polls never hold back the
   * owner, whose ticket no poll can spend.
   */
  async function ticketFor(
    c: Context<AppEnv>,
    phone: string,
  ): Promise<{ ticket: string; refused?: undefined } | { refused: Response }> {
    const ticket = ticketOf(c)
    const wait = await deps.limits.hit(
      [accountCalls.perAddress, addressKey(deps.clientIp(c))],
      [accountCalls.perPhone, phone],
    )
    if (await otp.holdsTicket('user', phone, ticket)) return { ticket }
    if (wait > 0) {
      c.header('Retry-After', String(wait))
      return { refused: fail(c, CODE.tooMany, TOO_MANY_MESSAGE, 429) }
    }
    return { refused: fail(c, CODE.phoneNotVerified, NOT_VERIFIED, 403) }
  }

  app.post('/register', json(registerBody), async (c) => {
    const input = c.req.valid('json')
    // whether the phone has an account is told only to whoever verified a code sent to it: no
    // unlimited twin of /check
    const held = await ticketFor(c, input.phone)
    if (held.refused) return held.refused
    if (await byPhone(input.phone)) return fail(c, CODE.userExists, 'User already exists')
    // hashed before the ticket is spent: a busy pool's 503 leaves the customer's ticket usable
    const passwordHash = await passwords.hash(input.password)
    if (!(await otp.spendTicket('user', input.phone, held.ticket)))
      return fail(c, CODE.phoneNotVerified, NOT_VERIFIED, 403)
    dropTicket(c, isHttps(c, config.siteUrl))
    const [user] = await db
      .insert(users)
      .values({ phone: input.phone, name: input.name, passwordHash })
      .onConflictDoNothing()
      .returning()
    if (!user) return fail(c, CODE.userExists, 'User already exists')
    return ok(c, { token: await issue(c, user, false) }, 'Registration success')
  })

  /**
   * The passkeys a reset by code would remove, named for the form that offers to (issue #48 item
   * 4). The ticket is looked at, not spent: the reset that follows spends it. A phone without an
   * account has none, said only after the ticket, as /forgetpassword says it.
   */
  app.post('/forgetpassword/passkeys', json(forgetPasswordPasskeysBody), async (c) => {
    const { phone } = c.req.valid('json')
    const held = await ticketFor(c, phone)
    if (held.refused) return held.refused
    const user = await byPhone(phone)
    const rows = user
      ? await db
          .select({ name: passkeys.name, createdAt: passkeys.createdAt })
          .from(passkeys)
          .where(eq(passkeys.userId, user.id))
          .orderBy(passkeys.createdAt)
      : []
    const data: v.InferOutput<typeof forgetPasswordPasskeysReply>['data'] = {
      passkeys: rows.map((row) => ({ name: row.name, createdAt: row.createdAt.toISOString() })),
    }
    return ok(c, data)
  })

  app.put('/forgetpassword', json(forgetPasswordBody), async (c) => {
    const { phone, password, logoutOthers, removePasskeys } = c.req.valid('json')
    // as in /register: an unknown phone is told apart only after a verified code
    const held = await ticketFor(c, phone)
    if (held.refused) return held.refused
    const user = await byPhone(phone)
    if (!user) return fail(c, CODE.userNotFound, 'User not found')
    const passwordHash = await passwords.hash(password)
    if (!(await otp.spendTicket('user', phone, held.ticket)))
      return fail(c, CODE.phoneNotVerified, NOT_VERIFIED, 403)
    dropTicket(c, isHttps(c, config.siteUrl))
    await db.update(users).set({ passwordHash }).where(eq(users.id, user.id))
    // nobody is signed in here: "everywhere else" is every sign-in of the account
    if (logoutOthers) await sessions.endAll(user.id)
    // whatever the choice, a TV code approved with the old password is not collected with the new
    else await sessions.voidTvApprovals(user.id)
    // a passkey an intruder added logs them back in after any reset, unless it goes too
    if (removePasskeys) await db.delete(passkeys).where(eq(passkeys.userId, user.id))
    // a browser that signed in before the reset (the intruder's too) is a stranger again
    await sessions.forgetDevices(user.id)
    await checkLogin.forgetPhone(phone) // the owner's new password is not held back by old failures
    await notices.passwordReset(user.id)
    return done(c, 'Password has been reset')
  })

  app.put('/changepassword', auth, json(changePasswordBody), withUser, async (c) => {
    const { oldPassword, newPassword, logoutOthers } = c.req.valid('json')
    const user = c.get('user')
    const sid = c.get('claims').sid!
    // the old password is checked as a login is, so a stolen token cannot be used to guess the
    // password faster than the login form could
    const checked = await checkLogin.checkOwnPassword(c, user, sid, oldPassword, 'old-password')
    if (!checked.ok && checked.reason === 'wrong')
      return fail(c, CODE.oldPasswordIncorrect, 'Your old password is incorrect')
    if (!checked.ok) return refuse(c, checked)
    await db
      .update(users)
      .set({ passwordHash: await passwords.hash(newPassword) })
      .where(eq(users.id, user.id))
    // Logging out elsewhere (the default): every earlier token ends, this one included, and every
    // other sign-in; the reply carries this sign-in's next token. Otherwise nothing else changes.
    const tokenVersion = logoutOthers ? await sessions.endAll(user.id, sid) : user.tokenVersion
    // the new token's sign-in lasts as long as it does, so the list never hides a working token
    await sessions.extend(sid, config.tokenTtl)
    const token = await sessions.userToken({ ...user, tokenVersion }, sid, { authAt: deps.now() })
    await notices.passwordChanged(user.id)
    return ok(c, { token }, 'Password changed')
  })

  // the customer's signed-in devices (issue: signed-in devices; docs/api.md)
  app.get('/sessions', auth, async (c) => {
    const current = c.get('claims').sid
    const rows = await sessions.list(c.get('userId'))
    const language = languageOf(c.req.header('accept-language'))
    return ok(c, {
      sessions: rows.map((r) => ({
        id: r.id,
        // a TV's sign-in, named in the page's language
        browser: tvSessionName(tvClients, r.browser, language),
        os: r.os,
        place: r.place,
        createdAt: r.createdAt.toISOString(),
        lastActiveAt: r.lastActiveAt.toISOString(),
        current: r.id === current,
      })),
    })
  })

  app.post('/sessions/end-others', auth, json(endSessionsBody), withUser, async (c) => {
    const refused = await confirmPassword(c, c.req.valid('json').password, 'end-others')
    if (refused) return refused
    const ended = await sessions.endOthers(c.get('userId'), c.get('claims').sid ?? '')
    return ok(c, { ended }, 'Logged out of all other devices')
  })

  // another customer's sign-in is not found, as an unknown one is: its existence is not told
  app.delete('/sessions/:id', auth, param(sessionIdParam), json(endSessionsBody), withUser, async (c) => {
    const { id } = c.req.valid('param')
    const refused = await confirmPassword(c, c.req.valid('json').password, 'end-session')
    if (refused) return refused
    if (!(await sessions.endOne(c.get('userId'), id))) return fail(c, CODE.notFound, 'Session not found', 404)
    return ok(c, { ended: 1 }, 'Logged out of that device')
  })

  app.post('/logout', requireAuth(deps, ['user', 'bss', 'bss-refresh'], { tv: true }), async (c) => {
    await sessions.end(c.get('claims'))
    return done(c, 'Logged out')
  })

  app.put(
    '/edit',
    auth,
    bodyLimit({ maxSize: 3 * 1024 * 1024, onError: tooLarge('Max 2 MB') }),
    form(editProfileForm),
    async (c) => {
      const { avatar, ...fields } = c.req.valid('form')
      const userId = c.get('userId')
      if (typeof avatar === 'string' && avatar !== '') throw new BadInput('avatar must be a file')
      if (!(avatar instanceof File && avatar.size > 0)) {
        await db.update(users).set({ name: fields.name, email: fields.email }).where(eq(users.id, userId))
        return done(c, 'Profile updated')
      }
      // each new picture is a file of up to 2 MB: an account's uploads are limited, not its edits
      if ((await deps.limits.hit([avatarsPerAccount, String(userId)])) > 0)
        return fail(c, CODE.tooMany, TOO_MANY_MESSAGE, 429)
      const avatarPath = await saveAvatar(config.dataDir, userId, avatar)
      // the picture it replaces, read in the statement that replaces it (the row locked), so of two
      // uploads at once each deletes what the other replaced and no file is left behind
      const result = await db.execute(sql`
        WITH old AS (SELECT id, avatar_path FROM ${users} WHERE id = ${userId} FOR UPDATE)
        UPDATE ${users} AS u SET name = ${fields.name}, email = ${fields.email}, avatar_path = ${avatarPath}
        FROM old WHERE u.id = old.id
        RETURNING old.avatar_path AS "previous"`)
      const [row] = (result as unknown as { rows: Array<{ previous: string | null }> }).rows
      await deleteAvatar(config.dataDir, userId, row?.previous ?? null)
      return done(c, 'Profile updated')
    },
  )

  app.get('/myprofile', tvToo, withUser, async (c) => {
    const user = c.get('user')
    return ok(c, {
      name: user.name,
      phone: user.phone,
      email: user.email,
      avatarUrl: user.avatarPath ?? null,
    })
  })

  return app
}

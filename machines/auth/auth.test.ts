import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { otpMachine } from '../otp/otp.machine'
import { passwordMachine } from '../password/password.machine'
import { authMachine, type AuthEmitted, type AuthUser, type LoginRefusal } from './auth.machine'
import type { ResetPasskey } from '../../contract/user'

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

const account: AuthUser = {
  name: 'Demo Customer',
  phone: '081234567890',
  email: 'demo@example.com',
  avatarUrl: '/avatars/demo.png',
}

interface Server {
  registered: Set<string>
  passwords: Map<string, string>
  calls: string[]
  resetFailure: string | null
  registerFails: boolean
  refusal: LoginRefusal | null
  /** What the next login call fails with instead of checking the password. */
  loginFailure: unknown
  /** What the phone field's passkey suggestion fails with at once; null: it waits, as when nothing is picked. */
  autofillFailure: unknown
  /** Each passkey login started: the phone field's suggestion or the button's prompt. */
  passkeyCalls: Array<'autofill' | 'prompt'>
  /** How the button's prompt ends: a token logs in, anything else is its rejection. */
  promptOutcome: { token: string } | unknown
}

function start() {
  const server: Server = {
    registered: new Set(['081234567890']),
    passwords: new Map([['081234567890', 'visionplus123']]),
    calls: [],
    resetFailure: null,
    registerFails: false,
    refusal: null,
    loginFailure: null,
    autofillFailure: null,
    passkeyCalls: [],
    promptOutcome: { reason: 'cancelled' },
  }
  const machine = authMachine.provide({
    actors: {
      checkPhone: fromPromise(async ({ input }) => {
        server.calls.push(`checkPhone ${input.phone}`)
        return { exists: server.registered.has(input.phone) }
      }),
      login: fromPromise(async ({ input }) => {
        server.calls.push(`login ${input.phone}`)
        if (server.refusal) throw server.refusal
        if (server.loginFailure) throw server.loginFailure
        if (server.passwords.get(input.phone) !== input.password) throw { reason: 'wrongPassword' }
        return { token: `token-${input.phone}` }
      }),
      register: fromPromise(async ({ input }) => {
        server.calls.push(`register ${input.name} ${input.phone}`)
        if (server.registerFails) throw new Error('status -1')
        return { token: `token-${input.phone}` }
      }),
      storeToken: fromPromise(async ({ input }) => {
        server.calls.push(`storeToken ${input.token}`)
      }),
      passkeyLogin: fromPromise(async ({ input }) => {
        server.passkeyCalls.push(input.autofill ? 'autofill' : 'prompt')
        if (input.autofill && server.autofillFailure) throw server.autofillFailure
        if (input.autofill) return new Promise<never>(() => {})
        const outcome = server.promptOutcome as { token?: unknown }
        if (typeof outcome?.token === 'string') return { token: outcome.token }
        throw server.promptOutcome
      }),
      loadAccount: fromPromise(async ({ input }) => {
        server.calls.push(`loadAccount ${input.token}`)
        return account
      }),
      password: passwordMachine.provide({
        actors: {
          listPasskeys: fromPromise(async () => [] as ResetPasskey[]),
          resetPassword: fromPromise(async ({ input }) => {
            server.calls.push(`resetPassword ${input.phone}`)
            if (server.resetFailure) throw new Error(server.resetFailure)
          }),
        },
      }),
      otp: otpMachine.provide({
        actors: {
          // the phone reads no code from the SMS (no WebOTP here): the code is typed
          receiveCode: fromPromise<string | null>(() => new Promise(() => {})),
          sendCode: fromPromise(async ({ input }) => {
            server.calls.push(`sendCode ${input.nextOtp}`)
          }),
          verifyCode: fromPromise(async ({ input }) => {
            server.calls.push(`verifyCode ${input.code}`)
            if (input.code !== '1234') throw new Error('Invalid code')
          }),
        },
      }),
    },
  })
  const actor = createActor(machine, { input: {}, clock: new SimulatedClock() })
  const emitted: AuthEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, server, emitted }
}

type AuthActor = ReturnType<typeof start>['actor']

async function enterPhone(actor: AuthActor, phone: string): Promise<void> {
  actor.send({ type: 'open' })
  actor.send({ type: 'phone.change', phone })
  actor.send({ type: 'phone.submit' })
  await flush()
}

async function passCode(actor: AuthActor): Promise<void> {
  const otp = actor.getSnapshot().children.otp
  expect(otp).toBeDefined()
  await flush()
  otp?.send({ type: 'code.paste', code: '1234' })
  otp?.send({ type: 'code.submit' })
  await flush()
}

/** Which login-form step each snapshot shows from now on, until the modal closes. */
function stepsShown(actor: AuthActor): string[] {
  const shown: string[] = []
  actor.subscribe((snapshot) => {
    const step = snapshot.hasTag('step:signUp')
      ? 'signUp'
      : snapshot.hasTag('step:password')
        ? 'password'
        : snapshot.hasTag('step:login')
          ? 'phone'
          : 'closed'
    if (shown.at(-1) !== step) shown.push(step)
  })
  return shown
}

describe('auth machine', () => {
  it('keeps the phone step while a passkey login from it completes: the password field never shows', async () => {
    const { actor, server, emitted } = start()
    server.promptOutcome = { token: 'passkey-token' }
    actor.send({ type: 'open' })
    const shown = stepsShown(actor)
    actor.send({ type: 'passkey.start' })
    for (let i = 0; i < 5; i++) await flush()
    expect(shown).toEqual(['phone', 'closed'])
    expect(emitted).toEqual([{ type: 'loggedIn', token: 'passkey-token', user: account }])
  })

  it('keeps the password step while a password login or a passkey login from it completes', async () => {
    for (const login of ['password', 'passkey'] as const) {
      const { actor, server } = start()
      server.promptOutcome = { token: 'passkey-token' }
      await enterPhone(actor, '081234567890')
      const shown = stepsShown(actor)
      actor.send(
        login === 'password'
          ? { type: 'login.submit', password: 'visionplus123' }
          : { type: 'passkey.start' },
      )
      for (let i = 0; i < 5; i++) await flush()
      expect(shown).toEqual(['password', 'closed'])
    }
  })

  it('returns a passkey prompt opened on the password step to that step: cancelled quietly, the password kept; a failure said there', async () => {
    const { actor, server } = start()
    await enterPhone(actor, '081234567890')
    actor.send({ type: 'password.change', password: 'visionplus' })
    const shown = stepsShown(actor)
    actor.send({ type: 'passkey.start' })
    expect(actor.getSnapshot().hasTag('step:passkey')).toBe(true)
    await flush()
    expect(actor.getSnapshot().matches({ login: 'password' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ error: null, password: 'visionplus' })
    for (const [failure, error] of [
      [{ reason: 'passkeyRefused' }, 'passkeyRefused'],
      [{ reason: 'offline' }, 'offline'],
      [new Error('internal server error'), 'somethingWentWrong'],
    ] as const) {
      server.promptOutcome = failure
      actor.send({ type: 'passkey.start' })
      await flush()
      expect(actor.getSnapshot().matches({ login: 'password' })).toBe(true)
      expect(actor.getSnapshot().context.error).toBe(error)
    }
    server.promptOutcome = { reason: 'tooManyAttempts', retryAfterSeconds: 600 }
    actor.send({ type: 'passkey.start' })
    await flush()
    expect(actor.getSnapshot().matches({ login: 'password' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ error: 'tooManyAttempts', retryAfterSeconds: 600 })
    // the password field stayed the whole time
    expect(shown).toEqual(['password'])
  })

  it('returns a passkey prompt opened on the phone step to the phone step', async () => {
    const { actor, server } = start()
    actor.send({ type: 'open' })
    actor.send({ type: 'phone.change', phone: '081234567890' })
    actor.send({ type: 'passkey.start' })
    await flush()
    expect(actor.getSnapshot().matches({ login: 'phone' })).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
    server.promptOutcome = { reason: 'passkeyRefused' }
    actor.send({ type: 'passkey.start' })
    await flush()
    expect(actor.getSnapshot().matches({ login: 'phone' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ error: 'passkeyRefused', phone: '081234567890' })
  })

  it('ends a passkey suggestion that fails at once, says so once, and offers it again after the passkey button', async () => {
    const { actor, server } = start()
    server.autofillFailure = { reason: 'passkeyRefused' }
    actor.send({ type: 'open' })
    for (let i = 0; i < 5; i++) await flush()
    expect(server.passkeyCalls).toEqual(['autofill'])
    expect(actor.getSnapshot().matches({ login: 'phone' })).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('passkeyRefused')
    expect(actor.getSnapshot().children.passkeyAutofill).toBeUndefined()
    // the password login still works without it
    actor.send({ type: 'phone.change', phone: '081234567890' })
    actor.send({ type: 'phone.submit' })
    await flush()
    expect(actor.getSnapshot().matches({ login: 'password' })).toBe(true)
    // the button's prompt, cancelled, enters the form anew: the suggestion is offered once more
    server.autofillFailure = null
    actor.send({ type: 'passkey.start' })
    for (let i = 0; i < 5; i++) await flush()
    expect(server.passkeyCalls).toEqual(['autofill', 'prompt', 'autofill'])
    expect(actor.getSnapshot().children.passkeyAutofill).toBeDefined()
  })

  it('reveals the password step for a known phone, then stores the token, loads the account and closes', async () => {
    const { actor, server, emitted } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    await enterPhone(actor, '081234567890')
    expect(actor.getSnapshot().matches({ login: 'password' })).toBe(true)
    actor.send({ type: 'login.submit', password: 'visionplus123' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await flush()
    await flush()
    expect(server.calls).toEqual([
      'checkPhone 081234567890',
      'login 081234567890',
      'storeToken token-081234567890',
      'loadAccount token-081234567890',
    ])
    expect(actor.getSnapshot().value).toBe('closed')
    expect(emitted).toEqual([{ type: 'loggedIn', token: 'token-081234567890', user: account }])
  })

  it('shows wrongPassword on the password step when the login is refused', async () => {
    const { actor, emitted } = start()
    await enterPhone(actor, '081234567890')
    actor.send({ type: 'login.submit', password: 'not-the-one' })
    await flush()
    expect(actor.getSnapshot().matches({ login: 'password' })).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('wrongPassword')
    expect(emitted).toEqual([])
    actor.send({ type: 'password.change', password: 'another' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('says offline or somethingWentWrong, never wrongPassword, when the login fails for another reason', async () => {
    const { actor, server, emitted } = start()
    await enterPhone(actor, '081234567890')
    server.loginFailure = { reason: 'offline' }
    actor.send({ type: 'login.submit', password: 'visionplus123' })
    await flush()
    expect(actor.getSnapshot().matches({ login: 'password' })).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('offline')
    server.loginFailure = new Error('HTTP 500')
    actor.send({ type: 'login.submit', password: 'visionplus123' })
    await flush()
    expect(actor.getSnapshot().context.error).toBe('somethingWentWrong')
    expect(emitted).toEqual([])
  })

  it('keeps the refusal and when to retry when the service will not check the password now', async () => {
    const { actor, server, emitted } = start()
    await enterPhone(actor, '081234567890')
    server.refusal = { reason: 'tooManyAttempts', retryAfterSeconds: 540 }
    actor.send({ type: 'login.submit', password: 'visionplus123' })
    await flush()
    expect(actor.getSnapshot().matches({ login: 'password' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ error: 'tooManyAttempts', retryAfterSeconds: 540 })
    server.refusal = { reason: 'busy', retryAfterSeconds: 3 }
    actor.send({ type: 'login.submit', password: 'visionplus123' })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ error: 'busy', retryAfterSeconds: 3 })
    server.refusal = null
    actor.send({ type: 'login.submit', password: 'visionplus123' })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ error: null, retryAfterSeconds: null })
    expect(emitted).toEqual([{ type: 'loggedIn', token: 'token-081234567890', user: account }])
  })

  it('resets the password and verified state when the phone changes', async () => {
    const { actor } = start()
    await enterPhone(actor, '081234567890')
    actor.send({ type: 'password.change', password: 'visionplus123' })
    expect(actor.getSnapshot().context.password).toBe('visionplus123')
    actor.send({ type: 'phone.change', phone: '081299999999' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ login: 'phone' })).toBe(true)
    expect(snapshot.context).toMatchObject({
      phone: '081299999999',
      password: '',
      verified: false,
      error: null,
    })
  })

  it('sends an unknown phone through the code (nextOtp signup) to sign-up, then logs in with a notice', async () => {
    const { actor, server, emitted } = start()
    await enterPhone(actor, '081377777777')
    expect(actor.getSnapshot().value).toBe('otp')
    expect(actor.getSnapshot().context.nextOtp).toBe('signup')
    const otp = actor.getSnapshot().children.otp!
    expect(otp.getSnapshot().context).toMatchObject({
      phone: '081377777777',
      nextOtp: 'signup',
      secondsLeft: 300,
    })
    await passCode(actor)
    expect(server.calls).toContain('sendCode signup')
    expect(actor.getSnapshot().value).toBe('signUp')
    expect(actor.getSnapshot().context.verified).toBe(true)
    expect(actor.getSnapshot().children.otp).toBeUndefined()
    expect(actor.getSnapshot().can({ type: 'signUp.submit', name: '', password: 'rahasia123' })).toBe(false)
    const shown = stepsShown(actor)
    actor.send({ type: 'signUp.submit', name: 'Budi Santoso', password: 'rahasia123' })
    await flush()
    await flush()
    // the sign-up form stays until the modal closes: never the login form in between
    expect(shown).toEqual(['signUp', 'closed'])
    expect(server.calls).toContain('register Budi Santoso 081377777777')
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.notice).toBe('registrationSuccess')
    expect(emitted.map((event) => event.type)).toEqual(['notice', 'loggedIn'])
  })

  it('keeps the sign-up form with somethingWentWrong when registration fails', async () => {
    const { actor, server } = start()
    server.registerFails = true
    await enterPhone(actor, '081377777777')
    await passCode(actor)
    actor.send({ type: 'signUp.submit', name: 'Budi Santoso', password: 'rahasia123' })
    await flush()
    expect(actor.getSnapshot().value).toBe('signUp')
    expect(actor.getSnapshot().context.error).toBe('somethingWentWrong')
  })

  it('resets a forgotten password through a code (nextOtp forgot-password) and shows the success modal', async () => {
    const { actor, server, emitted } = start()
    await enterPhone(actor, '081234567890')
    actor.send({ type: 'password.forgot' })
    expect(actor.getSnapshot().context.nextOtp).toBe('forgot-password')
    await passCode(actor)
    expect(server.calls).toContain('sendCode forgot-password')
    expect(actor.getSnapshot().value).toBe('forgotPassword')
    const form = actor.getSnapshot().children.password
    expect(form?.getSnapshot().hasTag('step:forgot')).toBe(true)
    form?.send({ type: 'forgot.submit', password: 'rahasia456', logoutOthers: true, removePasskeys: true })
    await flush()
    expect(server.calls).toContain('resetPassword 081234567890')
    expect(actor.getSnapshot().value).toBe('passwordResetDone')
    expect(emitted).toEqual([{ type: 'passwordReset', phone: '081234567890' }])
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it("keeps the server's status.message as data when the reset fails", async () => {
    const { actor, server } = start()
    server.resetFailure = 'Password must differ from the old one'
    await enterPhone(actor, '081234567890')
    actor.send({ type: 'password.forgot' })
    await passCode(actor)
    actor.getSnapshot().children.password?.send({
      type: 'forgot.submit',
      password: 'rahasia456',
      logoutOthers: true,
      removePasskeys: true,
    })
    await flush()
    expect(actor.getSnapshot().value).toBe('forgotPassword')
    expect(actor.getSnapshot().children.password?.getSnapshot().context).toMatchObject({
      error: 'serverMessage',
      serverMessage: 'Password must differ from the old one',
    })
  })

  it('returns from the code step with back, and closes from anywhere', async () => {
    const { actor } = start()
    await enterPhone(actor, '081234567890')
    actor.send({ type: 'password.forgot' })
    actor.getSnapshot().children.otp?.send({ type: 'back' })
    expect(actor.getSnapshot().matches({ login: 'password' })).toBe(true)
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'open' })
    expect(actor.getSnapshot().matches({ login: 'phone' })).toBe(true)
    expect(actor.getSnapshot().context.phone).toBe('081234567890')
  })
})

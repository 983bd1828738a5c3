import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { TvLookup } from '../../contract/tv'
import { TvSignInError, tvSignInMachine, type TvAccount, type TvSignInEvent } from './tv-sign-in.machine'

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve))
}

interface Options {
  loggedIn?: boolean
  lookup?: () => TvLookup
  approve?: () => void
}

const pending: TvLookup = { clientName: 'Vision+ TV box', state: 'pending', code: 'WDJB-MJHT' }

/** The flow with fakes that record each call; the login dialog answers what `login` says. */
function start(code: string, options: Options = {}) {
  const calls: string[] = []
  let dialog: ((event: TvSignInEvent) => void) | undefined
  const actor = createActor(
    tvSignInMachine.provide({
      actors: {
        readAccount: fromPromise<TvAccount | null, void>(async () =>
          options.loggedIn === false ? null : { phone: '081234567890' },
        ),
        logIn: fromCallback<TvSignInEvent>(({ sendBack }) => {
          calls.push('login dialog')
          dialog = sendBack
        }),
        lookUp: fromPromise(async ({ input }) => {
          calls.push(`lookup ${input.code}`)
          return (options.lookup ?? (() => pending))()
        }),
        approve: fromPromise(async ({ input }) => {
          calls.push(`approve ${input.code}`)
          options.approve?.()
        }),
        deny: fromPromise(async ({ input }) => {
          calls.push(`deny ${input.code}`)
        }),
      },
    }),
    { input: { code } },
  )
  actor.start()
  return { actor, calls, dialog: (event: TvSignInEvent) => dialog?.(event) }
}

describe('signing a TV in with a code', () => {
  it('takes the code however it is typed (case, spaces and hyphens do not matter) and sends its 8 letters', async () => {
    const { actor, calls } = start('')
    actor.send({ type: 'code.change', code: ' wdjb - mjht ' })
    actor.send({ type: 'code.submit' })
    await flush()
    expect(calls).toEqual(['lookup WDJBMJHT'])
    expect(actor.getSnapshot().hasTag('step:confirm')).toBe(true)
    expect(actor.getSnapshot().context.shownCode).toBe('WDJB-MJHT')
  })

  it('says a code that cannot be one before any call: a vowel, a digit, seven letters', () => {
    for (const code of ['WDJB-MJHA', 'WDJB-MJH1', 'WDJB-MJH']) {
      const { actor, calls } = start(code)
      actor.send({ type: 'code.submit' })
      expect(actor.getSnapshot().context.error).toBe('invalidFormat')
      expect(actor.getSnapshot().value).toBe('entering')
      expect(calls).toEqual([])
    }
  })

  it('opens the login dialog for a visitor and, once logged in, looks up the same code', async () => {
    const { actor, calls, dialog } = start('WDJB-MJHT', { loggedIn: false })
    actor.send({ type: 'code.submit' })
    await flush()
    expect(calls).toEqual(['login dialog'])
    dialog({ type: 'login.done', phone: '081234567890' })
    await flush()
    expect(calls).toEqual(['login dialog', 'lookup WDJBMJHT'])
    expect(actor.getSnapshot().context.account).toEqual({ phone: '081234567890' })
  })

  it('leaves the code entered when the login dialog is closed without a login', async () => {
    const { actor, dialog } = start('WDJB-MJHT', { loggedIn: false })
    actor.send({ type: 'code.submit' })
    await flush()
    dialog({ type: 'login.cancelled' })
    expect(actor.getSnapshot().value).toBe('entering')
    expect(actor.getSnapshot().context.code).toBe('WDJB-MJHT')
  })

  it('empties the field for a code the TV will never take again (expired), keeps it for a typo (unknown)', async () => {
    const expired = start('WDJB-MJHT', { lookup: () => ({ ...pending, state: 'expired' }) })
    expired.actor.send({ type: 'code.submit' })
    await flush()
    expect(expired.actor.getSnapshot().context).toMatchObject({ error: 'expired', code: '' })

    const unknown = start('WDJB-MJHT', {
      lookup: () => {
        throw new TvSignInError('unknown')
      },
    })
    unknown.actor.send({ type: 'code.submit' })
    await flush()
    expect(unknown.actor.getSnapshot().context).toMatchObject({ error: 'unknown', code: 'WDJB-MJHT' })
  })

  it('keeps the wait of too many wrong codes for the message', async () => {
    const { actor } = start('WDJB-MJHT', {
      lookup: () => {
        throw new TvSignInError('tooMany', 840)
      },
    })
    actor.send({ type: 'code.submit' })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ error: 'tooMany', retryAfterSeconds: 840 })
    actor.send({ type: 'code.change', code: 'WDJB-MJHT' })
    expect(actor.getSnapshot().context).toMatchObject({ error: null, retryAfterSeconds: null })
  })

  it('tries Allow again with the same code after a call that got no answer', async () => {
    let attempts = 0
    const { actor, calls } = start('wdjbmjht', {
      approve: () => {
        attempts += 1
        if (attempts === 1) throw new Error('Network error')
      },
    })
    actor.send({ type: 'code.submit' })
    await flush()
    actor.send({ type: 'allow' })
    await flush()
    expect(actor.getSnapshot().hasTag('step:failed')).toBe(true)
    actor.send({ type: 'retry' })
    await flush()
    expect(calls).toEqual(['lookup WDJBMJHT', 'approve WDJBMJHT', 'approve WDJBMJHT'])
    expect(actor.getSnapshot().hasTag('step:approved')).toBe(true)
  })

  it('asks for the login again when it ended between the question and Allow', async () => {
    const { actor, calls } = start('WDJB-MJHT', {
      approve: () => {
        throw new TvSignInError('loggedOut')
      },
    })
    actor.send({ type: 'code.submit' })
    await flush()
    actor.send({ type: 'allow' })
    await flush()
    expect(actor.getSnapshot().value).toBe('needsLogin')
    expect(actor.getSnapshot().context.account).toBeNull()
    expect(calls.at(-1)).toBe('login dialog')
  })
  it('signs in another TV from an empty code after Allow or Deny, still logged in', async () => {
    for (const decision of ['allow', 'deny'] as const) {
      const { actor, calls } = start('WDJB-MJHT')
      actor.send({ type: 'code.submit' })
      await flush()
      actor.send({ type: decision })
      await flush()
      expect(actor.getSnapshot().value).toBe(decision === 'allow' ? 'approved' : 'denied')
      actor.send({ type: 'another' })
      expect(actor.getSnapshot().value).toBe('entering')
      expect(actor.getSnapshot().context).toMatchObject({
        code: '',
        clientName: null,
        shownCode: null,
        error: null,
      })
      actor.send({ type: 'code.change', code: 'BCDF-GHJK' })
      actor.send({ type: 'code.submit' })
      await flush()
      // no second login: the account was kept
      expect(calls.filter((c) => c.startsWith('lookup'))).toEqual(['lookup WDJBMJHT', 'lookup BCDFGHJK'])
      expect(calls).not.toContain('login dialog')
    }
  })
})

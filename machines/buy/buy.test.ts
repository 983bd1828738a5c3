import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { buyMachine, type BuyEvent, type PopupCommand, type PopupTarget } from './buy.machine'

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve))
}
const pkg = { id: 101, kind: 'add-on' as const, productCode: 'ADDON-SPORTS-2' }

function start(options: {
  /** Whether billing accepts a stored token (its client refreshes an expired one first). */
  signedIn: boolean
  owned?: boolean
  blocked?: boolean
  recurringStored?: boolean
}) {
  const calls: string[] = []
  let signedIn = options.signedIn
  const popups: { target: PopupTarget; commands: PopupCommand[]; closed: boolean }[] = []
  let fromPopup: ((event: BuyEvent) => void) | undefined
  const machine = buyMachine.provide({
    actors: {
      checkPackage: fromPromise(async ({ input }) => {
        calls.push(`checkPackage ${input.packageId} ${input.productCode}`)
        return signedIn
          ? { signedIn: true as const, owned: options.owned ?? false, phone: '+6281234567890' }
          : { signedIn: false as const }
      }),
      storeTokens: fromPromise(async ({ input }) => {
        calls.push(`storeTokens ${input.token} ${input.refreshToken}`)
        signedIn = true
      }),
      setFlag: fromPromise(async ({ input }) => {
        calls.push(`setFlag ${input.flag}`)
      }),
      clearFlags: fromPromise(async () => {
        calls.push('clearFlags')
      }),
      readRecurringFlag: fromPromise(async () => options.recurringStored ?? false),
      partnerPopup: fromCallback<PopupCommand, { target: PopupTarget }>(({ input, sendBack, receive }) => {
        const popup = { target: input.target, commands: [] as PopupCommand[], closed: false }
        popups.push(popup)
        fromPopup = sendBack
        if (options.blocked) sendBack({ type: 'popup.blocked' })
        receive((command) => popup.commands.push(command))
        return () => {
          popup.closed = true
        }
      }),
    },
  })
  const actor = createActor(machine, { input: {} })
  let failure: unknown
  actor.subscribe({ error: (error) => (failure = error) })
  actor.start()
  return { actor, calls, popups, failure: () => failure, popup: (event: BuyEvent) => fromPopup?.(event) }
}

describe('buy machine', () => {
  it('shows the recurring notice at start-up while showRecurring is stored, and clears the flags on close (SPEC §4)', async () => {
    const { actor, calls } = start({ signedIn: false, recurringStored: true })
    await flush()
    expect(actor.getSnapshot().hasTag('step:recurring')).toBe(true)
    actor.send({ type: 'close' })
    await flush()
    expect(calls).toEqual(['clearFlags'])
    expect(actor.getSnapshot().value).toBe('idle')

    const quiet = start({ signedIn: false })
    await flush()
    expect(quiet.actor.getSnapshot().value).toBe('idle')
  })

  it('says a Buy started, with the product code, for analytics', async () => {
    const { actor } = start({ signedIn: true })
    const tracked: unknown[] = []
    actor.on('track', (event) => tracked.push(event))
    actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    expect(tracked).toEqual([{ type: 'track', event: 'buy_started', label: 'ADDON-SPORTS-2' }])
  })

  it('takes a Buy made while the stored flag is read', async () => {
    const { actor, calls } = start({ signedIn: false })
    actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    expect(calls[0]).toBe('checkPackage 101 ADDON-SPORTS-2')
  })

  it('sends a visitor through the partner sign-in popup, then on to the pay page in the same popup', async () => {
    const { actor, calls, popups, popup } = start({ signedIn: false })
    actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    expect(calls).toEqual(['checkPackage 101 ADDON-SPORTS-2', 'setFlag buy'])
    expect(popups.map((p) => p.target)).toEqual([{ page: 'login' }])
    expect(actor.getSnapshot().hasTag('step:signIn')).toBe(true)

    popup({ type: 'partner.loggedIn', token: 'bss', refreshToken: 'bss-refresh' })
    await flush()
    expect(calls.slice(2)).toEqual(['storeTokens bss bss-refresh', 'checkPackage 101 ADDON-SPORTS-2'])
    expect(popups).toHaveLength(1)
    expect(popups[0]?.commands).toEqual([
      {
        type: 'popup.go',
        target: { page: 'pay', packageId: 101, kind: 'add-on', returnPath: '/token' },
      },
    ])
    expect(actor.getSnapshot().hasTag('step:paying')).toBe(true)
  })

  it('shows the already-owned alert to a customer with a token and an active package, and opens no popup', async () => {
    const { actor, calls, popups } = start({ signedIn: true, owned: true })
    actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    expect(actor.getSnapshot().hasTag('step:alreadyOwned')).toBe(true)
    expect(popups).toEqual([])
    actor.send({ type: 'close' })
    await flush()
    expect(calls.at(-1)).toBe('clearFlags')
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('opens the pay page at once for a customer with a token and a package not owned', async () => {
    const { actor, popups } = start({ signedIn: true })
    actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    expect(popups.map((p) => p.target)).toEqual([
      { page: 'pay', packageId: 101, kind: 'add-on', returnPath: '/token' },
    ])
    expect(actor.getSnapshot().hasTag('step:paying')).toBe(true)
  })

  it('sends a starter pack to the pay page as a starter (its ids are not add-on ids)', async () => {
    const { actor, popups } = start({ signedIn: true })
    actor.send({
      type: 'buy',
      pkg: { id: 1, kind: 'starter', productCode: 'STARTER-1' },
      returnPath: '/id/token',
    })
    await flush()
    expect(popups.map((p) => p.target)).toEqual([
      { page: 'pay', packageId: 1, kind: 'starter', returnPath: '/id/token' },
    ])
  })

  it('asks billing once: signed out (no token it accepts, even refreshed) means the partner sign-in', async () => {
    const { actor, calls, popups } = start({ signedIn: false })
    actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    expect(calls).toEqual(['checkPackage 101 ADDON-SPORTS-2', 'setFlag buy'])
    expect(popups.map((p) => p.target)).toEqual([{ page: 'login' }])
    expect(actor.getSnapshot().hasTag('step:signIn')).toBe(true)
  })

  it('sets the recurring flag and closes the popup when the visitor signs in to buy a package already active', async () => {
    const { actor, calls, popups, popup } = start({ signedIn: false, owned: true })
    actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    popup({ type: 'partner.loggedIn', token: 'bss', refreshToken: 'r' })
    await flush()
    expect(calls).toContain('setFlag showRecurring')
    expect(popups[0]?.closed).toBe(true)
    expect(actor.getSnapshot().hasTag('step:recurring')).toBe(true)
  })

  it('returns to idle with nothing charged when the customer closes the popup', async () => {
    const { actor, calls, popup, failure } = start({ signedIn: false })
    actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    popup({ type: 'popup.closed' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ popup: null, error: null })
    // only the first check, which found the visitor signed out: nothing after the window closed
    expect(calls.filter((c) => c.startsWith('checkPackage'))).toHaveLength(1)
    // alone, with no payment flow to tell (machines/payment/payment.test.ts has the one that hears it)
    expect(failure()).toBeUndefined()
    expect(actor.getSnapshot().status).toBe('active')
  })

  it('explains a blocked popup and opens it again on retry', async () => {
    const { actor, popups } = start({ signedIn: false, blocked: true })
    actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    expect(actor.getSnapshot().hasTag('step:blocked')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('popupBlocked')
    actor.send({ type: 'retry' })
    expect(popups).toHaveLength(2)
    expect(popups[1]?.target).toEqual({ page: 'login' })
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise } from 'xstate'
import { buyMachine, type PackageCheck, type TokenPair } from './buy.machine'

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve))
}
const pkg = { id: 101, kind: 'add-on' as const, productCode: 'ADDON-SPORTS-2' }
const pair: TokenPair = { token: 'bss-token', refreshToken: 'bss-refresh' }

/** Buy's check with billing as `check` says (the token pair, when given, signs it in). */
function start(check: PackageCheck, signedInWith: TokenPair | null = null, failOnce = false) {
  const calls: string[] = []
  let fail = failOnce
  const machine = buyMachine.provide({
    actors: {
      checkPackage: fromPromise(async ({ input }) => {
        calls.push(`checkPackage ${input.packageId} ${input.productCode}`)
        if (fail) {
          fail = false
          throw new Error('internal server error')
        }
        return check
      }),
      storeTokens: fromPromise(async ({ input }) => {
        calls.push(`storeTokens ${input.token} ${input.refreshToken}`)
      }),
      setFlag: fromPromise(async ({ input }) => {
        calls.push(`setFlag ${input.flag}`)
      }),
      clearFlags: fromPromise<void, void>(async () => {
        calls.push('clearFlags')
      }),
    },
  })
  const actor = createActor(machine, { input: { pkg, signedInWith } }).start()
  return { actor, calls }
}

const owned = { signedIn: true, owned: true, phone: '+6281234567890' } as const
const notOwned = { signedIn: true, owned: false, phone: '+6281234567890' } as const

describe('buy machine (the billing check)', () => {
  it('asks billing once: signed out (no token it accepts, even refreshed) sets the buy flag and ends in the sign-in', async () => {
    const { actor, calls } = start({ signedIn: false })
    expect(await toPromise(actor)).toEqual({ next: 'signIn' })
    expect(calls).toEqual(['checkPackage 101 ADDON-SPORTS-2', 'setFlag buy'])
  })

  it('ends in the pay page for a customer with a token and the package not owned', async () => {
    const { actor, calls } = start(notOwned)
    expect(await toPromise(actor)).toEqual({ next: 'pay' })
    expect(calls).toEqual(['checkPackage 101 ADDON-SPORTS-2'])
  })

  it('shows the already-owned alert with the billing phone, and no payment; closing clears the flags (SPEC §4)', async () => {
    const { actor, calls } = start(owned)
    await flush()
    expect(actor.getSnapshot().hasTag('step:alreadyOwned')).toBe(true)
    expect(actor.getSnapshot().context.phone).toBe('+6281234567890')
    actor.send({ type: 'close' })
    expect(await toPromise(actor)).toEqual({ next: 'none' })
    expect(calls.at(-1)).toBe('clearFlags')
  })

  it('after the partner sign-in stores the pair first; active → the recurring flag, not owned → the pay page', async () => {
    const recurring = start(owned, pair)
    expect(await toPromise(recurring.actor)).toEqual({ next: 'recurring' })
    expect(recurring.calls).toEqual([
      'storeTokens bss-token bss-refresh',
      'checkPackage 101 ADDON-SPORTS-2',
      'setFlag showRecurring',
    ])
    expect(await toPromise(start(notOwned, pair).actor)).toEqual({ next: 'pay' })
  })

  it('fails when billing refuses the pair the partner just gave, and may be closed', async () => {
    const { actor } = start({ signedIn: false }, pair)
    await flush()
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
    actor.send({ type: 'close' })
    expect(await toPromise(actor)).toEqual({ next: 'none' })
  })

  it('retries a failed check', async () => {
    const { actor, calls } = start(notOwned, null, true)
    await flush()
    expect(actor.getSnapshot().context.error).toBe('checkFailed')
    actor.send({ type: 'retry' })
    expect(await toPromise(actor)).toEqual({ next: 'pay' })
    expect(calls).toHaveLength(2)
  })
})

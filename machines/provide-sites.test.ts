/**
 * Where actors are provided (machines/README.md, "The pattern every machine copies"): a machine gets its real
 * actors where its long-lived actor is made — the composition root for the session and the login,
 * a feature's runtime or flow view for a feature's own flow, a per-box binding for the box's phone
 * check. Tests provide fakes anywhere. This lists every `.provide(` outside tests; a new one is a
 * decision, made here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

const ALLOWED = [
  // the composition root: the app system, its session and login modal, and the children they invoke
  'src/app/runtime.ts: appMachine',
  'src/app/runtime.ts: authMachine',
  'src/app/runtime.ts: otpMachine',
  'src/app/runtime.ts: passwordMachine',
  'src/app/runtime.ts: sessionMachine',
  // the payment flow the app system spawns on the first request, with its two children
  'src/app/payment-logic.ts: buyMachine',
  'src/app/payment-logic.ts: paymentMachine',
  'src/app/payment-logic.ts: paymentReturnMachine',
  // the payment host's long-lived flow and its two children, and the return page's own
  'src/features/payment/payment-runtime.ts: buyMachine',
  'src/features/payment/payment-runtime.ts: paymentMachine',
  'src/features/payment/payment-runtime.ts: paymentReturnMachine',
  'src/features/payment/return-page.ts: returnPageMachine',
  // flows a view creates with useActorRef when it opens
  'src/features/payment/PurchaseFlow.tsx: purchaseMachine',
  'src/features/addresses/AddressListModal.tsx: addressCascadeMachine',
  'src/features/account/SessionsPanel.tsx: sessionsMachine',
  // one binding per box: its customer id goes into the actors
  'src/features/stb/stb.actors.ts: deviceVerificationMachine',
  'src/features/stb/stb.actors.ts: otpMachine',
].sort()

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && entry.name !== 'test') yield* sources(path)
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$|\.paths\.ts$|view-helpers/.test(entry.name))
      yield path
  }
}

/** `<file>: <machine>` for each `someMachine.provide(` in code (not in comments). */
export function provideSites(dirs: string[]): string[] {
  const sites = new Set<string>()
  for (const dir of dirs)
    for (const file of sources(join(root, dir))) {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
      for (const match of code.matchAll(/(\w+)\.provide\(/g))
        sites.add(`${relative(root, file)}: ${match[1]}`)
    }
  return [...sites].sort()
}

describe('where actors are provided', () => {
  it('only at the sites machines/README.md names', () => {
    expect(provideSites(['src', 'machines'])).toEqual(ALLOWED)
  })
})

/**
 * `setup()` whose machine is built on first use, not when its module is evaluated.
 *
 * Building a machine (xstate's `createMachine`: a node per state, every transition formatted) is
 * main-thread work, and `.provide()` builds the whole machine again with the new implementations.
 * The app's runtime imports every machine it runs; built at once, as its module was evaluated, they
 * made the longest task of an account page's load on a phone's CPU. Here `createMachine` returns a
 * stand-in that builds the machine the first time anything reads it (a property, an actor made
 * from it), and `.provide()` returns another stand-in that builds only the provided machine, from
 * the same setup and config with the implementations merged as `provide` merges them: the machine
 * that is only provided is never built. `buildNow` builds one ahead, in a task of its choosing.
 *
 * Everything else behaves as a machine made with `setup()` (`instanceof StateMachine`, `.root`,
 * `.config`, `createActor`); a machine file writes `lazySetup({ … }).createMachine({ … })`.
 */
import { setup, StateMachine, type AnyStateMachine } from 'xstate'

type SetupOptions = Parameters<typeof setup>[0]
type Implementations = NonNullable<Parameters<AnyStateMachine['provide']>[0]>

const BUILD = Symbol('build')

/** The options with `implementations` merged in, kind by kind, as `StateMachine#provide` does. */
function merged(options: SetupOptions, implementations: Implementations): SetupOptions {
  return {
    ...options,
    actors: { ...options.actors, ...implementations.actors },
    actions: { ...options.actions, ...implementations.actions },
    guards: { ...options.guards, ...implementations.guards },
    delays: { ...options.delays, ...implementations.delays },
  } as SetupOptions
}

/** A stand-in for `setup(options).createMachine(config)`, built on first use. */
function lazyMachine(options: SetupOptions, config: object): AnyStateMachine {
  let machine: AnyStateMachine | undefined
  const build = (): AnyStateMachine =>
    (machine ??= setup(options).createMachine(config as never) as unknown as AnyStateMachine)
  const provide = (implementations: Implementations) => lazyMachine(merged(options, implementations), config)
  return new Proxy({} as AnyStateMachine, {
    get: (_, key) => {
      if (key === BUILD) return build
      if (key === 'provide') return provide
      return Reflect.get(build(), key)
    },
    set: (_, key, value) => Reflect.set(build(), key, value),
    has: (_, key) => Reflect.has(build(), key),
    ownKeys: () => Reflect.ownKeys(build()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(build(), key),
    getPrototypeOf: () => StateMachine.prototype,
  })
}

/** `setup()`, whose `createMachine` builds the machine on first use (see above). */
export const lazySetup = ((options: SetupOptions) => ({
  ...setup(options),
  createMachine: (config: object) => lazyMachine(options, config),
})) as unknown as typeof setup

/** Builds a machine of `lazySetup` now (once; a machine made otherwise is already built). */
export function buildNow(machine: AnyStateMachine): void {
  ;(machine as { [BUILD]?: () => unknown })[BUILD]?.()
}

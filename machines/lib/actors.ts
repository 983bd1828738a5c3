/**
 * Named actors: a machine declares each with `notProvided(name)`; the app provides the real
 * ones (each feature's `*.actors.ts`, typed `satisfies ActorsOf<typeof machine>`) where the
 * machine's actor is made — machines/provide-sites.test.ts lists each site — and tests provide fakes.
 */
import type { AnyStateMachine } from 'xstate'

/**
 * The placeholder implementation: running a machine without the real actor fails at once and
 * names what is missing. It throws synchronously, which an actor of any kind (promise,
 * callback) reports as its error.
 */
export function notProvided(name: string): () => never {
  return () => {
    throw new Error(`not provided: ${name}`)
  }
}

/** The actor implementations `machine.provide({ actors })` accepts, each typed by the machine. */
export type ActorsOf<TMachine extends AnyStateMachine> = NonNullable<
  NonNullable<Parameters<TMachine['provide']>[0]>['actors']
>

/**
 * Small wrong versions of a machine (mutants), made from its config and implementations through
 * xstate's public API: `createMachine` over a cloned config with one change (a guard negated or
 * removed, a target moved to a sibling state, an action dropped, a transition removed), and
 * `machine.provide({ guards })` for a named guard negated everywhere it is used inside `and`/`or`/
 * `not`. No source file is touched. `npm run mutants` replays each machine's generated paths on
 * its mutants (mutants.ts).
 */
import { createMachine, not, type AnyStateMachine, type AnyStateNode } from 'xstate'
import { transitionKey } from './structure'

export type MutantKind =
  | 'guard-negated'
  | 'guard-removed'
  | 'target-changed'
  | 'action-dropped'
  | 'transition-removed'

export interface Mutant {
  kind: MutantKind
  /** Where, readable: `<state id> <event> #<n>` and what changed. */
  where: string
  /** Transition keys and state ids the change touches: the paths through them are replayed first. */
  focus: string[]
  machine: AnyStateMachine
}

type Config = Record<string, unknown>

/** A deep copy of plain objects and arrays; functions, errors and class instances are shared. */
export function cloneConfig<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneConfig) as T
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cloneConfig(inner)])) as T
  }
  return value
}

/** The machine again from a config: what every config mutant is built with. */
export function rebuild(machine: AnyStateMachine, config: Config): AnyStateMachine {
  return createMachine(config as never, machine.implementations as never) as unknown as AnyStateMachine
}

const toArray = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...(value as T[])] : [value as T]

/** One place in a state's config that holds transitions, with the event type xstate gives them. */
interface Slot {
  label: string
  eventType: string
  read: () => Config[]
  write: (transitions: Config[]) => void
}

const asTransition = (value: unknown): Config =>
  typeof value === 'string' ? { target: value } : (value as Config)

function slot(holder: Config, key: string, label: string, eventType: string): Slot {
  return {
    label,
    eventType,
    read: () => toArray(holder[key] as unknown).map(asTransition),
    write: (transitions) => {
      holder[key] = transitions
    },
  }
}

/** Every transition slot of one state's config, in the order xstate resolves them. */
function slotsOf(state: Config, node: AnyStateNode): Slot[] {
  const slots: Slot[] = []
  const on = (state.on ?? {}) as Config
  for (const event of Object.keys(on)) slots.push(slot(on, event, event, event))
  if (state.always !== undefined) slots.push(slot(state, 'always', 'always', ''))
  const after = (state.after ?? {}) as Config
  for (const delay of Object.keys(after))
    slots.push(slot(after, delay, `after ${delay}`, `xstate.after.${delay}.${node.id}`))
  toArray<Config>(state.invoke as Config | Config[]).forEach((invoke, index) => {
    const id = node.invoke[index]?.id ?? String(index)
    for (const [key, kind] of [
      ['onDone', 'done'],
      ['onError', 'error'],
    ] as const) {
      if (invoke[key] !== undefined)
        slots.push(slot(invoke, key, `${key} ${id}`, `xstate.${kind}.actor.${id}`))
    }
  })
  if (state.onDone !== undefined) slots.push(slot(state, 'onDone', 'onDone', `xstate.done.state.${node.id}`))
  return slots
}

interface Site {
  /** Path of state keys from the root config. */
  path: string[]
  node: AnyStateNode
}

function sitesOf(machine: AnyStateMachine): Site[] {
  const sites: Site[] = []
  const walk = (node: AnyStateNode, path: string[]): void => {
    sites.push({ path, node })
    for (const key of Object.keys(node.states)) walk(node.states[key]!, [...path, key])
  }
  walk(machine.root, [])
  return sites
}

function stateAt(config: Config, path: readonly string[]): Config {
  let state = config
  for (const key of path) state = (state.states as Record<string, Config>)[key]!
  return state
}

/** The resolved transitions of a slot, to name them by key and read their targets. */
function resolved(node: AnyStateNode, eventType: string) {
  return eventType === '' ? (node.always ?? []) : (node.transitions.get(eventType) ?? [])
}

/** Every mutant of a machine, in a stable order. */
export function mutantsOf(machine: AnyStateMachine): Mutant[] {
  const mutants: Mutant[] = []
  const make = (kind: MutantKind, where: string, focus: string[], change: (config: Config) => void): void => {
    const config = cloneConfig(machine.config as Config)
    change(config)
    mutants.push({ kind, where, focus, machine: rebuild(machine, config) })
  }
  for (const { path, node } of sitesOf(machine)) {
    const slotAt = (config: Config, index: number) => slotsOf(stateAt(config, path), node)[index]!
    const original = stateAt(machine.config as Config, path)
    slotsOf(original, node).forEach((found, slotIndex) => {
      const definitions = resolved(node, found.eventType)
      found.read().forEach((transition, index) => {
        const definition = definitions[index]
        const key = definition ? transitionKey(definition) : `${node.id} ${found.label} #${index}`
        const at = `${node.id} ${found.label} #${index}`
        const edit = (config: Config, update: (transitions: Config[]) => void) => {
          const target = slotAt(config, slotIndex)
          const transitions = target.read()
          update(transitions)
          target.write(transitions)
        }
        if (transition.guard !== undefined) {
          make('guard-negated', at, [key, node.id], (config) =>
            edit(config, (all) => {
              all[index] = { ...all[index], guard: not(all[index]!.guard as never) }
            }),
          )
          make('guard-removed', at, [key, node.id], (config) =>
            edit(config, (all) => {
              const { guard: _guard, ...rest } = all[index]!
              all[index] = rest
            }),
          )
        }
        ;(definition?.target ?? []).forEach((targetNode, targetIndex) => {
          const parent = targetNode.parent
          if (!parent || parent.type === 'parallel') return
          for (const sibling of Object.values(parent.states)) {
            if (sibling === targetNode || sibling.type === 'history') continue
            make('target-changed', `${at}: ${targetNode.id} → ${sibling.id}`, [key, node.id], (config) =>
              edit(config, (all) => {
                const targets = (definition?.target ?? []).map((n) => `#${n.id}`)
                targets[targetIndex] = `#${sibling.id}`
                all[index] = { ...all[index], target: targets.length === 1 ? targets[0] : targets }
              }),
            )
          }
        })
        toArray(transition.actions as unknown).forEach((action, actionIndex) => {
          make('action-dropped', `${at}: ${actionLabel(action)}`, [key, node.id], (config) =>
            edit(config, (all) => {
              const actions = toArray(all[index]!.actions as unknown)
              actions.splice(actionIndex, 1)
              all[index] = { ...all[index], actions }
            }),
          )
        })
        make('transition-removed', at, [key, node.id], (config) =>
          edit(config, (all) => {
            all.splice(index, 1)
          }),
        )
      })
    })
    for (const hook of ['entry', 'exit'] as const) {
      toArray(original[hook] as unknown).forEach((action, actionIndex) => {
        make('action-dropped', `${node.id} ${hook}: ${actionLabel(action)}`, [node.id], (config) => {
          const state = stateAt(config, path)
          const actions = toArray(state[hook] as unknown)
          actions.splice(actionIndex, 1)
          state[hook] = actions
        })
      })
    }
  }
  for (const name of composedGuards(machine)) {
    const guard = (machine.implementations.guards as Record<string, (...args: unknown[]) => boolean>)[name]
    if (!guard) continue
    mutants.push({
      kind: 'guard-negated',
      where: `guard ${name}, everywhere (inside and/or/not)`,
      focus: [],
      machine: machine.provide({ guards: { [name]: (...args: unknown[]) => !guard(...args) } } as never),
    })
  }
  return mutants
}

function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action
  if (action && typeof action === 'object' && 'type' in action) return String(action.type)
  if (typeof action === 'function') return (action as { type?: string }).type ?? (action.name || 'inline')
  return 'action'
}

/** Guard names used inside higher-order guards (`and`, `or`, `not`), which site mutants cannot reach. */
function composedGuards(machine: AnyStateMachine): string[] {
  const names = new Set<string>()
  const leaves = (guard: unknown, inside: boolean): void => {
    if (typeof guard === 'string') {
      if (inside) names.add(guard)
    } else if (guard && typeof guard === 'object' && 'type' in guard) {
      if (inside) names.add(String(guard.type))
    } else if (typeof guard === 'function') {
      for (const inner of toArray((guard as { guards?: unknown }).guards)) leaves(inner, true)
    }
  }
  const walk = (node: AnyStateNode): void => {
    for (const definitions of node.transitions.values()) for (const t of definitions) leaves(t.guard, false)
    for (const t of node.always ?? []) leaves(t.guard, false)
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(machine.root)
  return [...names].sort()
}

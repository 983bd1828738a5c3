/**
 * Reads a machine's definition (not a running actor): every state node and
 * every transition definition, with stable keys. Path coverage and the flow
 * charts both count from here, so "all" means the same thing in both.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'

export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = []
  const walk = (node: AnyStateNode): void => {
    for (const key of Object.keys(node.states)) {
      const child = node.states[key]
      if (!child) continue
      nodes.push(child)
      walk(child)
    }
  }
  walk(machine.root)
  return nodes
}

/** Every state node id except the root (the root is always active). */
export function stateIdsOf(machine: AnyStateMachine): string[] {
  return stateNodesOf(machine)
    .filter((node) => node.type !== 'history')
    .map((node) => node.id)
}

/** Eventless (`always`) transitions have the empty event type. */
function siblingsOf(transition: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  const source = transition.source
  if (transition.eventType === '') return source.always ?? []
  return source.transitions.get(transition.eventType) ?? []
}

/** `<source id> <event type or "always"> #<index among same-event alternatives>` */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const index = siblingsOf(transition).indexOf(transition)
  const event = transition.eventType === '' ? 'always' : transition.eventType
  return `${transition.source.id} ${event} #${index}`
}

export interface TransitionInfo {
  key: string
  transition: AnyTransitionDefinition
}

export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  const all: TransitionInfo[] = []
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    for (const definitions of node.transitions.values()) {
      for (const transition of definitions) all.push({ key: transitionKey(transition), transition })
    }
    for (const transition of node.always ?? []) all.push({ key: transitionKey(transition), transition })
  }
  return all
}

/**
 * A readable guard name: `isX`, `and(isX, not(isY))`. Higher-order guards
 * from xstate (`and`, `or`, `not`) are functions carrying `.guards`.
 */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown }).guards
    const name = guard.name || 'inline'
    if (Array.isArray(inner)) return `${name}(${inner.map((g) => guardLabel(g) ?? '?').join(', ')})`
    if (inner !== undefined) return `${name}(${guardLabel(inner) ?? '?'})`
    return name
  }
  return 'inline'
}

/** State ids without a `description`: the charts and the inspector show nothing for them. */
export function undescribedStates(machine: AnyStateMachine): string[] {
  return stateNodesOf(machine)
    .filter((node) => node.type !== 'history' && !node.description?.trim())
    .map((node) => node.id)
}

/**
 * Guard names a guard refers to, or `inline` for a function written in the
 * transition. `and`/`or`/`not` are walked; their leaves must be names too.
 */
function guardNames(guard: unknown): string[] {
  if (guard === undefined || guard === null) return []
  if (typeof guard === 'string') return [guard]
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return [guard.type]
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown }).guards
    if (Array.isArray(inner)) return inner.flatMap(guardNames)
    if (inner !== undefined) return guardNames(inner)
  }
  return ['inline']
}

/**
 * Guards and actors that are not referenced by a name declared in `setup()`:
 * inline guard functions, unknown guard names, and invokes whose `src` is
 * logic rather than a name (xstate names those `xstate.invoke.*`).
 */
export function unnamedImplementations(machine: AnyStateMachine): string[] {
  const guards = machine.implementations.guards as Record<string, unknown>
  const actors = machine.implementations.actors as Record<string, unknown>
  const offenders: string[] = []
  for (const { key, transition } of transitionsOf(machine)) {
    for (const name of guardNames(transition.guard)) {
      if (name === 'inline') offenders.push(`${key}: inline guard`)
      else if (!(name in guards)) offenders.push(`${key}: guard "${name}" is not in setup()`)
    }
  }
  for (const node of stateNodesOf(machine)) {
    for (const invoke of node.invoke) {
      const src: unknown = invoke.src
      if (typeof src !== 'string' || src.startsWith('xstate.invoke.'))
        offenders.push(`${node.id}: invoke "${invoke.id}" uses inline logic`)
      else if (!(src in actors)) offenders.push(`${node.id}: actor "${src}" is not in setup()`)
    }
  }
  return offenders
}

/** The tag vocabulary views may ask for (machines/README.md): `loading`, `error`, `step:…`. */
export const TAG_VOCABULARY = /^(loading|error|step:[a-z][A-Za-z]*)$/

/** Tags outside the vocabulary, by state id. */
export function foreignTags(machine: AnyStateMachine): string[] {
  return stateNodesOf(machine).flatMap((node) =>
    [...node.tags].filter((tag) => !TAG_VOCABULARY.test(tag)).map((tag) => `${node.id}: tag "${tag}"`),
  )
}

function actionName(action: unknown, known: Record<string, unknown>): string | null {
  if (typeof action === 'string') return action in known ? null : `action "${action}" is not in setup()`
  if (action && typeof action === 'object' && 'type' in action && typeof action.type === 'string')
    return action.type in known ? null : `action "${action.type}" is not in setup()`
  return 'inline action'
}

/** Actions written in a transition, an entry or an exit instead of named in setup(). */
export function inlineActions(machine: AnyStateMachine): string[] {
  const known = machine.implementations.actions as Record<string, unknown>
  const offenders: string[] = []
  // xstate's own raise/cancel pair in entry/exit: the timers of `after` transitions
  const timer = (action: unknown) =>
    typeof action === 'function' &&
    ['xstate.raise', 'xstate.cancel'].includes((action as { type?: string }).type ?? '')
  const check = (where: string, actions: readonly unknown[] | undefined, timers = false) => {
    for (const action of actions ?? []) {
      if (timers && timer(action)) continue
      const problem = actionName(action, known)
      if (problem) offenders.push(`${where}: ${problem}`)
    }
  }
  for (const { key, transition } of transitionsOf(machine)) check(key, transition.actions)
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    check(`${node.id} entry`, node.entry, true)
    check(`${node.id} exit`, node.exit, true)
  }
  return offenders
}

/** Every invoke id of the machine (what `snapshot.children` holds). */
export function invokeIds(machine: AnyStateMachine): string[] {
  return [
    ...new Set([machine.root, ...stateNodesOf(machine)].flatMap((node) => node.invoke.map((i) => i.id))),
  ].sort()
}

/** The keys of `types.children` as the machine's source declares them (types are erased at run time). */
export function declaredChildren(source: string): string[] {
  const block = /children:\s*\{\}\s*as\s*\{([^}]*)\}/.exec(source)?.[1] ?? ''
  return [...block.matchAll(/(\w+)\s*:/g)].map((m) => m[1]!).sort()
}

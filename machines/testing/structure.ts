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

/**
 * The generated paths of a machine as testers read them (`npm run paths -- --list <machine>`):
 * numbered steps, each the event that happened (with its payload) and the state reached with its
 * description, i.e. what the person sees. `--json` prints the same objects for tools.
 */
import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate'
import { pathsFor, type PathCriterion } from './path-sets'
import { activeNodes, describeEvent, replacer, type PathModel } from './paths'

export interface ListedState {
  /** Dotted path below the machine, e.g. `login.phone`; one per parallel region. */
  path: string
  description: string
  tags: string[]
}

export interface ListedStep {
  /** 0 is the start; each later step is one event. */
  index: number
  /** The event as sent, payload included (errors as `{ error: message }`). */
  event: Record<string, unknown>
  label: string
  states: ListedState[]
  status: string
}

export interface ListedPath {
  number: number
  scenario: string
  steps: ListedStep[]
}

/** What happened, in words: who sends the event is read off its type. */
export function eventLabel(event: EventObject): string {
  const { type } = event
  const payload = describeEvent(event).slice(type.length).trim()
  const withPayload = (text: string) => (payload ? `${text} ${payload}` : text)
  if (type === 'xstate.init') return 'start'
  if (type.startsWith('xstate.done.actor.'))
    return withPayload(`actor ${type.slice('xstate.done.actor.'.length)} succeeds`)
  if (type.startsWith('xstate.error.actor.'))
    return withPayload(`actor ${type.slice('xstate.error.actor.'.length)} fails`)
  if (type.startsWith('xstate.after.')) {
    // `xstate.after.<delay>.<id of the state that set the timer>`
    const [delay, ...state] = type.slice('xstate.after.'.length).split('.')
    return `timer ${delay} fires (set by ${state.join('.')})`
  }
  return describeEvent(event)
}

/** The nearest description from the state up (a state without one shows its parent's). */
function descriptionOf(node: AnyStateNode): string {
  for (let current: AnyStateNode | undefined = node; current; current = current.parent)
    if (current.description) return current.description.replace(/\s+/g, ' ').trim()
  return ''
}

function leavesOf(snapshot: AnyMachineSnapshot): ListedState[] {
  return activeNodes(snapshot)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .sort((a, b) => a.order - b.order)
    .map((node) => ({ path: node.path.join('.'), description: descriptionOf(node), tags: [...node.tags] }))
}

/** The paths of a criterion (path-sets.ts; the generated paths without one), numbered from 1. */
export function listPaths(model: PathModel, criterion?: PathCriterion): ListedPath[] {
  return pathsFor(model, criterion).map((path, index) => ({
    number: index + 1,
    scenario: path.scenario,
    steps: path.steps.map((step, stepIndex) => ({
      index: stepIndex,
      event: JSON.parse(JSON.stringify(step.event, replacer)) as Record<string, unknown>,
      label: eventLabel(step.event),
      states: leavesOf(step.state),
      status: step.state.status,
    })),
  }))
}

export function formatPathListing(
  name: string,
  paths: readonly ListedPath[],
  criterion?: PathCriterion,
): string {
  const what = criterion
    ? `path${paths.length === 1 ? '' : 's'} for ${criterion}`
    : `generated path${paths.length === 1 ? '' : 's'}`
  const lines = [`${name}: ${paths.length} ${what}`]
  for (const path of paths) {
    lines.push('', `Path ${path.number} (scenario: ${path.scenario})`)
    for (const step of path.steps) {
      lines.push(`  ${step.index}. ${step.label}`)
      for (const state of step.states)
        lines.push(`     → ${state.path}${state.description ? `: ${state.description}` : ''}`)
      if (step.status !== 'active') lines.push(`     (the machine is ${step.status})`)
    }
  }
  return lines.join('\n')
}

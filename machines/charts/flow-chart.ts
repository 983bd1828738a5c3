/**
 * Markdown + Mermaid `stateDiagram-v2` for one machine, from xstate/graph's
 * `toDirectedGraph`. Pure and deterministic (definition order only), so the
 * committed docs can be compared byte for byte.
 *
 * Shaped around known Mermaid limits: a composite cannot take a
 * `state "label" as id {` description (mermaid#2026), a transition leaving a
 * composite from any but the first `--` region is a syntax error
 * (mermaid#5096), and a state named inside a second composite block moves
 * there (mermaid#5290). So ids are the state keys (path-joined only when a
 * key repeats), parallel regions are drawn as sibling composites without
 * `--`, every edge is declared at the top level, and edges that start at
 * the machine root or run from a composite into itself are listed in a
 * table instead of drawn. Eventless (`always`) transitions are drawn as
 * `always` arrows. Every transition is in the full table either way.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph'
import { guardLabel, stateNodesOf, transitionsOf } from '../testing/structure'

export interface ChartSource {
  name: string
  title: string
  source: string
  machine: AnyStateMachine
}

type IdOf = (node: AnyStateNode) => string

/** The state key when unique in the machine, else the path joined with '_'. */
function mermaidIds(machine: AnyStateMachine): IdOf {
  const counts = new Map<string, number>()
  for (const node of stateNodesOf(machine)) counts.set(node.key, (counts.get(node.key) ?? 0) + 1)
  return (node) =>
    counts.get(node.key) === 1 && /^[A-Za-z][A-Za-z0-9]*$/.test(node.key) ? node.key : node.path.join('_')
}
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim()
const cell = (text: string): string => oneLine(text).replace(/\|/g, '\\|')
/** Mermaid labels and notes: no semicolons (end a statement), hashes (start an entity) or double quotes. */
const safe = (text: string): string =>
  oneLine(text).replace(/;/g, ',').replace(/#/g, 'no. ').replace(/"/g, "'")
const statePath = (node: AnyStateNode): string => node.path.join('.') || '(root)'

function delayOf(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === 'number') return `${delay} ms`
  if (typeof delay !== 'string') return 'delay'
  const implementation = (machine.implementations.delays as Record<string, unknown>)[delay]
  return typeof implementation === 'number' ? `${delay} = ${implementation} ms` : `${delay} (computed)`
}

export function eventLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type = transition.eventType
  if (type === '') return 'always'
  if (type.startsWith('xstate.done.actor.')) return `done ${type.slice('xstate.done.actor.'.length)}`
  if (type.startsWith('xstate.error.actor.')) return `error ${type.slice('xstate.error.actor.'.length)}`
  if (type.startsWith('xstate.done.state.')) return 'done'
  if (type.startsWith('xstate.after.'))
    return `after ${delayOf(machine, (transition as { delay?: unknown }).delay)}`
  return type
}

function actionNames(transition: AnyTransitionDefinition): string {
  return (transition.actions as unknown[])
    .map((action) => {
      if (typeof action === 'string') return action
      if (
        typeof action === 'object' &&
        action !== null &&
        'type' in action &&
        typeof action.type === 'string'
      )
        return action.type
      return 'inline'
    })
    .join(', ')
}

const isDescendant = (node: AnyStateNode, ancestor: AnyStateNode): boolean => {
  for (let current: AnyStateNode | undefined = node; current; current = current.parent)
    if (current === ancestor) return true
  return false
}

function edgeText(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const guard = guardLabel(transition.guard)
  return safe(`${eventLabel(machine, transition)}${guard ? ` [${guard}]` : ''}`)
}

interface DrawOptions {
  idOf: IdOf
  notes: boolean
}

function renderNode(graph: DirectedGraphNode, draw: DrawOptions, indent: string, lines: string[]): void {
  const { idOf } = draw
  const node = graph.stateNode
  const id = idOf(node)
  const label = node.type === 'parallel' ? `${node.key} (parallel regions)` : node.key
  if (label !== id) lines.push(`${indent}${id} : ${safe(label)}`)
  if (graph.children.length > 0) {
    lines.push(`${indent}state ${id} {`)
    renderChildren(graph, draw, `${indent}  `, lines)
    lines.push(`${indent}}`)
  } else lines.push(`${indent}${id}`)
  if (draw.notes && node.description) {
    lines.push(`${indent}note right of ${id}`, `${indent}  ${safe(node.description)}`, `${indent}end note`)
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`)
}

function renderChildren(graph: DirectedGraphNode, draw: DrawOptions, indent: string, lines: string[]): void {
  const node = graph.stateNode
  const initial = node.type === 'parallel' ? undefined : node.initial?.target[0]
  if (initial) lines.push(`${indent}[*] --> ${draw.idOf(initial)}`)
  for (const child of graph.children)
    if (child.stateNode.type !== 'history') renderNode(child, draw, indent, lines)
}

type Edge = Pick<DirectedGraphNode['edges'][number], 'source' | 'target' | 'transition'>

/**
 * Every edge of the chart, a state's own before its children's. xstate/graph's directed graph leaves
 * out eventless (`always`) transitions, so they are added from the state node: one edge per target,
 * after the state's evented ones, as `always` arrows like any other.
 */
function collectEdges(graph: DirectedGraphNode): Edge[] {
  const source = graph.stateNode
  const eventless = (source.always ?? []).flatMap((transition) =>
    (transition.target ?? []).map((target) => ({ source, target, transition })),
  )
  return [...graph.edges, ...eventless, ...graph.children.flatMap(collectEdges)]
}

export interface FlowDiagram {
  /** The Mermaid `stateDiagram-v2` text, one statement a line. */
  diagram: string[]
  /** Table rows (Source, Event, Guard, Target) of the transitions handled by an enclosing state, not drawn. */
  enclosing: string[]
  /** Each drawn arrow's transition and its line in `diagram` (one per target: the flow viewer marks them). */
  drawn: Array<{ line: number; transition: AnyTransitionDefinition }>
}

/** The machines a machine invokes at its root, for its whole life: drawn inside its chart. */
function rootChildren(machine: AnyStateMachine): Array<{ id: string; machine: AnyStateMachine }> {
  const actors = machine.implementations.actors as Record<string, unknown>
  return machine.root.invoke.flatMap((invoke) => {
    const logic = typeof invoke.src === 'string' ? actors[invoke.src] : invoke.src
    const isMachine = typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic
    return isMachine ? [{ id: invoke.id, machine: logic as AnyStateMachine }] : []
  })
}

/** Draws one machine's states and edges; a child machine's ids and table paths carry its invoke id. */
function drawMachine(
  machine: AnyStateMachine,
  draw: DrawOptions,
  indent: string,
  diagram: string[],
  edges: Array<{ text: string; transition: AnyTransitionDefinition }>,
  enclosing: string[],
  prefix: string,
): void {
  const graph = toDirectedGraph(machine)
  const pathOf = (node: AnyStateNode): string => (prefix ? `${prefix}: ${statePath(node)}` : statePath(node))
  renderChildren(graph, draw, indent, diagram)
  for (const edge of collectEdges(graph)) {
    const { source, target, transition } = edge
    const viaAncestor =
      source === machine.root ||
      (source !== target && isDescendant(target, source)) ||
      (source === target && source.type !== 'atomic')
    if (viaAncestor) {
      enclosing.push(
        `| ${cell(pathOf(source))} | ${cell(eventLabel(machine, transition))} | ${cell(guardLabel(transition.guard) ?? '')} | ${cell(pathOf(target))} |`,
      )
      continue
    }
    edges.push({
      text: `  ${draw.idOf(source)} --> ${draw.idOf(target)} : ${edgeText(machine, transition)}`,
      transition,
    })
  }
}

/**
 * The diagram alone: docs/flows embeds it with notes, the dev flow viewer (src/dev) draws it live,
 * without notes when asked, so a running actor is shown on the very chart the docs hold. A machine
 * that invokes other machines at its root (the payment flow's buy and payment return) shows each
 * as a box named by its invoke id, with that machine's own chart inside.
 */
export function flowDiagram(
  machine: AnyStateMachine,
  { notes = true }: { notes?: boolean } = {},
): FlowDiagram {
  const diagram: string[] = ['stateDiagram-v2']
  const edges: Array<{ text: string; transition: AnyTransitionDefinition }> = []
  const enclosing: string[] = []
  drawMachine(machine, { idOf: mermaidIds(machine), notes }, '  ', diagram, edges, enclosing, '')
  for (const child of rootChildren(machine)) {
    const idOf = mermaidIds(child.machine)
    diagram.push(`  state ${child.id} {`)
    drawMachine(
      child.machine,
      { idOf: (node) => `${child.id}_${idOf(node)}`, notes },
      '    ',
      diagram,
      edges,
      enclosing,
      child.id,
    )
    diagram.push('  }')
    if (notes && child.machine.root.description)
      diagram.push(`  note right of ${child.id}`, `    ${safe(child.machine.root.description)}`, '  end note')
  }
  return {
    diagram: [...diagram, ...edges.map((edge) => edge.text)],
    enclosing,
    drawn: edges.map((edge, index) => ({ line: diagram.length + index, transition: edge.transition })),
  }
}

/** The chart ids of the states at these dot paths (`login.password`), for highlighting a live state. */
export function chartIdsOf(machine: AnyStateMachine, paths: readonly string[]): string[] {
  const idOf = mermaidIds(machine)
  const wanted = new Set(paths)
  return stateNodesOf(machine)
    .filter((node) => wanted.has(node.path.join('.')))
    .map(idOf)
}

/** The generated event and context tables (machine-types.ts; node only, so passed in). */
export interface ChartTypes {
  events: ReadonlyArray<{ type: string; payload: string; doc: string }>
  context: ReadonlyArray<{ name: string; type: string; doc: string }>
  codes: ReadonlyArray<{ name: string; type: string; doc: string }>
}

/** A titled table, or nothing when it has no rows. */
function section(
  title: string,
  intro: string | null,
  head: readonly string[],
  rows: readonly string[][],
): string[] {
  if (rows.length === 0) return []
  return [
    `## ${title}`,
    '',
    ...(intro ? [intro, ''] : []),
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
  ]
}

function typeSections(types: ChartTypes | undefined): string[] {
  if (!types) return []
  return [
    ...section(
      'Events',
      'Every event the machine takes, with its payload as typed (`done x` / `error x` come from its actors).',
      ['Event', 'Payload', 'Note'],
      types.events.map((e) => [e.type, e.payload, e.doc]),
    ),
    ...section(
      'Context',
      null,
      ['Field', 'Type', 'Note'],
      types.context.map((f) => [f.name, f.type, f.doc]),
    ),
    ...section(
      'Codes',
      'The sets of values the machine declares (error codes, tags, purposes).',
      ['Type', 'Values', 'Note'],
      types.codes.map((c) => [c.name, c.type, c.doc]),
    ),
  ]
}

export function renderFlowChart(flow: ChartSource, types?: ChartTypes): string {
  const { machine } = flow
  const { diagram, enclosing } = flowDiagram(machine)

  const states = stateNodesOf(machine).filter((node) => node.type !== 'history')
  const stateRows = states.map((node) => {
    const invoked = node.invoke
      .map(
        (invoke) =>
          `${invoke.id}${typeof invoke.src === 'string' && invoke.src !== invoke.id ? ` (${invoke.src})` : ''}`,
      )
      .join(', ')
    return `| ${cell(statePath(node))} | ${node.type} | ${cell(node.tags.join(', '))} | ${cell(invoked)} | ${cell(node.description ?? '')} |`
  })
  const transitionRows = transitionsOf(machine).map(({ transition }) => {
    const targets = transition.target ? transition.target.map(statePath).join(', ') : '(stays)'
    return `| ${cell(statePath(transition.source))} | ${cell(eventLabel(machine, transition))} | ${cell(guardLabel(transition.guard) ?? '')} | ${cell(targets)} | ${cell(actionNames(transition))} |`
  })

  const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  const children = rootChildren(machine).map(
    (child) =>
      `| ${child.id} | \`${child.machine.id}\` | [${kebab(child.machine.id)}.md](./${kebab(child.machine.id)}.md) | ${cell(child.machine.root.description ?? '')} |`,
  )

  return [
    `# ${flow.title}`,
    '',
    `<!-- Generated by \`npm run flows\` from ${flow.source}. Do not edit; \`npm run flows:check\` fails when stale. -->`,
    '',
    `Machine \`${machine.id}\`: ${oneLine(machine.root.description ?? '')}`,
    '',
    `${states.length} states, ${transitionRows.length} transitions.`,
    '',
    '```mermaid',
    ...diagram,
    '```',
    '',
    ...(children.length > 0
      ? [
          '## Children',
          '',
          'Invoked at the root, they run as long as this machine does; each is drawn above, in the box of its id, and has its own chart.',
          '',
          '| Id | Machine | Chart | Description |',
          '| --- | --- | --- | --- |',
          ...children,
          '',
        ]
      : []),
    ...(enclosing.length > 0
      ? [
          '## Handled by an enclosing state (not drawn)',
          '',
          'Taken from any state inside the source.',
          '',
          '| Source | Event | Guard | Target |',
          '| --- | --- | --- | --- |',
          ...enclosing,
          '',
        ]
      : []),
    '## States',
    '',
    '| State | Type | Tags | Invokes | Description |',
    '| --- | --- | --- | --- | --- |',
    ...stateRows,
    '',
    '## Transitions',
    '',
    '| Source | Event | Guard | Target | Actions |',
    '| --- | --- | --- | --- | --- |',
    ...transitionRows,
    '',
    ...typeSections(types),
  ].join('\n')
}

/** How to read, run and extend the flows: the same for every machine, so written once here. */
const GUIDE = [
  '## Reading a chart',
  '',
  '- A box is a state; a note beside it is its description: what the person sees, or what happens while it lasts.',
  '  A box drawn inside another is a child state; boxes side by side inside a `(parallel regions)` box are active together.',
  '- `[*] -->` marks where a machine or a composite state starts; `--> [*]` marks a final state (the flow ends there).',
  '- An arrow is a transition, labelled `event [guard]`: the event that causes it and, in brackets, the named condition',
  '  that must hold. `done x` / `error x` is the named actor `x` (a server call, a child flow) finishing or failing;',
  '  `after delay` is a timer; `always` is taken at once when its guard holds.',
  '- Transitions from the machine itself or from a parent state into its own children apply in every state inside and are',
  '  listed under "Handled by an enclosing state" instead of drawn. The tables under each chart list every state (with',
  '  its tags and invoked actors) and every transition (with its actions), so nothing depends on reading the drawing.',
  '',
  '## Running the paths',
  '',
  'Every flow has generated path tests: each path is a sequence of events from the start, replayed on the real machine',
  'with fake actors and a simulated clock, checking every state it reaches.',
  '',
  '- `npm run paths` prints, per machine, the paths and the states and transitions covered out of all (the target is all).',
  '- `npm run paths -- --list auth` prints every path of one machine as numbered steps: the event with its payload, then',
  '  the state reached with its description. Follow the steps in the browser to test that path by hand.',
  '- `npm run paths -- --list auth --json` prints the same as JSON for tools.',
  "- `npx vitest run machines/paths.test.ts machines/paths-2.test.ts -t auth` replays them as tests (the registry's",
  '  machines are dealt between the two files).',
  '',
  'The same paths also drive the real view (`src/test/view-paths.tsx`): a few of them, chosen to cover every state and',
  'transition, are walked in English and Indonesian through the Mantine view in Testing Library, each event done as a',
  'person does it (typing, clicking, pasting; the clock for timers; the service answering for actors), and after each',
  'step the view must show what that state promises. `npm run paths` prints the view coverage beside the actor',
  "coverage; `npx vitest run src/features/auth/auth.view-paths.test.tsx` runs one machine's view paths (each machine's",
  'is the one file under `src/` named `<name>.view-paths.test.tsx`, found by that name).',
  '',
  '## Adding a state',
  '',
  '1. Add it to the machine in `machines/<flow>/<flow>.machine.ts` with a `description` (what the person sees) and the',
  '   tags a view reads; guards and actors are named in `setup()`, never written inline (`machines/structure.test.ts`).',
  '2. If it needs new events, actor results or errors, add them to `events` in `machines/<flow>/<flow>.paths.ts` so the',
  '   generated paths reach it; `npm run paths` fails until every state and transition is covered.',
  "   Then say in the machine's view-paths file what a person sees in the new state and does for any new event",
  '   (`states` and `events` must name every atomic state and plain event); its coverage must reach all too.',
  '3. Run `npm run flows` and commit `docs/flows`: `npm run flows:check` (part of `npm test`) fails when a chart is stale.',
  '4. A new machine: the checklist in `machines/README.md`. Its entry in `machines/registry.ts` is what its chart, path',
  '   tests and structure checks follow from.',
  '',
]

export function renderFlowIndex(flows: readonly ChartSource[]): string {
  return [
    '# Flow charts',
    '',
    '<!-- Generated by `npm run flows`. Do not edit. -->',
    '',
    'One chart per machine in machines/registry.ts (XState v5, drawn from the machine definitions).',
    '',
    '| Flow | Machine | States | Transitions | Source |',
    '| --- | --- | --- | --- | --- |',
    ...flows.map(
      (flow) =>
        `| [${cell(flow.title)}](./${flow.name}.md) | \`${flow.machine.id}\` | ${stateNodesOf(flow.machine).filter((node) => node.type !== 'history').length} | ${transitionsOf(flow.machine).length} | ${flow.source} |`,
    ),
    '',
    ...GUIDE,
  ].join('\n')
}

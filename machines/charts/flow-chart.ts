/**
 * Markdown + Mermaid `stateDiagram-v2` for one machine, from xstate/graph's
 * `toDirectedGraph`. Pure and deterministic (definition order only), so the
 * committed docs can be compared byte for byte.
 *
 * Mermaid is fragile with edges that start at the diagram root or run from
 * a composite state into its own descendants; those are listed under
 * "Handled by an enclosing state" instead of drawn. Every transition is in
 * the full table either way.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { guardLabel, stateNodesOf, transitionsOf } from '../testing/structure.ts';

export interface ChartSource {
  name: string;
  title: string;
  source: string;
  machine: AnyStateMachine;
}

const mermaidId = (node: AnyStateNode): string => node.path.join('_') || node.id;
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const cell = (text: string): string => oneLine(text).replace(/\|/g, '\\|');
/** Mermaid labels and notes: no semicolons (end a statement), hashes (start an entity) or double quotes. */
const safe = (text: string): string => oneLine(text).replace(/;/g, ',').replace(/#/g, 'no. ').replace(/"/g, "'");
const statePath = (node: AnyStateNode): string => node.path.join('.') || '(root)';

function delayOf(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === 'number') return `${delay} ms`;
  if (typeof delay !== 'string') return 'delay';
  const implementation = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof implementation === 'number' ? `${delay} = ${implementation} ms` : `${delay} (computed)`;
}

export function eventLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (type === '') return 'always';
  if (type.startsWith('xstate.done.actor.')) return `done ${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.')) return `error ${type.slice('xstate.error.actor.'.length)}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  if (type.startsWith('xstate.after.')) return `after ${delayOf(machine, (transition as { delay?: unknown }).delay)}`;
  return type;
}

function actionNames(transition: AnyTransitionDefinition): string {
  return (transition.actions as unknown[])
    .map((action) => {
      if (typeof action === 'string') return action;
      if (typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string') return action.type;
      return 'inline';
    })
    .join(', ');
}

const isDescendant = (node: AnyStateNode, ancestor: AnyStateNode): boolean => {
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) if (current === ancestor) return true;
  return false;
};

function edgeText(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const guard = guardLabel(transition.guard);
  return safe(`${eventLabel(machine, transition)}${guard ? ` [${guard}]` : ''}`);
}

function renderNode(machine: AnyStateMachine, graph: DirectedGraphNode, indent: string, lines: string[]): void {
  const node = graph.stateNode;
  const id = mermaidId(node);
  lines.push(`${indent}state "${safe(node.key)}" as ${id}`);
  if (graph.children.length > 0) {
    lines.push(`${indent}state ${id} {`);
    renderChildren(machine, graph, `${indent}  `, lines);
    lines.push(`${indent}}`);
  }
  if (node.description) {
    lines.push(`${indent}note right of ${id}`, `${indent}  ${safe(node.description)}`, `${indent}end note`);
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
}

function renderChildren(machine: AnyStateMachine, graph: DirectedGraphNode, indent: string, lines: string[]): void {
  const node = graph.stateNode;
  const children = graph.children.filter((child) => child.stateNode.type !== 'history');
  if (node.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}--`);
      renderNode(machine, child, indent, lines);
    });
    return;
  }
  const initial = node.initial?.target[0];
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of children) renderNode(machine, child, indent, lines);
}

function collectEdges(graph: DirectedGraphNode): DirectedGraphNode['edges'] {
  return [...graph.edges, ...graph.children.flatMap(collectEdges)];
}

export function renderFlowChart(flow: ChartSource): string {
  const { machine } = flow;
  const graph = toDirectedGraph(machine);
  const diagram: string[] = ['stateDiagram-v2'];
  renderChildren(machine, graph, '  ', diagram);
  const enclosing: string[] = [];
  for (const edge of collectEdges(graph)) {
    const { source, target, transition } = edge;
    const viaAncestor = source === machine.root || (source !== target && isDescendant(target, source)) || (source === target && source.type !== 'atomic');
    if (viaAncestor) {
      enclosing.push(`| ${cell(statePath(source))} | ${cell(eventLabel(machine, transition))} | ${cell(guardLabel(transition.guard) ?? '')} | ${cell(statePath(target))} |`);
      continue;
    }
    diagram.push(`  ${mermaidId(source)} --> ${mermaidId(target)} : ${edgeText(machine, transition)}`);
  }

  const states = stateNodesOf(machine).filter((node) => node.type !== 'history');
  const stateRows = states.map((node) => {
    const invoked = node.invoke.map((invoke) => `${invoke.id}${typeof invoke.src === 'string' && invoke.src !== invoke.id ? ` (${invoke.src})` : ''}`).join(', ');
    return `| ${cell(statePath(node))} | ${node.type} | ${cell(node.tags.join(', '))} | ${cell(invoked)} | ${cell(node.description ?? '')} |`;
  });
  const transitionRows = transitionsOf(machine).map(({ transition }) => {
    const targets = transition.target ? transition.target.map(statePath).join(', ') : '(stays)';
    return `| ${cell(statePath(transition.source))} | ${cell(eventLabel(machine, transition))} | ${cell(guardLabel(transition.guard) ?? '')} | ${cell(targets)} | ${cell(actionNames(transition))} |`;
  });

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
    ...(enclosing.length > 0
      ? ['## Handled by an enclosing state', '', 'Taken from any state inside the source.', '', '| Source | Event | Guard | Target |', '| --- | --- | --- | --- |', ...enclosing, '']
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
  ].join('\n');
}

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
  ].join('\n');
}

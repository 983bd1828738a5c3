/**
 * A browser test skeleton from one listed path (`npm run paths -- --machine <m> --criterion <c>
 * --path N --format playwright`): a Playwright test that drives the real site along the path, so a
 * tester starts a new end-to-end test from the model instead of from nothing. Each step is a
 * readable comment (the event with its payload, the states reached and what each shows, from the
 * path listing); where the machine's registry entry says how a person makes the event (its
 * `gestures`: a button's name, a field's label), the Playwright call follows, else a TODO line
 * says what is left to write. Names are the English site's (the default language).
 */
import type { ListedPath, ListedStep } from './path-listing'

/** ARIA roles a gesture clicks by name (getByRole). */
export type ClickRole = 'button' | 'link' | 'checkbox' | 'radio' | 'tab' | 'menuitem' | 'option' | 'switch'

/**
 * How a person makes one event: click the control of that role named so (role `button` unless
 * said), or fill the field labelled so with the event's payload field `with`. `when` narrows it to
 * the steps taken from a state (its dotted path below the machine, as the listing writes it), for
 * an event made differently in different states.
 */
export type Gesture =
  | { click: string; role?: ClickRole; when?: string }
  | { fill: string; with: string; when?: string }

/** By event type, one gesture or several (the first whose `when` holds, or that has none). */
export type Gestures = Readonly<Record<string, Gesture | readonly Gesture[]>>

const quote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** The gesture for a step, given the states the path was in before it. */
export function gestureFor(
  gestures: Gestures | undefined,
  step: ListedStep,
  before: readonly string[],
): Gesture | undefined {
  const listed = gestures?.[String(step.event.type)]
  if (!listed) return undefined
  const all: readonly Gesture[] = Array.isArray(listed) ? listed : [listed as Gesture]
  return all.find((gesture) => gesture.when === undefined || before.includes(gesture.when))
}

/** The Playwright statement that makes a step's event the way a person would, if known. */
export function playwrightCall(gesture: Gesture, event: Readonly<Record<string, unknown>>): string {
  if ('click' in gesture)
    return `await page.getByRole(${quote(gesture.role ?? 'button')}, { name: ${quote(gesture.click)} }).click()`
  const value = event[gesture.with]
  return `await page.getByLabel(${quote(gesture.fill)}).fill(${quote(typeof value === 'string' ? value : JSON.stringify(value ?? ''))})`
}

/** The TODO for an event no gesture describes: who makes it, read off its type. */
function todoFor(step: ListedStep): string {
  const type = String(step.event.type)
  if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.'))
    return `// TODO: make the service answer so (${step.label}): a route in the test's server or page.route`
  if (type.startsWith('xstate.after.')) return `// TODO: let the time pass (${step.label}): page.clock`
  return `// TODO: how a person sends ${type}`
}

export interface SkeletonSource {
  /** The machine's name in the registry. */
  machine: string
  criterion: string
  /** The command that wrote the skeleton, shown in its header. */
  command: string
}

/** A Playwright test file for one path: comments for every step, calls where gestures say how. */
export function playwrightSkeleton(source: SkeletonSource, path: ListedPath, gestures?: Gestures): string {
  const title = `${source.machine}: ${source.criterion} path ${path.number} (${path.scenario})`
  const body: string[] = []
  let before: string[] = []
  for (const step of path.steps) {
    body.push(`  // ${step.index}. ${step.label}`)
    for (const state of step.states)
      body.push(`  //    → ${state.path}${state.description ? `: ${state.description}` : ''}`)
    if (step.status !== 'active') body.push(`  //    (the flow is ${step.status})`)
    if (step.index === 0)
      body.push(`  // TODO: open the page where the flow starts`, `  await page.goto('/')`)
    else {
      const gesture = gestureFor(gestures, step, before)
      body.push(`  ${gesture ? playwrightCall(gesture, step.event) : todoFor(step)}`)
    }
    const shown = step.states.map((state) => state.path).join(', ')
    body.push(`  // TODO: check that the page shows ${shown || 'the end of the flow'}`, '')
    before = step.states.map((state) => state.path)
  }
  if (body.at(-1) === '') body.pop()
  return [
    '/**',
    ` * ${title}.`,
    ` * Written by \`${source.command}\` from the machine's path model: a skeleton to finish (the TODOs),`,
    ' * then to keep under e2e/ like any browser test.',
    ' */',
    "import { test } from '@playwright/test'",
    '',
    `test(${quote(title)}, async ({ page }) => {`,
    ...body,
    '})',
    '',
  ].join('\n')
}

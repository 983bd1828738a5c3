/**
 * Model-based tests of the views: the machines' generated paths (machines/testing/paths.ts) replayed
 * on a real actor that drives the real Mantine view in Testing Library. Each plain event is the
 * person's action that causes it (typing, clicking, pasting); actors' results are settled as the
 * service would answer; timers move the simulated clock. After every step the actor must be in the
 * state the model predicted (so the view sent the right event) and the view must show what that
 * state promises, in the language of the run.
 *
 * A view model names, for every atomic state of its machine, what a person sees, and for every
 * plain event, the action that causes it. Both are checked to be complete before a path runs.
 */
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n, type Messages } from '@lingui/core'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { messages as enMessages } from '../../locales/en/messages.po'
import { messages as idMessages } from '../../locales/id/messages.po'
import { messages as enAccount } from '../../locales/en/account.po'
import { messages as idAccount } from '../../locales/id/account.po'
import { messages as enPaymentMethods } from '../../locales/en/payment-methods.po'
import { messages as idPaymentMethods } from '../../locales/id/payment-methods.po'
import {
  activeNodes,
  coverageOf,
  coveringReplays,
  mostStates,
  replayPath,
  type ReplayDriver,
  type ReplayResult,
  type TestPath,
} from '../../machines/testing/paths'
import { candidatePairs } from '../../machines/testing/pairs'
import { interruptions, planViewPaths, shareOf, VIEW_BAR } from '../../machines/testing/view-criteria'
import { MANTINE_PROPS } from '../app/mantine-styles'
import {
  atomicStateIds,
  plainEventTypes,
  runnable,
  viewPathModel,
  type ViewContext,
  type ViewLocale,
  type ViewModel,
} from './view-model'

export type { EventActions, StateView, ViewContext, ViewLocale, ViewModel } from './view-model'
export { atomicStateIds, plainEventTypes } from './view-model'

/** A machine this small runs its pair walks through the view in `npm test` too (see describeViewPaths). */
const CHEAP_PAIRS = 37
const CHEAP_STEPS = 30

/** How long one covering path may take through the view (the walks have ten minutes). */
const COVERING_TIMEOUT = 180_000

// every catalog (lingui.config.ts): the app loads the account area's and the payment methods'
// with their pages
const catalogs: Record<ViewLocale, Messages> = {
  en: { ...enMessages, ...enAccount, ...enPaymentMethods },
  id: { ...idMessages, ...idAccount, ...idPaymentMethods },
}

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/** A driver that renders `model`'s view in `locale` and checks it after every step. */
export function viewDriver<TMachine extends AnyStateMachine>(
  typed: ViewModel<TMachine>,
  locale: ViewLocale,
): ReplayDriver {
  const model = runnable(typed)
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  const user = userEvent.setup({ delay: null })
  const tr = (en: string, id: string): string => (locale === 'en' ? en : id)
  let rendered: { unmount(): void } | undefined
  let current: EventObject = { type: '(start)' }
  let actorRef: AnyActorRef | undefined
  const context = (snapshot: AnyMachineSnapshot): ViewContext => ({
    user,
    locale,
    tr,
    snapshot,
    event: current,
    sendFromOutside: () => {
      const event = current
      act(() => actorRef?.send(event))
    },
  })
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider {...MANTINE_PROPS} env="test">
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </MantineProvider>
  )
  return {
    async mount(actor) {
      actorRef = actor
      await act(async () => {
        rendered = render(model.render(actor), { wrapper: Wrapper })
        await flush()
      })
    },
    async perform(event, actor) {
      current = event
      const action = model.events[event.type]
      if (!action) throw new Error(`${model.flow} view model: no action causes "${event.type}"`)
      await action(context(actor.getSnapshot() as AnyMachineSnapshot))
      await act(flush)
    },
    async settle(work) {
      await act(async () => {
        work()
        await flush()
      })
    },
    async verify(index, snapshot) {
      for (const node of activeNodes(snapshot)) {
        if (Object.keys(node.states).length > 0) continue
        const expectation = model.states[node.id]
        if (!expectation) throw new Error(`${model.flow} view model: nothing said of state "${node.id}"`)
        try {
          await expectation(context(snapshot))
        } catch (error) {
          const shown = screen.queryAllByRole('dialog').length > 0 ? '' : '\n(no dialog shown)'
          throw new Error(
            `${model.flow} view in "${node.id}" (${locale}) at step ${index}, last person's action ${current.type}: ${error instanceof Error ? error.message : String(error)}${shown}`,
            { cause: error },
          )
        }
      }
    },
    unmount() {
      rendered?.unmount()
      rendered = undefined
    },
  }
}

/**
 * The view-level path tests of one view model, for a `<machine>.view-paths.test.tsx` file: the
 * model is complete, the covering paths pass in English, and together they cover every state and
 * transition through the view. In Indonesian one path runs, the covering path that visits the most
 * states: the flow is the same in both languages, what differs is the copy, which the catalog
 * check (`npm run i18n:check`: no empty Indonesian entry) and the `id-fit` browser tests (widths)
 * cover. Then, in English, the fewest pair paths and refusal probes that with the covering paths
 * take the transition pairs and guard outcomes the view can take (machines/testing/view-criteria.ts):
 * at least 95 % of each, measured on these runs, what the view cannot take listed with its reason.
 * With VIEW_PATHS_REPORT set (npm run paths) the figures are written there as JSON, one file per
 * machine.
 */
export function describeViewPaths<TMachine extends AnyStateMachine>(typed: ViewModel<TMachine>): void {
  const model = runnable(typed)
  describe(`${model.flow} view, generated paths`, async () => {
    const pathModel = viewPathModel(model)
    const chosen = await coveringReplays(pathModel)
    // the walks through every view take minutes: `npm test` runs those of the small machines,
    // `npm run paths` (or VIEW_PAIRS=1) all of them
    const deep = Boolean(process.env.VIEW_PATHS_REPORT || process.env.VIEW_PAIRS)
    const plan =
      deep || candidatePairs(model.pathModel).length <= CHEAP_PAIRS
        ? await planViewPaths(model.pathModel, pathModel, chosen)
        : undefined
    const walkSteps = (plan?.pairPaths ?? []).reduce((sum, path) => sum + path.steps.length - 1, 0)
    const walking = plan !== undefined && (deep || walkSteps <= CHEAP_STEPS)
    // every run through the view, as it went: the pairs and guard outcomes are read from these
    const runs: ReplayResult[] = []
    // pairs the model takes that a run through the view put other transitions between
    const interrupted = new Map<string, string>()
    // guard outcomes the same paths meet on actors
    const metOnActors = new Set(chosen.flatMap(({ replay }) => [...replay.outcomes]))

    it('says what a person sees in every state and does for every event', () => {
      const states = atomicStateIds(model.pathModel.machine)
      expect(Object.keys(model.states).sort()).toEqual(states)
      expect(Object.keys(model.events).sort()).toEqual(plainEventTypes(model.pathModel))
    })

    const indonesian = mostStates(chosen)
    const covering = {
      en: chosen,
      id: indonesian ? [indonesian] : [],
    }
    for (const locale of ['en', 'id'] as const) {
      it.each(covering[locale].map(({ path, replay }) => [path.description, path, replay] as const))(
        `${locale} %s`,
        async (_name, path, onActors) => {
          // each step reached its predicted state (replayPath checks), so the view covered at least
          // what the path covers on actors (a person's typing may add edits): the coverage below
          // counts on it
          const replay = await replayPath(pathModel, path, viewDriver(model, locale))
          runs.push(replay)
          for (const [pair, between] of interruptions(onActors, replay)) interrupted.set(pair, between)
          expect([...onActors.states].filter((id) => !replay.states.has(id))).toEqual([])
          expect([...onActors.transitions].filter((key) => !replay.transitions.has(key))).toEqual([])
        },
        // a covering path renders a few dozen steps: passkeys' first (17 steps, 3 to 8 s alone) ran
        // past 30 s in npm run paths on a loaded machine, and every later path of the file, rendered
        // while that replay went on, found an empty page at its first step
        COVERING_TIMEOUT,
      )
    }

    const walks: TestPath[] = walking ? plan.pairPaths : []
    it.each(walks.map((path) => [path.description, path] as const))(
      'en pairs %s',
      async (_name, path) => {
        const replay = await replayPath(pathModel, path, viewDriver(model, 'en'))
        runs.push(replay)
        const onActors = await replayPath(pathModel, path)
        for (const outcome of onActors.outcomes) metOnActors.add(outcome)
        for (const [pair, between] of interruptions(onActors, replay)) interrupted.set(pair, between)
        // each step reached its predicted state (replayPath checks); the view took what the actors did
        expect([...onActors.transitions].filter((key) => !replay.transitions.has(key))).toEqual([])
      },
      // a walk is hundreds of rendered steps on the largest machines (minutes on a busy one)
      600_000,
    )

    // what the covering paths cover, each path test proving its part: true under `-t` as well
    it('covers every state and every transition through the view', () => {
      const coverage = coverageOf(
        model.pathModel.machine,
        chosen.map(({ replay }) => replay),
      )
      expect(coverage.states.missing).toEqual([])
      expect(coverage.transitions.missing).toEqual([])
    })

    // read from the runs above as they went through the view: the whole file must run. Declared only
    // where the walks ran (every machine with VIEW_PAIRS=1 or npm run paths; the small ones in npm
    // test), as the walks themselves are: elsewhere there is nothing to judge, and no skipped test
    // stands in for it
    it.each(walking ? [plan] : [])(
      `takes ${VIEW_BAR * 100} % of the transition pairs and guard outcomes the view can take`,
      async (walked) => {
        expect(runs.length, 'every path above ran').toBe(chosen.length + covering.id.length + walks.length)
        const asked = new Set(runs.flatMap((replay) => [...replay.asked]))
        const criteria = walked.criteria(runs, asked, interrupted, metOnActors)
        const report = process.env.VIEW_PATHS_REPORT
        if (report) {
          await mkdir(report, { recursive: true })
          await writeFile(
            join(report, `${model.flow}.json`),
            JSON.stringify({
              machine: model.flow,
              paths: runs.length,
              coverage: coverageOf(
                model.pathModel.machine,
                chosen.map(({ replay }) => replay),
              ),
              criteria,
            }),
          )
        }
        for (const figure of Object.values(criteria))
          expect(shareOf(figure), `missing:\n  ${figure.missing.join('\n  ')}`).toBeGreaterThanOrEqual(
            VIEW_BAR,
          )
      },
    )
  })
}

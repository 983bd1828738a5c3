/**
 * `npm run paths`: generates the paths of every machine in
 * machines/registry.ts, replays each on a real actor (fake actors,
 * SimulatedClock), then runs the view-level path tests (each machine's
 * `<name>.view-paths.test.tsx`, through Vitest), and prints per machine the states and
 * transitions covered on actors and on views, out of all, and the transition pairs the generated
 * and pair paths take on actors, out of those that can happen (machines/testing/pairs.ts); through
 * the views, the transition pairs and guard outcomes out of those the view can take, as the view
 * tests work them out and enforce them (machines/testing/view-criteria.ts: at least 95 %), then
 * what the views miss and what they cannot take, with the reason.
 * Exits 1 when a replay fails or anything stays uncovered (the target is all; through the views,
 * the bar).
 *
 * `npm run paths -- --list <machine>`, `--path N`, `--format playwright`: one machine's paths
 * (scripts/paths-list.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { flows } from '../machines/registry'
import type { Coverage } from '../machines/testing/paths'
import { runPathModel } from '../machines/testing/paths'
import { shareOf, VIEW_BAR, type ViewCriteria, type ViewFigure } from '../machines/testing/view-criteria'
import { viewPathFiles, viewPathsOf } from '../machines/testing/view-path-files'
import { printCriterion } from './paths-criteria'
import { listMachinePaths } from './paths-list'

interface ViewReport {
  paths: number
  coverage: Coverage
  /** Transition pairs and guard outcomes through the view (view-criteria.ts). */
  criteria: ViewCriteria
}

/** Runs every view-level path test once; each writes its coverage as JSON into a fresh folder. */
function viewReports(): Map<string, ViewReport> {
  const folder = mkdtempSync(join(tmpdir(), 'view-paths-'))
  try {
    const files = viewPathFiles()
    const run = spawnSync('npx', ['vitest', 'run', ...flows.map((flow) => viewPathsOf(flow, files))], {
      env: { ...process.env, VIEW_PATHS_REPORT: folder },
      encoding: 'utf8',
    })
    if (run.status !== 0) console.error(`View-level path tests failed:\n${run.stdout}${run.stderr}`)
    const reports = new Map<string, ViewReport>()
    for (const flow of flows) {
      const file = join(folder, `${flow.name}.json`)
      if (existsSync(file)) reports.set(flow.name, JSON.parse(readFileSync(file, 'utf8')) as ViewReport)
    }
    return reports
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

const figure = (covered: number, total: number) => `${covered}/${total}`
const viewFigure = (criterion: ViewFigure) =>
  `${criterion.covered}/${criterion.total} (${Math.floor(100 * shareOf(criterion))} %)`

async function coverageTable(): Promise<void> {
  let incomplete = false
  const views = viewReports()
  const rows: string[][] = [
    [
      'machine',
      'paths',
      'states',
      'transitions',
      'pair paths',
      'pairs',
      'view paths',
      'view states',
      'view transitions',
      'view pairs',
      'view guards',
    ],
  ]
  const unreachable: string[] = []
  for (const flow of flows) {
    const view = views.get(flow.name)
    const viewColumns = view
      ? [
          String(view.paths),
          figure(view.coverage.states.covered, view.coverage.states.total),
          figure(view.coverage.transitions.covered, view.coverage.transitions.total),
          viewFigure(view.criteria['transition-pairs']),
          viewFigure(view.criteria['guard-outcomes']),
        ]
      : ['failed', '-', '-', '-', '-']
    if (!view) incomplete = true
    else {
      const pairs = view.criteria['transition-pairs']
      const guards = view.criteria['guard-outcomes']
      const missing = [
        ...view.coverage.states.missing.map((id) => `state ${id}`),
        ...view.coverage.transitions.missing.map((key) => `transition ${key}`),
      ]
      // under the bar: not every pair and outcome the view can take need be taken
      const short = [
        ...pairs.missing.map((key) => `transition pair ${key}`),
        ...guards.missing.map((key) => `guard outcome ${key}`),
      ]
      if (short.length > 0) console.info(`${flow.name} view: can happen, not taken:\n  ${short.join('\n  ')}`)
      for (const [kind, each] of [
        ['transition pair', pairs],
        ['guard outcome', guards],
      ] as const)
        for (const { key, reason } of each.unreachable)
          unreachable.push(`${flow.name}: ${kind} ${key}: ${reason}`)
      if (shareOf(pairs) < VIEW_BAR || shareOf(guards) < VIEW_BAR) incomplete = true
      if (missing.length > 0) {
        incomplete = true
        console.error(`${flow.name} view: not covered:\n  ${missing.join('\n  ')}`)
      }
    }
    try {
      const { paths, pairPaths, coverage, pairs } = await runPathModel(flow.pathModel)
      rows.push([
        flow.name,
        String(paths),
        figure(coverage.states.covered, coverage.states.total),
        figure(coverage.transitions.covered, coverage.transitions.total),
        String(pairPaths),
        figure(pairs.covered, pairs.feasible),
        ...viewColumns,
      ])
      const missing = [
        ...coverage.states.missing.map((id) => `state ${id}`),
        ...coverage.transitions.missing.map((key) => `transition ${key}`),
        ...pairs.missing.map((key) => `transition pair ${key}`),
        ...pairs.unforeseen.map((key) => `transition pair ${key}, taken but not found by the search`),
      ]
      if (missing.length > 0) {
        incomplete = true
        console.error(`${flow.name}: not covered:\n  ${missing.join('\n  ')}`)
      }
    } catch (error) {
      incomplete = true
      rows.push([flow.name, 'failed', '-', '-', '-', '-', ...viewColumns])
      console.error(`${flow.name}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)))
  for (const row of rows)
    console.info(
      row
        .map((value, column) => value.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
  if (unreachable.length > 0)
    console.info(`\nThrough the views, cannot happen (with the reason):\n${unreachable.join('\n')}`)
  if (incomplete) process.exitCode = 1
}

const args = process.argv.slice(2)
// a listing of one machine's paths (with its criterion, path and format), else the criterion's table
if (['--list', '--json', '--path', '--format'].some((flag) => args.includes(flag))) listMachinePaths(args)
else if (args.includes('--criterion')) await printCriterion(args)
else await coverageTable()

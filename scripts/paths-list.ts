/**
 * `npm run paths -- --list <machine>` (or `--machine <machine> --list`): the paths of one machine as
 * numbered steps (event with its payload, the states reached and what each shows); `--criterion
 * transitions|transition-pairs|guard-outcomes` picks the set (machines/testing/path-sets.ts; the
 * generated paths without it); `--json` prints the same as JSON for tools; `--path N` only path N;
 * `--format playwright` a browser test skeleton for path N (machines/testing/playwright.ts), to
 * stdout or to `--out <file>`.
 */
import { writeFileSync } from 'node:fs'
import { flows } from '../machines/registry'
import { formatPathListing, listPaths } from '../machines/testing/path-listing'
import { isPathCriterion, PATH_CRITERIA } from '../machines/testing/path-sets'
import { playwrightSkeleton } from '../machines/testing/playwright'

const USAGE = `Usage: npm run paths -- --machine <name> [--criterion ${PATH_CRITERIA.join('|')}] [--list] [--json] [--path <n> [--format playwright [--out <file>]]]`

// Exit codes go through process.exitCode: process.exit() would cut a long listing piped to a tool.
export function listMachinePaths(args: readonly string[]): void {
  const option = (name: string) => {
    const index = args.indexOf(name)
    return index >= 0 ? args[index + 1] : undefined
  }
  const name = option('--machine') ?? option('--list')
  const flow = flows.find((candidate) => candidate.name === name)
  const criterion = option('--criterion')
  const format = option('--format')
  const number = option('--path') === undefined ? undefined : Number(option('--path'))
  const fail = (message: string) => {
    console.error(`${message}\n${USAGE}\nMachines: ${flows.map((candidate) => candidate.name).join(', ')}`)
    process.exitCode = 1
  }
  if (!flow) return fail(name ? `No machine "${name}".` : 'Name a machine.')
  if (criterion !== undefined && !isPathCriterion(criterion)) return fail(`No criterion "${criterion}".`)
  if (format !== undefined && format !== 'playwright') return fail(`No format "${format}".`)
  if (format && number === undefined) return fail('--format needs a path: --path <n>.')
  const all = listPaths(flow.pathModel, criterion)
  const chosen = number === undefined ? all : all.filter((path) => path.number === number)
  if (chosen.length === 0)
    return fail(
      `${flow.name} has ${all.length} paths${criterion ? ` for ${criterion}` : ''}; no path ${number}.`,
    )
  if (format === 'playwright') {
    const command = `npm run paths -- --machine ${flow.name} --criterion ${criterion ?? 'transitions'} --path ${number} --format playwright`
    const text = playwrightSkeleton(
      { machine: flow.name, criterion: criterion ?? 'transitions', command },
      chosen[0]!,
      flow.gestures,
    )
    const out = option('--out')
    if (out) {
      writeFileSync(out, text)
      console.info(`Wrote ${out}`)
    } else process.stdout.write(text)
    return
  }
  console.info(
    args.includes('--json')
      ? JSON.stringify({ machine: flow.name, criterion: criterion ?? 'transitions', paths: chosen }, null, 2)
      : formatPathListing(flow.name, chosen, criterion),
  )
}

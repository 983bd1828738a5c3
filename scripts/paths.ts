/**
 * `npm run paths`: generates the paths of every machine in
 * machines/registry.ts, replays each on a real actor (fake actors,
 * SimulatedClock), and prints states and transitions covered out of all.
 * Exits 1 when a replay fails or anything stays uncovered (the target is all).
 *
 * `npm run paths -- --list <machine>`: every generated path of one machine
 * as numbered steps (event, state reached, its description); `--json` (with
 * or instead of `--list`) prints the same as JSON for tools.
 */
import { flows } from '../machines/registry'
import { formatPathListing, listPaths } from '../machines/testing/path-listing'
import { runPathModel } from '../machines/testing/paths'

// Exit codes go through process.exitCode: process.exit() would cut a long listing piped to a tool.
function list(args: readonly string[]): void {
  const name = args.find((arg) => !arg.startsWith('--'))
  const flow = flows.find((candidate) => candidate.name === name)
  if (!flow) {
    console.error(
      `${name ? `No machine "${name}".` : 'Name a machine.'} Usage: npm run paths -- --list <machine> [--json]\nMachines: ${flows.map((candidate) => candidate.name).join(', ')}`,
    )
    process.exitCode = 1
    return
  }
  const paths = listPaths(flow.pathModel)
  console.info(
    args.includes('--json')
      ? JSON.stringify({ machine: flow.name, paths }, null, 2)
      : formatPathListing(flow.name, paths),
  )
}

async function coverageTable(): Promise<void> {
  let incomplete = false
  const rows: string[][] = [['machine', 'paths', 'states', 'transitions']]
  for (const flow of flows) {
    try {
      const { paths, coverage } = await runPathModel(flow.pathModel)
      rows.push([
        flow.name,
        String(paths),
        `${coverage.states.covered}/${coverage.states.total}`,
        `${coverage.transitions.covered}/${coverage.transitions.total}`,
      ])
      const missing = [
        ...coverage.states.missing.map((id) => `state ${id}`),
        ...coverage.transitions.missing.map((key) => `transition ${key}`),
      ]
      if (missing.length > 0) {
        incomplete = true
        console.error(`${flow.name}: not covered:\n  ${missing.join('\n  ')}`)
      }
    } catch (error) {
      incomplete = true
      rows.push([flow.name, 'failed', '-', '-'])
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
  if (incomplete) process.exitCode = 1
}

const args = process.argv.slice(2)
if (args.includes('--list') || args.includes('--json')) list(args)
else await coverageTable()

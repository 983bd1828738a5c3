/**
 * `npm run paths`: generates the paths of every machine in
 * machines/registry.ts, replays each on a real actor (fake actors,
 * SimulatedClock), and prints states and transitions covered out of all.
 * Exits 1 when a replay fails or anything stays uncovered (the target is all).
 */
import { flows } from '../machines/registry'
import { runPathModel } from '../machines/testing/paths'

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
if (incomplete) process.exit(1)

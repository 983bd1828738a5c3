/**
 * `npm run paths -- --criterion transition-pairs|guard-outcomes [--machine <name>]`: that
 * criterion's coverage on actors per machine (machines/testing/criteria.ts), then what the paths
 * miss and, for pairs, what the search proved unreachable. Exits 1 when something that can happen
 * is not covered (a guard outcome nothing reached counts too).
 */
import { flows } from '../machines/registry'
import { criteriaOf, type Criterion } from '../machines/testing/criteria'
import { formatTable } from './table'

const CRITERIA: readonly Criterion[] = ['transition-pairs', 'guard-outcomes']

export async function printCriterion(args: readonly string[]): Promise<void> {
  const option = (name: string) => {
    const index = args.indexOf(name)
    return index >= 0 ? args[index + 1] : undefined
  }
  const criterion = option('--criterion') as Criterion | undefined
  const only = option('--machine')
  const chosen = flows.filter((flow) => !only || flow.name === only)
  if (!criterion || !CRITERIA.includes(criterion) || chosen.length === 0) {
    console.error(
      `Usage: npm run paths -- --criterion ${CRITERIA.join('|')} [--machine <name>]\nMachines: ${flows.map((flow) => flow.name).join(', ')}`,
    )
    process.exitCode = 1
    return
  }
  const pairs = criterion === 'transition-pairs'
  const rows: string[][] = [
    pairs
      ? ['machine', 'covered/feasible', '%', 'unreachable']
      : ['machine', 'covered/total', '%', 'never seen'],
  ]
  const notes: string[] = []
  const proofs: string[] = []
  for (const flow of chosen) {
    const figure = (await criteriaOf(flow.pathModel))[criterion]
    const percent = figure.total === 0 ? 100 : (100 * figure.covered) / figure.total
    rows.push([
      flow.name,
      `${figure.covered}/${figure.total}`,
      percent.toFixed(1),
      String(pairs ? figure.unreachable.length : figure.unseen.length),
    ])
    for (const key of figure.missing)
      notes.push(
        `${flow.name}: ${pairs ? 'can happen' : 'reached by a random walk'}, not taken by a path: ${key}`,
      )
    for (const key of figure.unseen) notes.push(`${flow.name}: reached by no path and no walk: ${key}`)
    for (const key of figure.unreachable) proofs.push(`${flow.name}: no path of the model takes ${key}`)
    if (figure.missing.length > 0 || figure.unseen.length > 0) process.exitCode = 1
  }
  console.info(formatTable(rows))
  if (notes.length > 0) console.info(`\n${notes.join('\n')}`)
  if (proofs.length > 0)
    console.info(
      `\nUnreachable (the definition allows them; the search over the path model's states, events and fakes found no way):\n${proofs.join('\n')}`,
    )
}

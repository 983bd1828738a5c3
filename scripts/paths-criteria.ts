/**
 * `npm run paths -- --criterion transition-pairs|guard-outcomes [--machine <name>]`: that
 * criterion's coverage on actors per machine (machines/testing/criteria.ts), then what the
 * generated paths miss. Reported, not enforced: it does not set the exit code.
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
  const rows: string[][] = [['machine', criterion, '%', 'never seen']]
  const notes: string[] = []
  for (const flow of chosen) {
    const figure = (await criteriaOf(flow.pathModel))[criterion]
    const percent = figure.total === 0 ? 100 : (100 * figure.covered) / figure.total
    rows.push([
      flow.name,
      `${figure.covered}/${figure.total}`,
      percent.toFixed(1),
      String(figure.unseen.length),
    ])
    for (const key of figure.missing)
      notes.push(`${flow.name}: reached by a random walk, not by a path: ${key}`)
    for (const key of figure.unseen) notes.push(`${flow.name}: reached by no path and no walk: ${key}`)
  }
  console.info(formatTable(rows))
  if (notes.length > 0) console.info(`\n${notes.join('\n')}`)
}

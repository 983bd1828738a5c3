/**
 * `npm run mutants`: mutation testing of every machine in machines/registry.ts. Each machine's
 * mutants (a guard negated or removed, a target moved to a sibling, an action dropped, a
 * transition removed: machines/testing/mutate.ts) are run against the paths generated from the
 * real machine; prints per machine the mutants, killed, survived and the score, then each survivor
 * (kind, where). A benchmark, not part of `npm test`.
 *
 *   npm run mutants -- --machine otp      one machine
 *   npm run mutants -- --cap 40           at most 40 mutants per machine, spread over the machine
 *   npm run mutants -- --verbose          what killed each mutant
 */
import { flows } from '../machines/registry'
import { mutationReport } from '../machines/testing/mutants'
import { formatTable } from './table'

const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const only = option('--machine')
const cap = option('--cap') === undefined ? undefined : Number(option('--cap'))
const verbose = args.includes('--verbose')

const chosen = flows.filter((flow) => !only || flow.name === only)
if (chosen.length === 0) {
  console.error(`No machine "${only}". Machines: ${flows.map((flow) => flow.name).join(', ')}`)
  process.exitCode = 1
} else {
  const rows: string[][] = [['machine', 'mutants', 'killed', 'survived', 'score', 'seconds']]
  const survivors: string[] = []
  for (const flow of chosen) {
    const started = performance.now()
    const report = await mutationReport(flow.pathModel, {
      cap,
      onMutant: verbose
        ? ({ mutant, killed, by }) =>
            console.info(
              `${flow.name} ${killed ? 'killed  ' : 'SURVIVED'} ${mutant.kind} ${mutant.where}${by ? ` — ${by}` : ''}`,
            )
        : undefined,
    })
    const score = report.mutants === 0 ? 100 : (100 * report.killed) / report.mutants
    rows.push([
      flow.name,
      String(report.mutants),
      String(report.killed),
      String(report.survivors.length),
      `${score.toFixed(1)} %`,
      ((performance.now() - started) / 1000).toFixed(1),
    ])
    for (const { mutant } of report.survivors) survivors.push(`${flow.name}: ${mutant.kind} ${mutant.where}`)
    for (const refused of report.invalid) survivors.push(`${flow.name}: (not built) ${refused}`)
  }
  console.info(formatTable(rows))
  if (survivors.length > 0) console.info(`\nSurvivors:\n  ${survivors.join('\n  ')}`)
}

/**
 * `npm run walks`: long seeded random walks through every machine in machines/registry.ts on its
 * replay actors, invariants checked after every step (machines/testing/walks.ts). Prints per
 * machine the walks and steps taken; a failure prints the shortest walk fast-check shrank it to,
 * the broken rule, and the line that replays it. `npm test` takes a short budget of the same walks
 * (machines/walks.test.ts).
 *
 *   npm run walks -- --machine otp              one machine
 *   npm run walks -- --runs 500 --steps 300     more and longer walks (default 200 × 200)
 *   WALK_SEED=… WALK_PATH=… npm run walks -- --machine otp    replays a printed failure
 */
import { flows } from '../machines/registry'
import { checkWalks, formatWalkFailure } from '../machines/testing/walks'

const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const only = option('--machine')
const runs = Number(option('--runs') ?? 200)
const steps = Number(option('--steps') ?? 200)
const seed = process.env.WALK_SEED ? Number(process.env.WALK_SEED) : undefined
const path = process.env.WALK_PATH

const chosen = flows.filter((flow) => !only || flow.name === only)
if (chosen.length === 0) {
  console.error(`No machine "${only}". Machines: ${flows.map((flow) => flow.name).join(', ')}`)
  process.exitCode = 1
}
for (const flow of chosen) {
  const started = performance.now()
  const report = await checkWalks(flow.pathModel, { runs, steps, seed, path })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (report.failure) {
    process.exitCode = 1
    console.error(formatWalkFailure(flow.name, report.failure))
  } else
    console.info(
      `${flow.name}: ${report.walks} walks held, ${report.steps} events (up to ${steps} a walk), ${seconds} s`,
    )
}

// `npm run chaos [-- runs]`: the money-exactly-once property tests (server/test/chaos.test.ts, and
// renewals: server/test/renewal-chaos.test.ts) with many more schedules than `npm test` runs, on
// PostgreSQL, each schedule printed. A failure prints
// the seed and path to replay it with: CHAOS_SEED=<seed> CHAOS_PATH=<path> npm run chaos
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

process.chdir(fileURLToPath(new URL('../..', import.meta.url)))
const runs = process.argv[2] ?? process.env.CHAOS_RUNS ?? '300'
const started = Date.now()
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'postgres',
    'server/test/chaos.test.ts',
    'server/test/renewal-chaos.test.ts',
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, CHAOS_RUNS: runs, CHAOS_VERBOSE: '1' },
  },
)
const seconds = ((Date.now() - started) / 1000).toFixed(0)
console.log(
  result.status === 0
    ? `chaos: ${runs} schedules run, invariant violations: 0 (${seconds} s)`
    : `chaos: invariant violated (see the counterexample, seed and path above) after ${seconds} s`,
)
process.exit(result.status ?? 1)

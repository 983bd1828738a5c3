// `npm test`: everything CI checks, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))

const steps = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['format', 'npm', ['run', '-s', 'format:check']],
  ['i18n', 'npm', ['run', '-s', 'i18n:check']],
  ['unit and machine tests', 'npx', ['vitest', 'run']],
  ['flow charts fresh', 'npm', ['run', '-s', 'flows:check']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['no dev-only code in the build', 'node', ['scripts/no-dev-code.mjs']],
  ['valid HTML', 'npm', ['run', '-s', 'html:check']],
  ['bundle budget', 'npm', ['run', '-s', 'size']],
  ['browser tests', 'npx', ['playwright', 'test']],
]

let passed = 0
const started = Date.now()
for (const [name, cmd, args] of steps) {
  const t0 = Date.now()
  console.log(`\n▶ ${name}`)
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } })
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`)
    console.log(`steps: ${passed} passed, 1 failed`)
    process.exit(1)
  }
  passed += 1
  console.log(`✓ ${name} (${seconds} s)`)
}
console.log(`\nall checks green in ${((Date.now() - started) / 1000).toFixed(0)} s`)
console.log(`steps: ${passed} passed, 0 failed`)

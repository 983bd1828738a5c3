// `npm test`: everything CI checks, stopping at the first failure.
//
// The quick checks run in two lanes at once: the source checks (each one mostly a single thread)
// beside the build and the checks of what it built; the unit tests and the browser tests, each of
// which keeps both cores busy alone, then run one after the other. A lane's step prints its output
// once it ends, under its name, so the two lanes' lines never interleave.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))

const sourceChecks = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['format', 'npm', ['run', '-s', 'format:check']],
  ['i18n', 'npm', ['run', '-s', 'i18n:check']],
  ['flow charts fresh', 'npm', ['run', '-s', 'flows:check']],
]
const buildChecks = [
  ['build', 'npm', ['run', '-s', 'build']],
  ['no dev-only code in the build', 'node', ['scripts/no-dev-code.mjs']],
  ['valid HTML', 'npm', ['run', '-s', 'html:check']],
  ['bundle budget', 'npm', ['run', '-s', 'size']],
]
// The unit tests' Node with a young generation of 64 MB a space instead of 16: they allocate fast (the
// machines' generated paths, jsdom) and the collector ran far less often. Whole unit runs, one after
// the other: 200 s against 216 s; the generated paths' two files and the OTP attack, alternating:
// 22.9 and 22.0 s against 23.7 and 25.2 s. Not the browser tests' server: no gain shown there.
const YOUNG_GENERATION = {
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' '),
}
const stages = [
  [sourceChecks, buildChecks],
  [[['unit and machine tests', 'npx', ['vitest', 'run'], YOUNG_GENERATION]]],
  [[['browser tests', 'npx', ['playwright', 'test']]]],
]

const env = { ...process.env, FORCE_COLOR: '0' }
/** Each step running, and whether it leads a process group of its own (a lane's step does). */
const running = new Map()
const stopped = new Set()
let passed = 0
let failed = false

/** Stops every step still running, with whatever it started. */
function stopAll() {
  for (const [child, leadsGroup] of running) {
    stopped.add(child)
    try {
      if (leadsGroup) process.kill(-child.pid, 'SIGTERM')
      else child.kill('SIGTERM')
    } catch {
      // it ended meanwhile (its close event is still to come)
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll()
    process.exit(130)
  })

/** Runs one step; its output is printed live when it runs alone, else held until it ends. */
function run([name, cmd, args, extraEnv], alone) {
  return new Promise((resolve) => {
    const t0 = Date.now()
    if (alone) console.log(`\n▶ ${name}`)
    const stepEnv = { ...env, ...extraEnv }
    const child = alone
      ? spawn(cmd, args, { env: stepEnv, stdio: 'inherit' })
      : spawn(cmd, args, { env: stepEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    running.set(child, !alone)
    const held = []
    child.stdout?.on('data', (chunk) => held.push(chunk))
    child.stderr?.on('data', (chunk) => held.push(chunk))
    child.on('close', (code) => {
      running.delete(child)
      if (stopped.has(child)) return resolve(false) // stopped: the other lane failed
      const seconds = ((Date.now() - t0) / 1000).toFixed(1)
      if (!alone) process.stdout.write(`\n▶ ${name}\n${Buffer.concat(held).toString()}`)
      if (code === 0) {
        passed += 1
        console.log(`✓ ${name} (${seconds} s)`)
        return resolve(true)
      }
      console.log(`\n✗ ${name} failed after ${seconds} s`)
      resolve(false)
    })
  })
}

/** Runs steps in order until one fails; a failure stops the other lane too. */
async function lane(steps, alone) {
  for (const step of steps) {
    if (failed) return
    if (!(await run(step, alone))) {
      failed = true
      stopAll()
    }
  }
}

const started = Date.now()
for (const lanes of stages) {
  await Promise.all(lanes.map((steps) => lane(steps, lanes.length === 1)))
  if (failed) {
    console.log(`steps: ${passed} passed, 1 failed`)
    process.exit(1)
  }
}
console.log(`\nall checks green in ${((Date.now() - started) / 1000).toFixed(0)} s`)
console.log(`steps: ${passed} passed, 0 failed`)

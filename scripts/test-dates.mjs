// `npm run test:dates`: the tests that read a date, played on other days. A test that formats
// "today" its own way passes in the months where its way and the site's agree, and fails for
// everybody on the first day they do not (6 Dec 2026: "6 Dec" against the page's "6 Des"). This runs
// them with the clock moved to the first of each month of a year, at 00:30 and at 23:30 WIB (the
// two sides of the UTC date line), and lists every test that fails at each moment.
//
// The clock is moved by CLOCK_OFFSET_MS: in the unit tests' `Date` (src/test/moved-clock.ts), in the
// browser tests' pages and own code (e2e/clock.ts) and in their server (server/lib/clock.ts, demo
// mode only). Which tests read dates:
//   - the client's and machines' unit files whose text formats or reads a date (DATE_READING
//     below), found anew each run (the server's tests run on their harness's fixed clock);
//   - browser tests tagged `@dates` (a test that shows or compares a date tags itself).
//
// Options: --year 2027 (default: this year in WIB), --at 2026-12-01T00:30+07:00 (one moment, may
// repeat, instead of the year's 24), --unit or --e2e (one kind only). Not part of `npm test`: 24
// moments take about 40 minutes on a quiet 2-core machine (about 90 s each).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
process.chdir(root)

const WIB = 7 * 3_600_000
const DATE_READING =
  /formatDateLong|formatDayMonth|formatDateNumeric|formatTime\b|newLoginText|useYear|\bWIB\b|Date\.now\(\)|new Date\(\)/

function option(name) {
  const values = []
  process.argv.forEach((arg, i) => {
    if (arg === name && process.argv[i + 1]) values.push(process.argv[i + 1])
  })
  return values
}

/** The moments to play: each first of the month at 00:30 and 23:30 WIB, or the --at ones. */
function moments() {
  const asked = option('--at')
  if (asked.length > 0)
    return asked.map((text) => {
      const at = Date.parse(text)
      if (Number.isNaN(at)) throw new Error(`--at ${text}: not a date`)
      return { label: text, at }
    })
  const year = Number(option('--year')[0] ?? new Date(Date.now() + WIB).getUTCFullYear())
  const list = []
  for (let month = 0; month < 12; month += 1)
    for (const [hour, minute] of [
      [0, 30],
      [23, 30],
    ]) {
      const label = `${year}-${String(month + 1).padStart(2, '0')}-01 ${String(hour).padStart(2, '0')}:${minute} WIB`
      list.push({ label, at: Date.UTC(year, month, 1, hour, minute) - WIB })
    }
  return list
}

/** Every unit test file that reads or formats a date. */
function dateReadingUnitFiles() {
  const found = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.test\.tsx?$/.test(entry.name) && DATE_READING.test(readFileSync(path, 'utf8')))
        found.push(relative(root, path))
    }
  }
  // the server's tests run on their harness's own clock (server/test/harness.ts), never the machine's
  for (const dir of ['src', 'machines']) walk(join(root, dir))
  return found.sort()
}

/** An error's first line, without the terminal's colours. */
const firstLine = (text) =>
  String(text ?? 'failed')
    // oxlint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()

/** Failed tests' names from a Vitest JSON report. */
function vitestFailures(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return report.testResults.flatMap((suite) => {
    const failed = suite.assertionResults.filter((t) => t.status === 'failed')
    const name = relative(root, suite.name)
    if (failed.length === 0 && suite.status === 'failed') return [`${name}: ${firstLine(suite.message)}`]
    return failed.map((t) => `${name}: ${t.fullName}\n      ${firstLine(t.failureMessages?.[0])}`)
  })
}

/** Failed tests' names from a Playwright JSON report. */
function playwrightFailures(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const failed = []
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue
      const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error
      failed.push(`${spec.file}: ${[...path, spec.title].join(' › ')}\n      ${firstLine(error?.message)}`)
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title && !suite.file ? [...path, suite.title] : path)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  for (const error of report.errors ?? []) failed.push(`run: ${error.message?.split('\n')[0]}`)
  return failed
}

function run(command, args, env) {
  const result = spawnSync(command, args, {
    env: { ...process.env, FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return result.status
}

const kinds = process.argv.includes('--unit')
  ? ['unit']
  : process.argv.includes('--e2e')
    ? ['e2e']
    : ['unit', 'e2e']
const unitFiles = dateReadingUnitFiles()
const reports = mkdtempSync(join(tmpdir(), 'test-dates-'))
const results = []
console.log(`unit files that read dates (${unitFiles.length}): ${unitFiles.join(', ')}`)
console.log('browser tests: those tagged @dates')

for (const { label, at } of moments()) {
  const failures = []
  const started = Date.now()
  if (kinds.includes('unit')) {
    const out = join(reports, 'vitest.json')
    const offset = at - Date.now()
    const projects = ['unit', 'views', 'isolated'].flatMap((name) => ['--project', name])
    const args = ['vitest', 'run', ...projects, '--reporter=json', `--outputFile=${out}`, ...unitFiles]
    const status = run('npx', args, {
      CLOCK_OFFSET_MS: String(offset),
    })
    try {
      failures.push(...vitestFailures(out))
    } catch {
      failures.push(`vitest: no report (exit ${status})`)
    }
    if (status !== 0 && failures.length === 0) failures.push(`vitest: exit ${status}`)
    rmSync(out, { force: true })
  }
  if (kinds.includes('e2e')) {
    const out = join(reports, 'playwright.json')
    const offset = at - Date.now()
    const status = run('npx', ['playwright', 'test', '--grep', '@dates', '--reporter=json'], {
      CLOCK_OFFSET_MS: String(offset),
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      // its own server (and port): one started by another run has the machine's clock
      E2E_PORT: process.env.E2E_PORT ?? '3150',
    })
    try {
      failures.push(...playwrightFailures(out))
    } catch {
      failures.push(`playwright: no report (exit ${status})`)
    }
    if (status !== 0 && failures.length === 0) failures.push(`playwright: exit ${status}`)
    rmSync(out, { force: true })
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  console.log(`${failures.length === 0 ? '✓' : '✗'} ${label} (${seconds} s)`)
  for (const failure of failures) console.log(`    ${failure}`)
  results.push({ label, failures })
}
rmSync(reports, { recursive: true, force: true })

const failing = results.filter((r) => r.failures.length > 0)
console.log(
  failing.length === 0
    ? `\nevery date-reading test passed at all ${results.length} moments`
    : `\n${failing.length} of ${results.length} moments had failures: ${failing.map((r) => r.label).join(', ')}`,
)
process.exit(failing.length === 0 ? 0 : 1)

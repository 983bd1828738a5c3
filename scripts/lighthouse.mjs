// `npm run lighthouse`: starts the production server (`npm start`) on its own port and a fresh
// data directory, runs Lighthouse 12 (mobile, the default form factor) on the pages below, prints
// performance, accessibility, LCP, TBT and CLS per page, then stops the server. Exits non-zero
// when a page misses the budget (performance ≥ 95, accessibility 100), so CI can use it as is.
//   LIGHTHOUSE_PORT (default 3350), LIGHTHOUSE_PATHS (comma-separated, default '/,/package'),
//   CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_RUNS (best of N, default 1),
//   LIGHTHOUSE_REPORT_DIR (when set, the best run's full JSON report per page is written there).
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3350)
const paths = (process.env.LIGHTHOUSE_PATHS ?? '/,/package').split(',').map((p) => p.trim()).filter(Boolean)
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const BUDGET = { performance: 95, accessibility: 100 }
const origin = `http://127.0.0.1:${port}`

const dataDir = mkdtempSync(join(tmpdir(), 'vp-lighthouse-'))
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
})

let chrome
async function cleanUp() {
  try {
    await chrome?.kill()
  } catch {
    // already gone
  }
  if (server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  rmSync(dataDir, { recursive: true, force: true })
}

async function waitForServer(timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    try {
      const res = await fetch(`${origin}/`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server did not answer on ${origin} within ${timeoutMs / 1000} s`)
}

const ms = (value) => `${Math.round(value)} ms`

try {
  await waitForServer()
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic',
    ],
  })
  const rows = []
  for (const path of paths) {
    let best
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      })
      const { categories, audits } = result.lhr
      const row = {
        path,
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        failedA11y: Object.values(audits)
          .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
          .map((a) => `${a.id} (${(a.details?.items ?? []).map((item) => item.node?.selector).filter(Boolean).slice(0, 3).join('; ')})`),
      }
      if (!best || row.performance > best.performance) best = { ...row, lhr: result.lhr }
    }
    rows.push(best)
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true })
      const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
      writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`), JSON.stringify(best.lhr))
    }
  }
  console.log('\nLighthouse (mobile) against npm start:')
  console.log(['page', 'performance', 'accessibility', 'LCP', 'TBT', 'CLS'].join('\t'))
  for (const r of rows) {
    console.log([r.path, r.performance, r.accessibility, ms(r.lcp), ms(r.tbt), r.cls.toFixed(3)].join('\t'))
    if (r.failedA11y.length > 0) console.log(`  accessibility audits failed on ${r.path}: ${r.failedA11y.join(', ')}`)
  }
  const missed = rows.filter((r) => r.performance < BUDGET.performance || r.accessibility < BUDGET.accessibility)
  if (missed.length > 0) {
    console.error(`\nBelow budget (performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}): ${missed.map((r) => r.path).join(', ')}`)
    process.exitCode = 1
  }
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanUp()
}

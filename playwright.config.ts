import { defineConfig, devices } from '@playwright/test'
import { BROWSER_FLAGS, browserPath } from './scripts/browser.mjs'
import { E2E_SERVER_ENV } from './e2e/server-env'

const PORT = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on 2 cores: the pages leave a core idle part of the time (network waits, the test
  // server), which a third worker fills. Whole suite, alternating with two on a machine loaded by
  // other work (load 9-25): 585 and 584 s against 635 and 598 s, and green in three runs of three.
  // A click in the signed-in devices' dialog once went unanswered with three: not seen again in
  // those runs, nor in six runs of its steps with the page's CPU slowed 6 and 10 times.
  workers: 3,
  // a flaky test fails the run: no retry hides it
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test about a sixth of its time (screencast and DOM snapshots),
    // kept or not; a failure is reported with its error, the page's ARIA snapshot and a screenshot.
    // `npx playwright test --trace=on` records one where a failure needs it.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The Chromium that `npm ci` installs (scripts/browser.mjs); CHROMIUM_PATH picks another.
    launchOptions: {
      executablePath: await browserPath(),
      // and, for the tests alone, the compositor on a thread of the browser process instead of a
      // process of its own (no GPU here either way), less CPU a page. The system's wish for less
      // transparency: the site then draws no blur behind its cards, scrolled header and dialogs,
      // which software compositing computed again for every frame under a dialog (a field's
      // blinking caret) and was the browser's busiest thread: three specs (54 tests), alternating,
      // 125 and 133 CPU-seconds with the blur, 113 and 105 without. No test reads a blur, axe
      // included; shell.spec checks both ways.
      args: [
        ...BROWSER_FLAGS,
        '--in-process-gpu',
        '--disable-extensions',
        '--mute-audio',
        '--blink-settings=prefersReducedTransparency=true',
        // V8 stops at its baseline compiler: a test's page lives seconds, too short for the
        // optimising compilers to pay back the work of their background threads. Three specs (54
        // tests), four runs alternating: the renderers' worker threads 12.9 against 8.3 CPU-s,
        // Chromium as a whole 76 against 69, the main threads unchanged.
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [
    // A spec that moves the demo server's clock (days ahead: every login and date of the others
    // would move under them) or changes the demo customer's renewals and payment methods runs on a
    // server of its own (e2e/clock-server.ts), one test at a time: each moves the one clock and the
    // one customer the next reads. Listed first, so that a worker takes them at the start, beside
    // the others, instead of after them all: 65 s of one worker at the end of a run before.
    {
      name: 'clock',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: /\.clock\.spec\.ts$/,
      workers: 1,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /\.clock\.spec\.ts$/,
    },
  ],
  webServer: {
    // A fresh database each run, so the demo data is exactly as seeded.
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 120_000,
    // a server already running has its own clock: a run on a moved clock (npm run test:dates) starts its own
    reuseExistingServer: !process.env.CI && !process.env.CLOCK_OFFSET_MS,
    env: { ...E2E_SERVER_ENV, PORT: String(PORT), DATA_DIR: '.data-e2e' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})

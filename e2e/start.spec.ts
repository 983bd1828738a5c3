/**
 * `npm start` as the README runs it: no environment beyond PORT and DATA_DIR (both documented), so
 * demo mode is what a newcomer gets. A new phone signs up with the code read from the outbox.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from './dev-server'

test.describe.configure({ timeout: 120_000 })

let server: ChildProcess
let origin = ''
let dataDir = ''
const log: string[] = []

test.beforeAll(async () => {
  // a first start (its database created, migrated and seeded): about 10 s alone, but past the
  // two minutes of the file's timeout twice while the whole suite ran on a machine busy with more
  test.setTimeout(240_000)
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  dataDir = mkdtempSync(join(tmpdir(), 'vp-start-'))
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [server.stdout!, server.stderr!])
    stream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)))
  await expect
    .poll(() => log.some((line) => line.includes(`Vision+ TV on ${origin}`)), {
      timeout: 210_000,
    })
    .toBe(true)
})

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    // Ctrl-C, as a newcomer stops it: no drain delay (see stopServer)
    server.kill('SIGINT')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

test('npm start is in demo mode: a new phone signs up with the code from the outbox, also printed in the log', async ({
  page,
}) => {
  expect(log.join('\n')).toContain(`${origin}/__dev/sms?phone=`)
  const phone = `0813${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`

  await page.goto(`${origin}/`)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'Login' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Phone number').fill(phone)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible()

  let code = ''
  await expect(async () => {
    const res = await page.request.get(`${origin}/__dev/sms?phone=${phone}`)
    expect(res.status()).toBe(200)
    code = ((await res.json()) as { code: string }).code
  }).toPass({ timeout: 15_000 })
  expect(code).toMatch(/^\d{4}$/)
  // the demo log's line for people (pretty-printed in demo mode: time and level first)
  expect(
    log.filter((line) => line.endsWith(`INFO: [sms] code ${code} for +62${phone.slice(1)}`)),
  ).toHaveLength(1)

  // typing into the first box fills the rest (the custom boxes and Mantine's PinInput alike)
  await dialog.locator('input[autocomplete="one-time-code"]').first().click()
  await page.keyboard.type(code)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await dialog.getByLabel('Full name').fill('Sari Newcomer')
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('pertama123')
  await dialog.getByLabel('Confirm password').fill('pertama123')
  await dialog.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Registration success!')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Sari Newcomer', {
    timeout: 30_000,
  })
})

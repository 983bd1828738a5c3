// The Chromium that the browser tests and Lighthouse drive.
//
// By default it is the headless Chromium inside the npm package @sparticuz/chromium, so `npm ci`
// installs it and every machine tests the same build (the lockfile pins the version); nothing is
// downloaded and no system package is needed. CHROMIUM_PATH points at another Chromium instead
// (for example Debian's /usr/bin/chromium).
//
// The package unpacks itself into the system temp folder and reuses whatever it finds there,
// whichever version left it. So each version is unpacked once into its own folder under
// node_modules/.cache, through a private folder that is renamed into place: a run that starts
// while another unpacks never sees half a browser.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Flags for a headless run on a machine with a closed network and no GPU. */
export const BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const root = fileURLToPath(new URL('..', import.meta.url))

/** The packaged browser's version, as the lockfile pinned it. */
export function packagedVersion() {
  const require = createRequire(import.meta.url)
  const pkg = join(dirname(require.resolve('@sparticuz/chromium')), '..', 'package.json')
  return JSON.parse(readFileSync(pkg, 'utf8')).version
}

/** Path of the Chromium executable to launch; unpacks the packaged one on first use. */
export async function browserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  const cache = join(root, 'node_modules', '.cache', 'chromium')
  const dir = join(cache, packagedVersion())
  const executable = join(dir, 'chromium')
  if (existsSync(executable)) return executable

  mkdirSync(cache, { recursive: true })
  const work = mkdtempSync(join(cache, 'unpacking-'))
  const { default: chromium } = await import('@sparticuz/chromium')
  const previous = process.env.TMPDIR
  process.env.TMPDIR = work
  try {
    await chromium.executablePath()
  } finally {
    if (previous === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = previous
  }
  try {
    renameSync(work, dir)
  } catch {
    // Another run unpacked the same version first; use its copy.
    rmSync(work, { recursive: true, force: true })
  }
  return executable
}

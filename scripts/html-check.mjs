// `npm run html:check`: every page the build wrote (dist/client/**/*.html) through the W3C Nu HTML
// checker (npm vnu-jar), in one Java start. Any error fails. Needs Java 17 or newer as `java`.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
process.chdir(root)
// the package's main export is the path of its vnu.jar
const jar = String(createRequire(import.meta.url)('vnu-jar'))

const pages = readdirSync('dist/client', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => join(entry.parentPath, entry.name))
  .sort()
if (pages.length === 0) {
  console.error('No pages found: run `npm run build` first.')
  process.exit(1)
}

const result = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...pages], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
if (result.error) {
  console.error(`Could not run java (${result.error.message}): the HTML check needs Java 17 or newer.`)
  process.exit(1)
}
let messages
try {
  // vnu reports on stderr
  messages = JSON.parse(result.stderr).messages
} catch {
  console.error(
    `The checker did not answer in JSON (exit ${result.status}):\n${result.stderr}${result.stdout}`,
  )
  process.exit(1)
}

// `non-document-error` is a page the checker could not read: that fails too.
const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error')
const where = (m) => relative(root, fileURLToPath(m.url))
for (const m of errors)
  console.error(`${where(m)}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'}: ${m.message}`)
const failing = new Set(errors.map(where)).size
console.log(`html check: ${pages.length} pages, ${errors.length} errors in ${failing} pages`)
if (errors.length > 0 || result.status !== 0) process.exit(1)

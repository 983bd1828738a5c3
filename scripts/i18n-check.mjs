// Fails when the catalogs are stale (extraction would change them) or when any Indonesian
// translation is missing. `lingui compile --strict` alone does not see a missing one: with
// English as the fallback locale it fills the gap, so the Indonesian catalog is read here too.
import { fileURLToPath } from 'node:url'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { missingTranslations } from './po.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const files = ['locales/en/messages.po', 'locales/id/messages.po']
const before = files.map((f) => readFileSync(f, 'utf8'))
const lingui = (...args) => execFileSync('node_modules/.bin/lingui', args, { stdio: 'pipe' })

lingui('extract', '--clean')
const stale = files.filter((f, i) => readFileSync(f, 'utf8') !== before[i])
if (stale.length > 0) {
  console.error(
    `Catalogs were out of date with the source: ${stale.join(', ')}.\nThey have been re-extracted; translate any new entries and commit them.`,
  )
  process.exit(1)
}
const untranslated = missingTranslations(readFileSync('locales/id/messages.po', 'utf8'))
if (untranslated.length > 0) {
  console.error(
    `Missing Indonesian in locales/id/messages.po:\n${untranslated.map((m) => `  ${m}`).join('\n')}`,
  )
  process.exit(1)
}
try {
  lingui('compile', '--strict')
} catch (error) {
  console.error(String(error.stdout ?? ''), String(error.stderr ?? ''))
  console.error('Missing translations: every message needs its Indonesian text in locales/id/messages.po.')
  process.exit(1)
}
console.log('i18n: catalogs fresh, Indonesian complete')

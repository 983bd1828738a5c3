// `npm run i18n:check`: every catalog lingui.config.ts names is fresh (extraction would not change
// it) and has every Indonesian translation, and every Indonesian text that ships keeps the voice of
// docs/glossary-id.md (scripts/id-voice.mjs): the catalogs' Indonesian, the Indonesian of the seed
// (content modules, description_id…), the Indonesian the server writes itself (SMS, overlay texts)
// and the site's own outside the catalogs (month names), read by parsing (scripts/id-voice.sources.mjs),
// and the files that are not code (pictures' words, data files, pages, stylesheets); a translation
// identical to its English, or with other placeholders or markup, and words shown in both languages
// (shared pictures, configuration defaults) the glossary does not list. A form deleted from the glossary's table
// without a reason fails it too. The working tree is left as found: extraction and compilation
// run on copies of the catalogs under node_modules/.cache. `lingui compile --strict` alone does not
// see a missing translation (English, the fallback locale, fills the gap), so the Indonesian
// catalogs are read here too.
//
// `npm run i18n:check -- --content <file-or-url>` also reads production content (the database's
// CMS rows and package lines, exported as JSON or served by a running server) with the same rules
// (scripts/id-voice.content.mjs; docs/deploy.md).
import { fileURLToPath } from 'node:url'
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { missingTranslations } from './po.mjs'
import { catalogFiles, GLOSSARY, voiceReport } from './id-voice.shipped.mjs'
import { productionTexts } from './id-voice.content.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const at = process.argv.indexOf('--content')
const contentFrom = at >= 0 ? process.argv[at + 1] : undefined
if (at >= 0 && !contentFrom) throw new Error('--content needs a JSON export file or a server address')
// read before the chdir, so a file is found where the operator named it
const content = contentFrom ? await productionTexts(contentFrom) : []
process.chdir(root)
const catalogs = catalogFiles(root)

/** The catalogs extraction would change. */
function staleCatalogs() {
  mkdirSync('node_modules/.cache', { recursive: true })
  const work = mkdtempSync(join(root, 'node_modules/.cache/i18n-check-'))
  const copy = (file) => join(work, file)
  try {
    for (const { file } of catalogs) {
      mkdirSync(join(copy(file), '..'), { recursive: true })
      copyFileSync(file, copy(file))
    }
    // The project's config with its catalogs pointed at the copies.
    const copied = join(work, 'lingui.config.ts')
    writeFileSync(
      copied,
      `import base from '${relative(work, join(root, 'lingui.config.ts')).replace(/\.ts$/, '')}'
export default {
  ...base,
  rootDir: ${JSON.stringify(root)},
  catalogs: base.catalogs.map((c) => ({ ...c, path: ${JSON.stringify(work)} + '/' + c.path.replace('<rootDir>/', '') })),
}
`,
    )
    const lingui = (...args) =>
      execFileSync('node_modules/.bin/lingui', [...args, '--config', copied], { stdio: 'pipe' })
    lingui('extract', '--clean')
    const stale = catalogs
      .filter(({ file }) => readFileSync(file, 'utf8') !== readFileSync(copy(file), 'utf8'))
      .map(({ file }) => file)
    if (stale.length === 0) lingui('compile', '--strict')
    return stale
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

const fail = (message) => {
  console.error(message)
  process.exitCode = 1
}

let stale
try {
  stale = staleCatalogs()
} catch (error) {
  console.error(String(error.stdout ?? ''), String(error.stderr ?? ''))
  fail('Missing translations: every message needs its Indonesian text in locales/id.')
}
if (stale?.length > 0)
  fail(
    `Catalogs are out of date with the source: ${stale.join(', ')}.\nRun \`npm run i18n:extract\`, translate any new entries and commit them.`,
  )

const untranslated = catalogs
  .filter(({ locale }) => locale === 'id')
  .flatMap(({ file }) => missingTranslations(readFileSync(file, 'utf8')).map((m) => `  ${file}: ${m}`))
if (untranslated.length > 0) fail(`Missing Indonesian:\n${untranslated.join('\n')}`)

const { texts, dropped, problems } = voiceReport(root, undefined, content)
if (dropped.length > 0)
  fail(
    `${GLOSSARY} no longer forbids ${dropped.map((f) => `"${f}"`).join(', ')}: keep the row, or list the form in its "| Retired | Why |" table with the reason.`,
  )
if (problems.length > 0)
  fail(
    `Indonesian outside the voice of ${GLOSSARY}:\n${problems
      .map((p) => `  ${p.where}: ${p.rule} "${p.form}" (write ${p.write}): ${p.text}`)
      .join('\n')}`,
  )

if (!process.exitCode)
  console.log(
    `i18n: ${catalogs.length} catalogs fresh, Indonesian complete; ${texts} Indonesian texts in the glossary's voice${contentFrom ? ` (${content.length} of them production content from ${contentFrom})` : ''}`,
  )

// Every catalog of lingui.config.ts (messages: the shell and public pages; account: the account
// area) is checked. Fails when the catalogs are stale (extraction would change them), when any Indonesian
// translation is missing, or when Indonesian (the catalog or the content seed) leaves the voice
// of docs/glossary-id.md (a form its table forbids), and leaves the working tree as it found it: extraction and compilation
// run on copies of the catalogs under node_modules/.cache. `lingui compile --strict` alone does
// not see a missing translation: with English as the fallback locale it fills the gap, so the
// Indonesian catalog is read here too.
import { fileURLToPath } from 'node:url'
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { entries, missingTranslations } from './po.mjs'
import { forbiddenForms, sourceStrings, voiceProblems } from './id-voice.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
process.chdir(root)
const locales = ['en', 'id']
const NAMES = ['messages', 'account']
const catalog = (dir, locale, name = 'messages') => join(dir, locale, `${name}.po`)
/** every catalog file of a folder: [locale, name, path] */
const catalogs = (dir) =>
  locales.flatMap((locale) => NAMES.map((name) => [locale, name, catalog(dir, locale, name)]))

mkdirSync('node_modules/.cache', { recursive: true })
const work = mkdtempSync(join(root, 'node_modules/.cache/i18n-check-'))
try {
  for (const locale of locales) mkdirSync(join(work, locale))
  for (const [locale, name] of catalogs('locales'))
    copyFileSync(catalog('locales', locale, name), catalog(work, locale, name))
  // The project's config with its catalogs pointed at the copies.
  const config = join(work, 'lingui.config.ts')
  writeFileSync(
    config,
    `import base from '${relative(work, join(root, 'lingui.config.ts')).replace(/\.ts$/, '')}'
export default {
  ...base,
  rootDir: ${JSON.stringify(root)},
  catalogs: base.catalogs.map((c) => ({ ...c, path: ${JSON.stringify(join(work, '{locale}'))} + '/' + c.path.split('/').pop() })),
}
`,
  )
  const lingui = (...args) =>
    execFileSync('node_modules/.bin/lingui', [...args, '--config', config], { stdio: 'pipe' })

  lingui('extract', '--clean')
  const stale = catalogs('locales')
    .filter(
      ([locale, name, file]) =>
        readFileSync(file, 'utf8') !== readFileSync(catalog(work, locale, name), 'utf8'),
    )
    .map(([, , file]) => file)
  if (stale.length > 0) {
    console.error(
      `Catalogs are out of date with the source: ${stale.join(', ')}.\nRun \`npm run i18n:extract\`, translate any new entries and commit them.`,
    )
    process.exitCode = 1
  } else {
    const indonesian = NAMES.map((name) => catalog('locales', 'id', name))
    const untranslated = indonesian.flatMap((file) =>
      missingTranslations(readFileSync(file, 'utf8')).map((m) => `  ${basename(file)}: ${m}`),
    )
    if (untranslated.length > 0) {
      console.error(`Missing Indonesian in locales/id:\n${untranslated.join('\n')}`)
      process.exitCode = 1
    } else {
      const forms = forbiddenForms(readFileSync('docs/glossary-id.md', 'utf8'))
      const seed = 'server/db/seed/content-id.ts'
      const problems = [
        ...indonesian.flatMap((file) =>
          voiceProblems(
            entries(readFileSync(file, 'utf8')).map(({ id, str }) => ({
              where: `${file}, "${id}"`,
              text: str ?? '',
            })),
            forms,
          ),
        ),
        ...voiceProblems(
          sourceStrings(readFileSync(seed, 'utf8')).map(({ where, text }) => ({
            where: `${seed} ${where}`,
            text,
          })),
          forms,
        ),
      ]
      if (problems.length > 0) {
        console.error(
          `Indonesian outside the glossary (docs/glossary-id.md):\n${problems
            .map((p) => `  ${p.where}: "${p.form}" (write ${p.write}): ${p.text}`)
            .join('\n')}`,
        )
        process.exitCode = 1
      }
      try {
        lingui('compile', '--strict')
        console.log(
          problems.length > 0
            ? 'i18n: catalogs fresh, Indonesian complete'
            : "i18n: catalogs fresh, Indonesian complete and in the glossary's voice",
        )
      } catch (error) {
        console.error(String(error.stdout ?? ''), String(error.stderr ?? ''))
        console.error('Missing translations: every message needs its Indonesian text in locales/id.')
        process.exitCode = 1
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}

// Fails when the catalogs are stale (extraction would change them), when any Indonesian
// translation is missing, or when Indonesian (the catalog or the content seed) leaves the voice
// of docs/glossary-id.md (a form its table forbids), and leaves the working tree as it found it: extraction and compilation
// run on copies of the catalogs under node_modules/.cache. `lingui compile --strict` alone does
// not see a missing translation: with English as the fallback locale it fills the gap, so the
// Indonesian catalog is read here too.
import { fileURLToPath } from 'node:url'
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { entries, missingTranslations } from './po.mjs'
import { forbiddenForms, sourceStrings, voiceProblems } from './id-voice.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
process.chdir(root)
const locales = ['en', 'id']
const catalog = (dir, locale) => join(dir, locale, 'messages.po')

mkdirSync('node_modules/.cache', { recursive: true })
const work = mkdtempSync(join(root, 'node_modules/.cache/i18n-check-'))
try {
  for (const locale of locales) {
    mkdirSync(join(work, locale))
    copyFileSync(catalog('locales', locale), catalog(work, locale))
  }
  // The project's config with its catalogs pointed at the copies.
  const config = join(work, 'lingui.config.ts')
  writeFileSync(
    config,
    `import base from '${relative(work, join(root, 'lingui.config.ts')).replace(/\.ts$/, '')}'
export default {
  ...base,
  rootDir: ${JSON.stringify(root)},
  catalogs: base.catalogs.map((c) => ({ ...c, path: ${JSON.stringify(join(work, '{locale}', 'messages'))} })),
}
`,
  )
  const lingui = (...args) =>
    execFileSync('node_modules/.bin/lingui', [...args, '--config', config], { stdio: 'pipe' })

  lingui('extract', '--clean')
  const stale = locales
    .map((locale) => catalog('locales', locale))
    .filter((file, i) => readFileSync(file, 'utf8') !== readFileSync(catalog(work, locales[i]), 'utf8'))
  if (stale.length > 0) {
    console.error(
      `Catalogs are out of date with the source: ${stale.join(', ')}.\nRun \`npm run i18n:extract\`, translate any new entries and commit them.`,
    )
    process.exitCode = 1
  } else {
    const untranslated = missingTranslations(readFileSync(catalog('locales', 'id'), 'utf8'))
    if (untranslated.length > 0) {
      console.error(
        `Missing Indonesian in locales/id/messages.po:\n${untranslated.map((m) => `  ${m}`).join('\n')}`,
      )
      process.exitCode = 1
    } else {
      const forms = forbiddenForms(readFileSync('docs/glossary-id.md', 'utf8'))
      const seed = 'server/db/seed/content-id.ts'
      const problems = [
        ...voiceProblems(
          entries(readFileSync(catalog('locales', 'id'), 'utf8')).map(({ id, str }) => ({
            where: `locales/id/messages.po, "${id}"`,
            text: str ?? '',
          })),
          forms,
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
        console.error(
          'Missing translations: every message needs its Indonesian text in locales/id/messages.po.',
        )
        process.exitCode = 1
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}

// What ships in Indonesian, read from a checkout: the Indonesian catalogs lingui.config.ts names,
// and the Indonesian written in code: the seed's, the server's and the site's own
// (scripts/id-voice.sources.mjs), and the voice's report
// on them (scripts/id-voice.mjs). Used by scripts/i18n-check.mjs, and by its tests on a planted tree.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
// Lingui's own config reader (a dependency of @lingui/cli), so the catalogs are the ones it uses
import { getConfig } from '@lingui/conf'
import { entries } from './po.mjs'
import { droppedForms, forbiddenForms, voiceProblems } from './id-voice.mjs'
import { PINNED_FORMS } from './id-voice.lists.mjs'
import { indonesianStrings } from './id-voice.sources.mjs'

export const GLOSSARY = 'docs/glossary-id.md'

/** Every catalog file of the checkout's lingui.config.ts, for each locale (file relative to root). */
export function catalogFiles(root) {
  const config = getConfig({ cwd: root, configPath: join(root, 'lingui.config.ts'), skipValidation: true })
  return config.catalogs.flatMap((c) =>
    config.locales.map((locale) => ({
      locale,
      file: relative(root, `${c.path.replace('<rootDir>', root).replace('{locale}', locale)}.po`),
    })),
  )
}

/** Where the code that ships lives: the site (src, machines), the contract they share with the server, and the server (its seed and services). */
const CODE = ['contract', 'src', 'machines', 'server']

/** The TypeScript that ships, tests and test helpers left out. */
export function codeSources(root) {
  return CODE.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true }).map((f) => join(dir, String(f))),
  )
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.split(sep).includes('test'))
    .sort()
}

/** Every Indonesian text that ships: { where, text }. */
export function indonesianTexts(root) {
  const read = (file) => readFileSync(join(root, file), 'utf8')
  const fromCatalogs = catalogFiles(root)
    .filter(({ locale }) => locale === 'id')
    .flatMap(({ file }) =>
      entries(read(file)).map(({ id, str }) => ({ where: `${file}, "${id}"`, text: str ?? '' })),
    )
  const fromCode = codeSources(root).flatMap((file) =>
    indonesianStrings(read(file)).map(({ line, text }) => ({ where: `${file}:${line}`, text })),
  )
  return [...fromCatalogs, ...fromCode]
}

/**
 * The voice's report on a checkout: the pinned glossary forms deleted without a reason, and each
 * break of the voice in what ships.
 */
export function voiceReport(root, pinned = PINNED_FORMS) {
  const glossary = readFileSync(join(root, GLOSSARY), 'utf8')
  const texts = indonesianTexts(root)
  return {
    texts: texts.length,
    dropped: droppedForms(glossary, pinned),
    problems: voiceProblems(texts, forbiddenForms(glossary)),
  }
}

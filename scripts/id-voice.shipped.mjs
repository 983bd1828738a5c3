// What ships in Indonesian, read from a checkout: the Indonesian catalogs lingui.config.ts names,
// and the Indonesian written in code: the seed's, the server's and the site's own
// (scripts/id-voice.sources.mjs), and the voice's report
// on them (scripts/id-voice.mjs). Used by scripts/i18n-check.mjs, and by its tests on a planted tree.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative, sep } from 'node:path'
// Lingui's own config reader (a dependency of @lingui/cli), so the catalogs are the ones it uses
import { getConfig } from '@lingui/conf'
import { entries } from './po.mjs'
import {
  droppedForms,
  forbiddenForms,
  parityProblems,
  sameForms,
  sharedProblems,
  voiceProblems,
} from './id-voice.mjs'
import { PINNED_FORMS } from './id-voice.lists.mjs'
import { englishContent, indonesianStrings } from './id-voice.sources.mjs'
import { configDefaults, indonesianPictures } from './id-voice.shown.mjs'
import { writeProblems } from './id-voice.meaning.mjs'
import { rawErrorMessages, rawPlaceholderValues } from './id-voice.views.mjs'

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
/** ...and what is served as it is: the pictures, scripts and files of public/, and the page's HTML. */
const SHIPPED = [...CODE, 'public']

const isTest = (f) => /\.test\.[cm]?[jt]sx?$/.test(f) || f.split(sep).includes('test')

/** Every file that ships, tests and test helpers left out (relative to root, sorted). */
function shippedFiles(root) {
  return [
    ...SHIPPED.flatMap((dir) =>
      existsSync(join(root, dir))
        ? readdirSync(join(root, dir), { recursive: true }).map((f) => join(dir, String(f)))
        : [],
    ),
    ...readdirSync(root).filter((f) => f.endsWith('.html')),
  ]
    .filter((f) => !isTest(f))
    .sort()
}

/** The code that ships, tests and test helpers left out: TypeScript, and the JavaScript served or run as it is. */
export function codeSources(root) {
  return shippedFiles(root).filter((f) => /\.(?:[cm]?[jt]sx?)$/.test(f) && !/\.d\.[cm]?ts$/.test(f))
}

/** The words of an SVG picture: its <text> (with its <tspan>s), <title> and <desc>, and its aria-label. */
export function pictureWords(svg) {
  const words = []
  const text = (inner) =>
    inner
      .replace(/<[^>]*>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/\s+/g, ' ')
      .trim()
  for (const m of svg.matchAll(/<(text|title|desc)\b[^>]*>([\s\S]*?)<\/\1>/g)) words.push(text(m[2]))
  for (const m of svg.matchAll(/\baria-label="([^"]*)"/g)) words.push(text(m[1]))
  return words.filter(Boolean)
}

/** A picture's Indonesian version: public/a/b.svg → public/a/id/b.svg. */
const indonesianVersion = (file) => join(dirname(file), 'id', basename(file))
const inIndonesian = (file) => file.split(sep).includes('id')

/**
 * What the files that are not code say: the words of the pictures, the texts of the data files
 * (JSON, the web manifest), the pages (HTML) and the stylesheets' generated content. Indonesian:
 * the words of a picture in an `id` folder, the text of a page in lang="id", the values an object
 * of a data file keys by language. Shown in both languages (`shared`): a picture without an
 * Indonesian version, the manifest's names, the stylesheets' content.
 */
function fileTexts(root) {
  const read = (file) => readFileSync(join(root, file), 'utf8')
  const indonesian = []
  const shared = []
  for (const file of shippedFiles(root)) {
    if (file.endsWith('.svg')) {
      const words = pictureWords(read(file))
      if (inIndonesian(file)) {
        // the English version's words are its English (public/a/id/b.svg beside public/a/b.svg)
        const en = join(dirname(dirname(file)), basename(file))
        const english = existsSync(join(root, en)) ? pictureWords(read(en)).join(' | ') : undefined
        indonesian.push(...words.map((text) => ({ where: file, text, ...(english && { english }) })))
      } else if (!existsSync(join(root, indonesianVersion(file))))
        shared.push(...words.map((text) => ({ where: file, text })))
    } else if (/\.(?:json|webmanifest)$/.test(file)) {
      const data = read(file)
      indonesian.push(
        ...indonesianStrings(`export default (${data})`).map(({ line, text, english }) => ({
          where: `${file}:${line}`,
          text,
          ...(english !== undefined && { english }),
        })),
      )
      if (file.endsWith('.webmanifest')) {
        const manifest = JSON.parse(data)
        for (const key of ['name', 'short_name', 'description'])
          if (typeof manifest[key] === 'string')
            shared.push({ where: `${file}, ${key}`, text: manifest[key] })
      }
    } else if (file.endsWith('.html')) {
      const page = read(file)
      if (/<html[^>]*\blang="id/.test(page)) {
        const body = page.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, '\n')
        for (const line of body.split('\n'))
          if (line.trim()) indonesian.push({ where: file, text: line.trim() })
      }
    } else if (file.endsWith('.css')) {
      for (const m of read(file).matchAll(/\bcontent:\s*(['"])(.*?)\1/g))
        if (m[2]) shared.push({ where: file, text: m[2] })
    }
  }
  return { indonesian, shared }
}

/** The Indonesian code writes, with the English beside it (an _ID export's from its _EN twin) and its raw values. */
function codeTexts(root) {
  const read = (file) => readFileSync(join(root, file), 'utf8')
  const sources = codeSources(root).map((file) => ({ file, source: read(file) }))
  const english = new Map(sources.flatMap(({ source }) => [...englishContent(source)]))
  return sources.flatMap(({ file, source }) =>
    indonesianStrings(source).map(({ line, text, english: en, raw, key }) => {
      const paired = en ?? (key === undefined ? undefined : english.get(key))
      return { where: `${file}:${line}`, text, ...(paired !== undefined && { english: paired }), raw }
    }),
  )
}

/** Every Indonesian text that ships: { where, text, english? }, the catalogs' English their msgid. */
export function indonesianTexts(root, code = codeTexts(root)) {
  const read = (file) => readFileSync(join(root, file), 'utf8')
  const fromCatalogs = catalogFiles(root)
    .filter(({ locale }) => locale === 'id')
    .flatMap(({ file }) =>
      entries(read(file)).map(({ id, str }) => ({ where: `${file}, "${id}"`, text: str ?? '', english: id })),
    )
  const fromCode = code.map(({ where, text, english }) => ({
    where,
    text,
    ...(english !== undefined && { english }),
  }))
  return [...fromCatalogs, ...fromCode, ...fileTexts(root).indonesian]
}

/**
 * Dates and amounts written raw into what a page or a message shows (review K8): in an Indonesian
 * template of code, and in the placeholders of the site's Lingui messages (both languages).
 */
function rawValues(root, code) {
  const problem = (where, form) => ({
    where,
    rule: 'raw value',
    form,
    write: 'the shared formatters (formatDateLong, formatDayMonth, formatRupiah in contract/format.ts)',
    text: form,
  })
  const inTemplates = code.flatMap(({ where, raw = [] }) => raw.map((form) => problem(where, form)))
  const inMessages = codeSources(root)
    .filter((file) => file.startsWith(`src${sep}`))
    .flatMap((file) =>
      rawPlaceholderValues(readFileSync(join(root, file), 'utf8')).map(({ line, text }) =>
        problem(`${file}:${line}`, text),
      ),
    )
  return [...inTemplates, ...inMessages]
}

/**
 * A caught error's message a view shows untranslated (review K7): the site's views (src/**.tsx),
 * the dev-only tools of src/dev left out (the build carries none: scripts/no-dev-code.mjs).
 */
function errorMessages(root) {
  return codeSources(root)
    .filter(
      (file) =>
        file.startsWith(`src${sep}`) && file.endsWith('.tsx') && !file.startsWith(join('src', 'dev', '')),
    )
    .flatMap((file) =>
      rawErrorMessages(readFileSync(join(root, file), 'utf8')).map(({ line, text }) => ({
        where: `${file}:${line}`,
        rule: 'error message',
        form: text,
        write:
          "the page's own words: a t`…` message, or serverText() (src/ui/server-text.ts) for the service's known words",
        text,
      })),
    )
}

/**
 * What ships the same in both languages: the words of the pictures without an Indonesian version,
 * the configuration's defaults, the manifest's names and the stylesheets' content.
 */
export function sharedTexts(root) {
  const read = (file) => readFileSync(join(root, file), 'utf8')
  const defaults = codeSources(root).flatMap((file) =>
    configDefaults(read(file)).map(({ line, text }) => ({ where: `${file}:${line}`, text })),
  )
  return [...defaults, ...fileTexts(root).shared]
}

/** The pictures the Indonesian content shows that have an Indonesian version it does not use. */
function englishPictures(root) {
  return codeSources(root).flatMap((file) =>
    indonesianPictures(readFileSync(join(root, file), 'utf8'))
      .filter(({ text }) => existsSync(join(root, 'public', indonesianVersion(text))))
      .map(({ line, text }) => ({
        where: `${file}:${line}`,
        rule: 'picture',
        form: text,
        write: `its Indonesian version, ${indonesianVersion(text)}`,
        text,
      })),
  )
}

/** The Indonesian catalogs' entries beside their English: { where, id, str }. */
function catalogEntries(root) {
  return catalogFiles(root)
    .filter(({ locale }) => locale === 'id')
    .flatMap(({ file }) =>
      entries(readFileSync(join(root, file), 'utf8')).map(({ id, str }) => ({
        where: `${file}, "${id}"`,
        id,
        str,
      })),
    )
}

/**
 * The voice's report on a checkout: the pinned glossary forms deleted without a reason, and each
 * break of the voice in what ships, and in the production content given (`content`,
 * id-voice.content.mjs).
 */
export function voiceReport(root, pinned = PINNED_FORMS, content = []) {
  const glossary = readFileSync(join(root, GLOSSARY), 'utf8')
  const code = codeTexts(root)
  const texts = [...indonesianTexts(root, code), ...content]
  const same = sameForms(glossary)
  return {
    texts: texts.length,
    dropped: droppedForms(glossary, pinned),
    problems: [
      ...voiceProblems(texts, forbiddenForms(glossary)),
      ...writeProblems(texts, glossary),
      ...rawValues(root, code),
      ...errorMessages(root),
      ...parityProblems(catalogEntries(root), same),
      ...sharedProblems(sharedTexts(root), same),
      ...englishPictures(root),
    ],
  }
}

// The Indonesian voice (docs/glossary-id.md), checked on every Indonesian text that ships: the
// formal register, the -mu rule, the forms the glossary's table forbids and English left in
// Indonesian. Used by scripts/i18n-check.mjs; the texts come from scripts/id-voice.sources.mjs.
import {
  ALLOWED,
  ALLOWED_ENGLISH,
  ENGLISH,
  FOREIGN_WORDS,
  FORMAL,
  FORMAL_TONE,
  MU_ADJECTIVES,
  MU_NOUNS,
} from './id-voice.lists.mjs'

/**
 * The rows of the markdown table whose header row is `first`, as trimmed cells. A table ends at
 * the first line that is not a table row, so two tables of the same width never run together.
 */
export function tableRows(markdown, first) {
  const lines = markdown.split('\n').map((line) => line.trim())
  const cellsOf = (line) =>
    line
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim())
  const header = lines.findIndex(
    (line) => line.startsWith('|') && cellsOf(line).join('|') === first.join('|'),
  )
  if (header < 0) return null
  const body = []
  for (const line of lines.slice(header + 1)) {
    if (!line.startsWith('|')) break
    const cells = cellsOf(line)
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue
    if (cells.length !== first.length) break
    body.push(cells)
  }
  return body
}

/** The rows of the glossary's table (Thing | Write | Never): each forbidden form and what to write instead. */
export function forbiddenForms(markdown) {
  const rows = tableRows(markdown, ['Thing', 'Write', 'Never'])
  if (!rows) throw new Error('docs/glossary-id.md has no "| Thing | Write | Never |" table')
  return rows.flatMap(([thing, write, never]) =>
    never
      .split(',')
      .map((form) => form.trim())
      .filter(Boolean)
      .map((form) => ({ form, write, thing })),
  )
}

/** The glossary's retired forms (a "| Retired | Why |" table): forms no longer forbidden, each with its reason. */
export function retiredForms(markdown) {
  return (tableRows(markdown, ['Retired', 'Why']) ?? []).map(([form, why]) => ({ form, why }))
}

/**
 * Forms the check knows the glossary forbade (`pinned`) that are now neither in its table nor
 * retired with a reason: deleting a row must say why.
 */
export function droppedForms(markdown, pinned) {
  const kept = new Set(forbiddenForms(markdown).map(({ form }) => form.toLowerCase()))
  const retired = new Set(
    retiredForms(markdown)
      .filter(({ why }) => why.length > 0)
      .map(({ form }) => form.toLowerCase()),
  )
  return pinned.filter((form) => !kept.has(form.toLowerCase()) && !retired.has(form.toLowerCase()))
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A phrase's words with any run of white space between them (a line break, a no-break space). */
const phrase = (text) => text.trim().split(/\s+/).map(escape).join('\\s+')
const LETTER = '[\\p{L}\\p{N}]'
/** A whole word or phrase: no letter or digit either side, and, unless `hyphenEdge`, no hyphen either. */
const whole = (body, hyphenEdge = false) => {
  const edge = hyphenEdge ? LETTER : '[\\p{L}\\p{N}-]'
  return `(?<!${edge})(?:${body})(?!${edge})`
}

/** The endings a word takes in Indonesian: the possessives and the particles (teleponmu, boksnya, kanalpun). */
const ENDINGS = '(?:-?(?:mu|nya|ku|lah|kah|pun))?'
/**
 * A forbidden form as a word of its own or a part of one: with an ending (teleponmu, remotenya),
 * doubled (kanal-kanal), or joined by a hyphen to another word (di-cast, Kotak-boks), in any
 * case. A form inside a longer word without a hyphen is another word (Chromecast, kanalisasi).
 */
const affixed = (body) =>
  `(?<![\\p{L}\\p{N}])(?:[\\p{L}\\p{N}]+-)*(?:${body})${ENDINGS}(?:-[\\p{L}\\p{N}]+)*(?![\\p{L}\\p{N}])`

/** The voice's rules, built once from the glossary's forms. */
export function voiceRules(forms) {
  const formal = FORMAL.map(phrase).join('|')
  const mu = MU_NOUNS.map(phrase).join('|')
  const foreign = FOREIGN_WORDS.map(escape).join('|')
  return [
    {
      rule: 'register',
      write: 'kamu, -mu',
      pattern: new RegExp(whole(`(?:${formal})(?:lah|kah|pun|nya)?`, true), 'giu'),
    },
    {
      rule: 'register',
      write: 'the casual voice: sudah, bisa, Tunggu sebentar, ya; kamu',
      pattern: new RegExp(whole(FORMAL_TONE.map(phrase).join('|'), true), 'giu'),
    },
    {
      rule: '-mu',
      write: 'the native noun with -mu (nomor ponselmu, milikmu)',
      pattern: new RegExp(whole(`(?:${mu})(?:\\s+(?:${MU_ADJECTIVES.join('|')}))?\\s+kamu`), 'giu'),
    },
    {
      rule: '-mu',
      write: 'the foreign word, then kamu apart (box kamu, TV kamu)',
      pattern: new RegExp(`(?<=[\\p{L}\\p{N}+])-mu(?!${LETTER})|${whole(`(?:${foreign})mu`)}`, 'giu'),
    },
    // a formal form the glossary also lists is reported once, as the register
    ...forms
      .filter(({ form }) => !FORMAL.some((f) => f.toLowerCase() === form.toLowerCase()))
      .map(({ form, write }) => ({
        rule: 'glossary',
        write,
        pattern: new RegExp(affixed(phrase(form)), 'giu'),
      })),
    {
      rule: 'English',
      write:
        'Indonesian (or add the name to ALLOWED in scripts/id-voice.lists.mjs with its reason; a name passes where the English names it too)',
      // with the English endings too (payments, codes, cancelled, signing)
      pattern: new RegExp(whole(`(?:${ENGLISH.map(phrase).join('|')})(?:s|es|d|ed|led|ing)?`), 'giu'),
      allowed: Object.keys(ALLOWED),
    },
  ]
}

/**
 * An allowed name is a name only where the text's English carries it too (review K6): "Premium
 * Sports" translating "Get Premium Sports" is the service, written where the English says "sports
 * add-ons" it is English for the category (Olahraga Premium). A text with no English beside it
 * (a page, a picture without its English version) may not use one.
 */
const namedInEnglish = (name, english) =>
  typeof english === 'string' && english.includes(ALLOWED_ENGLISH[name] ?? name)

/**
 * Each break of the voice in the texts, with where it is: the rule it breaks, the words found
 * (`form`) and what to write instead.
 */
export function voiceProblems(texts, forms) {
  const rules = voiceRules(forms)
  return texts.flatMap(({ where, text, english }) =>
    rules.flatMap(({ rule, write, pattern, allowed = [] }) => {
      let seen = text
      // names in English, and paths and addresses (…/id/account/change-password), are not prose
      if (rule === 'English') seen = seen.replace(/(?<![\p{L}\p{N}])\/\S*/gu, ' ')
      for (const name of allowed.filter((each) => namedInEnglish(each, english)))
        seen = seen.split(name).join(' ')
      return [...new Set([...seen.matchAll(pattern)].map((m) => m[0]))].map((form) => ({
        where,
        rule,
        form,
        write,
        text,
      }))
    }),
  )
}

/**
 * The words the glossary keeps the same in both languages (its "| Same in both languages | Why |"
 * table: names and accepted loanwords, several to a row separated by commas, each row with its
 * reason). An Indonesian text identical to its English, and a word a picture or a default shows in
 * both languages, must be one of them.
 */
export function sameForms(markdown) {
  return new Set(
    (tableRows(markdown, ['Same in both languages', 'Why']) ?? [])
      .filter(([, why]) => why.length > 0)
      .flatMap(([forms]) => forms.split(',').map((form) => form.trim()))
      .filter(Boolean),
  )
}

/** A text with no words: only placeholders, tags, digits and signs ("{0}", "56+", "<0/>"). */
export const wordless = (text) =>
  !/\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ' ').replace(/<\/?\d+\s*\/?>/g, ' '))

/** Where the `}` closing the `{` at `open` is, or -1. */
function closing(text, open) {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  return -1
}

/**
 * What a message must keep in every language: its arguments ("{phone}", "{count, plural}"), its
 * select keys, its markup (<0>…</0>, <1/>) and whether a plural says its number (#). A plural's
 * branches other than `other` may differ (Indonesian has only `other`).
 */
export function shapeOf(message) {
  const shape = { args: new Set(), keys: new Set(), tags: new Set(), hash: false, other: true }
  for (const m of message.matchAll(/<\/?\d+\s*\/?>/g)) shape.tags.add(m[0].replace(/\s/g, ''))
  const read = (text, inPlural) => {
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '#' && inPlural) shape.hash = true
      if (text[i] !== '{') continue
      const end = closing(text, i)
      if (end < 0) return
      const body = text.slice(i + 1, end)
      const [name = '', type = '', ...rest] = body.split(',')
      const kind = type.trim()
      shape.args.add(kind && /^\w+$/.test(kind) ? `${name.trim()}, ${kind}` : name.trim())
      if (['plural', 'select', 'selectordinal'].includes(kind)) {
        const branches = rest.join(',')
        const keys = []
        for (let j = 0; j < branches.length; j++) {
          if (branches[j] !== '{') continue
          const stop = closing(branches, j)
          if (stop < 0) break
          keys.push(branches.slice(0, j).split('}').pop().trim())
          read(branches.slice(j + 1, stop), kind !== 'select')
          j = stop
        }
        if (kind === 'select') for (const key of keys) shape.keys.add(`${name.trim()}=${key}`)
        else if (!keys.includes('other')) shape.other = false
      }
      i = end
    }
  }
  read(message, false)
  return shape
}

/**
 * A text the glossary keeps the same in both languages: each of its parts (a title's "Checkout |
 * Vision+ TV", an address's "Jakarta 10110, Indonesia"), placeholders left out, is wordless or
 * listed.
 */
export const listedSame = (text, same) =>
  text
    .replace(/\{[^{}]*\}/g, ' ')
    .split(/\s+\|\s+|,\s+/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .every((part) => wordless(part) || same.has(part))

const sameSet = (a, b) => a.size === b.size && [...a].every((x) => b.has(x))

/**
 * The translations that do not keep their English: one identical to its English that the
 * glossary does not list as the same in both languages (`same`), and one whose arguments, select
 * keys, markup or plural number differ from the English's.
 */
export function parityProblems(entries, same) {
  return entries.flatMap(({ where, id, str }) => {
    if (!str) return []
    const found = []
    const problem = (rule, form, write) => found.push({ where, rule, form, write, text: str })
    if (str === id && !listedSame(str, same))
      problem(
        'same as English',
        str,
        'Indonesian (or list it under "Same in both languages" in docs/glossary-id.md with the reason)',
      )
    const en = shapeOf(id)
    const idn = shapeOf(str)
    const list = (set) => [...set].sort().join(' ') || 'none'
    if (!sameSet(en.args, idn.args))
      problem('placeholders', list(idn.args), `the English's placeholders: ${list(en.args)}`)
    if (!sameSet(en.keys, idn.keys))
      problem('select', list(idn.keys), `the English's cases: ${list(en.keys)}`)
    if (!sameSet(en.tags, idn.tags))
      problem('markup', list(idn.tags), `the English's markup: ${list(en.tags)}`)
    if (en.hash !== idn.hash) problem('plural', idn.hash ? '#' : 'no #', en.hash ? 'the number, #' : 'no #')
    if (!idn.other) problem('plural', 'no other', 'an `other` case (Indonesian has only other)')
    return found
  })
}

/**
 * The words shown in both languages (a shared picture's, a configuration default's, a stylesheet's)
 * that are neither wordless nor listed as the same in both languages.
 */
export function sharedProblems(texts, same) {
  const seen = new Set()
  return texts
    .filter(
      ({ where, text }) =>
        !listedSame(text, same) && !seen.has(`${where}\n${text}`) && seen.add(`${where}\n${text}`),
    )
    .map(({ where, text }) => ({
      where,
      rule: 'shown in both languages',
      form: text,
      write:
        'words in the page (through Lingui), a picture per language (…/id/), or list it under "Same in both languages" in docs/glossary-id.md with the reason',
      text,
    }))
}

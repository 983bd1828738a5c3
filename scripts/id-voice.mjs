// The Indonesian voice (docs/glossary-id.md), checked on every Indonesian text that ships: the
// formal register, the -mu rule, the forms the glossary's table forbids and English left in
// Indonesian. Used by scripts/i18n-check.mjs; the texts come from scripts/id-voice.sources.mjs.
import { ALLOWED, ENGLISH, FOREIGN_WORDS, FORMAL, MU_NOUNS } from './id-voice.lists.mjs'

/** The rows of a markdown table whose header row starts with `first`, as trimmed cells. */
function tableRows(markdown, first) {
  const rows = markdown
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    )
  const header = rows.findIndex((cells) => cells.join('|') === first.join('|'))
  if (header < 0) return null
  const body = []
  for (const cells of rows.slice(header + 1)) {
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue
    // a table ends where another header begins
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
      rule: '-mu',
      write: 'the native noun with -mu (nomor ponselmu, milikmu)',
      pattern: new RegExp(whole(`(?:${mu})\\s+kamu`), 'giu'),
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
        pattern: new RegExp(whole(phrase(form)), 'giu'),
      })),
    {
      rule: 'English',
      write: 'Indonesian (or add the name to ALLOWED in scripts/id-voice.lists.mjs with its reason)',
      pattern: new RegExp(whole(ENGLISH.map(phrase).join('|')), 'giu'),
      allowed: Object.keys(ALLOWED),
    },
  ]
}

/**
 * Each break of the voice in the texts, with where it is: the rule it breaks, the words found
 * (`form`) and what to write instead.
 */
export function voiceProblems(texts, forms) {
  const rules = voiceRules(forms)
  return texts.flatMap(({ where, text }) =>
    rules.flatMap(({ rule, write, pattern, allowed = [] }) => {
      let seen = text
      // names in English, and paths and addresses (…/id/account/change-password), are not prose
      if (rule === 'English') seen = seen.replace(/(?<![\p{L}\p{N}])\/\S*/gu, ' ')
      for (const name of allowed) seen = seen.split(name).join(' ')
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

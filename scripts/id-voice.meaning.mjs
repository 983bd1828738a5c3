// The meaning side of the Indonesian voice (review K8): the glossary's Write column enforced where
// the English names the thing, and dates and amounts in a text built from pieces taken from the
// shared formatters, not written raw. Used by scripts/id-voice.shipped.mjs and id-voice.views.mjs.
import { tableRows } from './id-voice.mjs'

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const phrase = (text) => text.trim().split(/\s+/).map(escape).join('[\\s-]+')
const NOT_LETTER = '(?![\\p{L}\\p{N}])'

/**
 * The forms of a Write cell: "box (box Vision+ TV, box Android TV)" is box; "siaran langsung;
 * the channels: saluran TV live" is siaran langsung and saluran TV live. Examples in
 * parentheses and a use's label before a colon are not forms.
 */
export function writeForms(cell) {
  return cell
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]/)
    .map((part) =>
      part
        .replace(/^[^:]*:/, '')
        .replace(/_/g, '')
        .trim(),
    )
    .filter(Boolean)
}

/**
 * The things whose English is clear, from the glossary's "| English | Thing |" table, each with
 * its English terms and the Write forms of its row in the "| Thing | Write | Never |" table.
 */
export function namedThings(markdown) {
  const write = new Map(
    (tableRows(markdown, ['Thing', 'Write', 'Never']) ?? []).map(([thing, cell]) => [thing, cell]),
  )
  return (tableRows(markdown, ['English', 'Thing']) ?? []).map(([english, thing]) => {
    const cell = write.get(thing)
    if (cell === undefined)
      throw new Error(`docs/glossary-id.md: "${thing}" of the English table has no row in the Thing table`)
    return {
      thing,
      terms: english
        .split(',')
        .map((term) => term.trim())
        .filter(Boolean),
      forms: writeForms(cell),
    }
  })
}

/** The English texts the glossary exempts from the Write rule ("| Write exception | Why |"), each with a reason. */
export function writeExceptions(markdown) {
  return new Set(
    (tableRows(markdown, ['Write exception', 'Why']) ?? [])
      .filter(([, why]) => why.length > 0)
      .map(([english]) => english.replace(/^"|"$/g, '')),
  )
}

/** An English text's words: placeholders and markup left out ("{phone}" is a number, not the word). */
const englishWords = (english) => english.replace(/\{[^{}]*\}/g, ' ').replace(/<\/?\d+\s*\/?>/g, ' ')

/**
 * A text whose English names a thing of the glossary but whose Indonesian uses none of the row's
 * Write forms (review K8: "perangkat" where the English says box, a sessions line without sesi):
 * the Never column only catches the words it lists, this catches any other word for the thing.
 */
export function writeProblems(texts, markdown) {
  const things = namedThings(markdown).map(({ thing, terms, forms }) => ({
    thing,
    forms,
    english: new RegExp(`(?<![\\p{L}\\p{N}-])(?:${terms.map(phrase).join('|')})(?:s|es)?${NOT_LETTER}`, 'iu'),
    // a Write form with the endings Indonesian adds (ponselmu, box-nya, saluran-saluran)
    indonesian: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${forms.map(phrase).join('|')})(?:-?(?:mu|nya|ku|lah|kah|pun))?(?:-[\\p{L}\\p{N}]+)*${NOT_LETTER}`,
      'iu',
    ),
  }))
  const exempt = writeExceptions(markdown)
  return texts.flatMap(({ where, text, english }) => {
    if (typeof english !== 'string' || exempt.has(english)) return []
    return things
      .filter((thing) => thing.english.test(englishWords(english)) && !thing.indonesian.test(text))
      .map(({ thing, forms, english: term }) => ({
        where,
        rule: 'Write',
        form: englishWords(english).match(term)?.[0] ?? thing,
        write: `${forms.join(', ')} (${thing}; or a "| Write exception | Why |" row in docs/glossary-id.md)`,
        text,
      }))
  })
}

/** Methods that write a date or a number the raw way: ISO, the runtime's locale, fixed digits. */
const RAW_METHODS = new Set([
  'toISOString',
  'toJSON',
  'toUTCString',
  'toDateString',
  'toTimeString',
  'toLocaleDateString',
  'toLocaleTimeString',
  'toLocaleString',
  'toFixed',
  'toPrecision',
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
])
/** A price's name: shown as it is, it is a bare number (10000), not Rp. 10.000. */
const PRICE = /^(?:price|amount|harga|total|subtotal|fee|cost)$|[a-z](?:Price|Amount|Total)$/
/** A field the API gives as an ISO date (period_end, createdAt, enddate). */
const DATE_FIELD =
  /(?:^|_)(?:at|date|until)$|^(?:startdate|enddate|period_start|period_end)$|[a-z](?:At|Date|Until)$/

const unwrap = (path) =>
  ['TSAsExpression', 'TSNonNullExpression', 'ParenthesizedExpression', 'TSSatisfiesExpression'].includes(
    path.node?.type,
  )
    ? unwrap(path.get('expression'))
    : path

/**
 * Why a value put into a text is a raw date or amount, or null: a Date written by its own methods
 * (`end.toISOString().slice(0, 10)`, `.toLocaleDateString()`), a `new Date`, a price or an API
 * date field shown as it is (`${price}`, `${row.period_end}`). A call of anything else (the shared
 * formatters: formatRupiah, formatDateLong, a local helper built on them) is a formatted value. A
 * name is followed to the constant it holds.
 */
export function rawValue(input, seen = new Set()) {
  const path = unwrap(input)
  const node = path.node
  if (!node || seen.has(node)) return null
  seen.add(node)
  const source = () => path.toString()
  // a chain of calls and reads: raw when any link is a raw method (x.toISOString().slice(0, 10))
  for (let link = path; link.isCallExpression() || link.isMemberExpression();) {
    const member = link.isCallExpression() ? link.get('callee') : link
    if (member.isMemberExpression() && !member.node.computed) {
      const name = member.node.property.name
      if (RAW_METHODS.has(name)) return source()
      if (member.get('object').isIdentifier({ name: 'Date' }) && name === 'now') return source()
    }
    if (link.isCallExpression()) {
      if (!member.isMemberExpression()) break
      link = member.get('object')
    } else link = link.get('object')
  }
  if (path.isNewExpression() && path.get('callee').isIdentifier({ name: 'Date' })) return source()
  if (path.isCallExpression() && path.get('callee').isIdentifier({ name: 'String' }))
    return rawValue(path.get('arguments')[0], seen) ?? (bareField(path.get('arguments')[0]) ? source() : null)
  if (path.isMemberExpression() && !node.computed && bareField(path)) return source()
  if (path.isIdentifier()) {
    const declared = path.scope.getBinding(node.name)?.path
    if (declared?.isVariableDeclarator() && declared.get('id').isIdentifier() && declared.node.init)
      return rawValue(declared.get('init'), seen)
    return PRICE.test(node.name) ? source() : null
  }
  return null
}

/** A read of a price or an API date field (`p.price`, `row.period_end`), unformatted. */
function bareField(input) {
  const path = unwrap(input)
  if (path.isIdentifier()) return PRICE.test(path.node.name)
  if (!path.isMemberExpression() || path.node.computed) return false
  const name = path.node.property.name ?? ''
  return PRICE.test(name) || DATE_FIELD.test(name)
}

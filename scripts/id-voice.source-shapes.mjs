// The shapes the Indonesian source reader (scripts/id-voice.sources.mjs) knows: the keys that hold
// Indonesian or are not prose, a text written as a template or in pieces, the English beside a
// text, a content text's place (and the English of the _EN exports by place), and the raw values
// put into a template (id-voice.meaning.mjs).
import { parse } from '@babel/parser'
import { traverse } from '@babel/core'
import { rawValue } from './id-voice.meaning.mjs'

/** Keys of the Indonesian content whose values are not prose. */
export const NOT_TEXT = new Set([
  'id',
  'kind',
  'slug',
  'image',
  'icon',
  'href',
  'url',
  'imageUrl',
  'published_at',
  'updated_at',
])
export const LANGUAGE_KEYS = new Set(['lan', 'lang', 'language', 'locale'])

/** The site's language a tag names: 'id' ('id', 'id-ID'), 'en' ('en', 'en-GB'…), else null. */
export const LANGUAGE_OF = (tag) =>
  /^id(-[A-Za-z]+)?$/.test(tag) ? 'id' : /^en(-[A-Za-z]+)?$/.test(tag) ? 'en' : null

export const keyName = (property) => {
  const key = property.key
  if (property.computed) return key.type === 'StringLiteral' ? key.value : null
  return key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null
}

/** 'id' as const is 'id'. */
export const unwrap = (node) =>
  node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression' ? unwrap(node.expression) : node

/** A template's text, each ${…} written as {…} (the words around it are what is read). */
export const templateText = (node) =>
  node.quasis.map((q, i) => (i === 0 ? '' : '{…}') + (q.value.cooked ?? q.value.raw)).join('')

/** A concatenation's text ('a' + b + `c`), each part that is not a string written as {…}. */
export const joinedText = (node) => {
  const part = unwrap(node)
  if (part.type === 'StringLiteral') return part.value
  if (part.type === 'TemplateLiteral') return templateText(part)
  if (part.type === 'BinaryExpression' && part.operator === '+')
    return joinedText(part.left) + joinedText(part.right)
  return '{…}'
}

/**
 * The prose a content field holds: an `x_id` or `xId` key of these names is read as Indonesian
 * even with no English sibling (review K7: a `title_id` alone); other `_id` keys are ids
 * (order_id, province_id).
 */
const PROSE_KEYS = new Set([
  'title',
  'subtitle',
  'description',
  'summary',
  'body',
  'label',
  'text',
  'caption',
  'heading',
  'question',
  'answer',
  'terms',
  'overlayText',
])

/**
 * Whether an object's key holds Indonesian, and the property holding its English: { en } (en
 * undefined when there is none), or null for a key that is not Indonesian. Keys: `id` beside an
 * English tag, a regional tag alone ('id-ID'), `x_id` beside `x_en` or of a prose name, and the
 * camelCase `xId` beside `xEn` or of a prose name (titleId, descriptionId).
 */
export function indonesianKey(key, byKey) {
  const englishTag = [...byKey.keys()].find((k) => k !== null && LANGUAGE_OF(k) === 'en')
  if (LANGUAGE_OF(key) === 'id') {
    if (key === 'id' && englishTag === undefined) return null
    return { en: englishTag === undefined ? undefined : byKey.get(englishTag) }
  }
  const field = /^(\w+)_id$/.exec(key) ?? /^([a-z][A-Za-z]*)Id$/.exec(key)
  if (!field) return null
  const en = byKey.get(key.endsWith('_id') ? `${field[1]}_en` : `${field[1]}En`)
  return en !== undefined || PROSE_KEYS.has(field[1]) ? { en } : null
}

/** The raw dates and amounts a template or a concatenation puts into its text (id-voice.meaning.mjs). */
export function rawParts(path) {
  if (path.isTemplateLiteral()) return path.get('expressions').flatMap((e) => rawValue(e) ?? [])
  if (path.isBinaryExpression({ operator: '+' }))
    return [...rawParts(path.get('left')), ...rawParts(path.get('right'))]
  if (path.isStringLiteral()) return []
  return [rawValue(path) ?? []].flat()
}

/**
 * A text's place in an _ID content export, the same in its _EN export: the export's name without
 * the suffix, then each property's key and each list item's id or slug (or its index).
 */
export function contentKey(path, root, name) {
  const parts = []
  for (let at = path; at && at.node !== root.node; at = at.parentPath) {
    const parent = at.parentPath
    if (parent?.isObjectProperty() && parent.node.value === at.node) parts.unshift(keyName(parent.node))
    if (parent?.isArrayExpression()) {
      const item = at.node
      const named =
        item.type === 'ObjectExpression' &&
        item.properties.find(
          (p) =>
            p.type === 'ObjectProperty' &&
            ['id', 'slug'].includes(keyName(p)) &&
            p.value.type === 'StringLiteral',
        )
      parts.unshift(named ? named.value.value : String(parent.node.elements.indexOf(item)))
    }
  }
  return [name, ...parts].join('/')
}

/** The text a value holds when it is one string (a literal, a template, a constant holding one), else undefined. */
export function englishText(path, seen = new Set()) {
  const node = path?.node
  if (!node || seen.has(node)) return undefined
  seen.add(node)
  const part = unwrap(node)
  if (['StringLiteral', 'TemplateLiteral', 'BinaryExpression'].includes(part.type)) {
    const text = joinedText(part)
    return text === '{…}' ? undefined : text
  }
  if (part.type !== 'Identifier') return undefined
  const declared = path.scope.getBinding(part.name)?.path
  return declared?.isVariableDeclarator() && declared.node.init
    ? englishText(declared.get('init'), seen)
    : undefined
}

/** The same part of the English beside an Indonesian value of the same shape (a branch, an element, a property). */
export function sameShape(en, node, pick) {
  if (!en?.node || en.node.type !== node.type) return en
  return pick(en)
}

/**
 * The English of the _EN content exports (content-en.ts: PROMOS_EN…), by each text's place
 * (PROMOS/merdeka-sale/title), for pairing with the same place of the _ID export.
 */
export function englishContent(source) {
  const texts = new Map()
  if (!/_EN\b/.test(source)) return texts
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false })
  traverse(ast, {
    VariableDeclarator(path) {
      const id = path.node.id
      if (
        id.type !== 'Identifier' ||
        !/_EN$/.test(id.name) ||
        !path.parentPath.parentPath?.isExportNamedDeclaration()
      )
        return
      const root = path.get('init')
      const name = id.name.replace(/_EN$/, '')
      root.traverse({
        StringLiteral(p) {
          if (!(p.parentPath.isObjectProperty() && p.parentPath.node.key === p.node))
            texts.set(contentKey(p, root, name), p.node.value)
        },
        TemplateLiteral(p) {
          texts.set(contentKey(p, root, name), templateText(p.node))
        },
      })
    },
  })
  return texts
}

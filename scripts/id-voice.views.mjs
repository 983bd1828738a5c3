// What the site's views put on a page outside the catalogs' words (review K7, K8): the raw message
// of a caught error, which is English on /id too, and a raw date or amount put into a message's
// placeholder. Used by scripts/id-voice.shipped.mjs on the site's views (src, tests left out).
import { parse } from '@babel/parser'
import { traverse } from '@babel/core'
import { rawValue } from './id-voice.meaning.mjs'

/** The names a caught error goes by in the site's code (beside a catch clause's own parameter). */
const ERROR_NAME = /^(?:e|err|error|ex|exception|reason|cause|caught|failure)$/
/** The props of a call's options that a person reads (a notification's message, a title). */
const VISIBLE_KEYS = new Set(['message', 'title', 'description', 'label', 'children', 'text'])
/** A translator: Lingui's t and i18n._, the site's serverText and any other …Text lookup (errorText). */
const TRANSLATOR = /^(?:t|_|serverText)$|Text$/

const parseView = (source) =>
  parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false })

/** `error.message` (also `error?.message`) of a caught error: a catch clause's parameter or an error's usual name. */
function isErrorMessage(path) {
  const { node } = path
  if (node.computed || node.property.type !== 'Identifier' || node.property.name !== 'message') return false
  const object = path.get('object')
  if (!object.isIdentifier()) return false
  const binding = path.scope.getBinding(object.node.name)
  return binding?.path.isCatchClause() === true || ERROR_NAME.test(object.node.name)
}

const calleeName = (call) => {
  const callee = call.node.callee
  if (callee.type === 'Identifier') return callee.name
  if (callee.type === 'MemberExpression' && !callee.computed) return callee.property.name
  return null
}

/** The state a setter sets: `const [error, setError] = useState(…)` gives error's binding for setError. */
function stateOf(setter) {
  const declared = setter.scope.getBinding(setter.node.name)?.path
  if (!declared?.isVariableDeclarator() || !declared.get('id').isArrayPattern()) return null
  const [value, set] = declared.node.id.elements
  if (set?.type !== 'Identifier' || set.name !== setter.node.name || value?.type !== 'Identifier') return null
  return declared.scope.getBinding(value.name)
}

/**
 * Where a value reaches the page untranslated: the JSX (a child or a prop) or a visible option of
 * a call, followed through what passes it on (.trim(), ?:, ??, a template, a constant, a React
 * state and its setter, a function's result). A translator (t, i18n._, serverText, a …Text
 * lookup) or a table keyed by it (`REFUSAL_TEXT[words]`) ends it. Returns the sink, or null.
 */
function shownRaw(path, seen = new Set()) {
  if (seen.has(path.node)) return null
  seen.add(path.node)
  const parent = path.parentPath
  if (!parent) return null
  if (parent.isJSXExpressionContainer()) return parent
  if (parent.isMemberExpression() && parent.node.computed && parent.node.property === path.node) return null
  if (parent.isCallExpression() && parent.node.callee !== path.node) {
    const callee = parent.get('callee')
    // a React state's setter (setText too): where the state is read
    const state = callee.isIdentifier() && /^set[A-Z]/.test(callee.node.name) ? stateOf(callee) : null
    if (state) {
      for (const ref of state.referencePaths) {
        const sink = shownRaw(ref, seen)
        if (sink) return sink
      }
      return null
    }
    // through a translator it is the page's words; any other function's result carries it on
    const name = calleeName(parent)
    return name && TRANSLATOR.test(name) ? null : shownRaw(parent, seen)
  }
  // x.message.trim(), x.message.slice(…): the same words
  if (parent.isMemberExpression() && parent.node.object === path.node && parent.parentPath.isCallExpression())
    return shownRaw(parent.parentPath, seen)
  // a property of a value carrying the words carries them (failure.text)
  if (parent.isMemberExpression() && parent.node.object === path.node) return shownRaw(parent, seen)
  if (parent.isLogicalExpression() && !(parent.node.operator === '&&' && parent.node.left === path.node))
    return shownRaw(parent, seen)
  if (
    (parent.isConditionalExpression() && parent.node.test !== path.node) ||
    parent.isTemplateLiteral() ||
    (parent.isBinaryExpression() && parent.node.operator === '+') ||
    ['TSAsExpression', 'TSNonNullExpression', 'ParenthesizedExpression'].includes(parent.node.type)
  )
    return shownRaw(parent, seen)
  if (parent.isObjectProperty() && parent.node.value === path.node) {
    const object = parent.parentPath
    const key = parent.node.key.name ?? parent.node.key.value
    if (object.parentPath?.isCallExpression() && VISIBLE_KEYS.has(key)) return object
    return shownRaw(object, seen)
  }
  if (parent.isVariableDeclarator() && parent.get('id').isIdentifier()) {
    for (const ref of parent.scope.getBinding(parent.node.id.name)?.referencePaths ?? []) {
      const sink = shownRaw(ref, seen)
      if (sink) return sink
    }
  }
  return null
}

/**
 * A caught error's own message put on the page (review K7, G7's class): the services and the
 * runtime write it in English, so /id would show English. Refused unless it goes through a
 * translator first (src/ui/server-text.ts says the services' known words in the page's language).
 */
export function rawErrorMessages(source) {
  if (!/\.message\b/.test(source)) return []
  const found = []
  const visit = (path) => {
    if (!isErrorMessage(path)) return
    const sink = shownRaw(path)
    if (sink) found.push({ line: path.node.loc.start.line, text: path.toString() })
  }
  traverse(parseView(source), { MemberExpression: visit, OptionalMemberExpression: visit })
  return found
}

/**
 * The values a Lingui message's placeholders get in source (t`…${x}…`, msg`…`, <Trans>…{x}…</Trans>,
 * i18n._(descriptor, { x })) that are raw dates or amounts (review K8, M2): the catalogs' {until},
 * {date} and {price} must be filled by the shared formatters (contract/format.ts), in both languages.
 */
export function rawPlaceholderValues(source) {
  if (!/\bt`|msg`|<Trans\b|\._\(/.test(source)) return []
  const found = []
  const check = (path) => {
    const raw = rawValue(path)
    if (raw) found.push({ line: path.node.loc.start.line, text: raw })
  }
  traverse(parseView(source), {
    TaggedTemplateExpression(path) {
      const tag = path.get('tag')
      if (tag.isIdentifier() && ['t', 'msg'].includes(tag.node.name))
        path.get('quasi').get('expressions').forEach(check)
    },
    JSXElement(path) {
      const name = path.node.openingElement.name
      if (name.type !== 'JSXIdentifier' || name.name !== 'Trans') return
      for (const child of path.get('children'))
        if (child.isJSXExpressionContainer()) check(child.get('expression'))
    },
    CallExpression(path) {
      const callee = path.get('callee')
      if (!callee.isMemberExpression() || callee.node.property.name !== '_') return
      const values = path.get('arguments')[1]
      if (values?.isObjectExpression())
        for (const p of values.get('properties')) if (p.isObjectProperty()) check(p.get('value'))
    },
  })
  return found
}

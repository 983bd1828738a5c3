// The Indonesian texts of TypeScript source (the content seed, server code), found by parsing,
// not by quote style: single, double and template strings alike. Used by scripts/i18n-check.mjs.
//
// A text is Indonesian when the code says so by its shape:
// - everything in an exported constant whose name ends in _ID (content-id.ts: PROMOS_ID, FAQ_ID…),
//   slugs, image paths and dates left out;
// - the value of an `x_id` key beside an `x_en` key (catalogue.ts: description_en/description_id),
//   and of an `id` key beside an `en` key ({ en: …, id: … });
// - the other values of an object with a language key set to 'id' ({ lan: 'id', overlayText });
// - the Indonesian branch of a language choice (`language === 'id' ? … : …`, also through a
//   constant holding that comparison).
// A value given by name is followed to where it is written: a constant's initialiser, the
// arguments a function's parameter receives in the same file (catalogue.ts's d(id, en, idn)), a
// tuple element of a mapped list (BENEFITS' [en, idn] pairs).
import { parse } from '@babel/parser'
import { traverse } from '@babel/core'

/** Keys of the Indonesian content whose values are not prose. */
const NOT_TEXT = new Set([
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
const LANGUAGE_KEYS = new Set(['lan', 'lang', 'language', 'locale'])

const keyName = (property) => {
  const key = property.key
  if (property.computed) return key.type === 'StringLiteral' ? key.value : null
  return key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null
}

/** 'id' as const is 'id'. */
const unwrap = (node) =>
  node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression' ? unwrap(node.expression) : node

/** A template's text, each ${…} written as {…} (the words around it are what is read). */
const templateText = (node) =>
  node.quasis.map((q, i) => (i === 0 ? '' : '{…}') + (q.value.cooked ?? q.value.raw)).join('')

/** A concatenation's text ('a' + b + `c`), each part that is not a string written as {…}. */
const joinedText = (node) => {
  const part = unwrap(node)
  if (part.type === 'StringLiteral') return part.value
  if (part.type === 'TemplateLiteral') return templateText(part)
  if (part.type === 'BinaryExpression' && part.operator === '+')
    return joinedText(part.left) + joinedText(part.right)
  return '{…}'
}

/** The Indonesian strings of a TypeScript source: [{ line, text }], in source order. */
export function indonesianStrings(source) {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false })
  const found = new Map()
  const add = (node, text) => {
    if (text.trim() !== '') found.set(node.start, { line: node.loc.start.line, text })
  }

  /** Every string a value may be, following names to what they hold (each node once). */
  function strings(path, seen = new Set()) {
    if (!path?.node || seen.has(path.node)) return
    seen.add(path.node)
    const node = path.node
    switch (node.type) {
      case 'StringLiteral':
        return add(node, node.value)
      case 'TemplateLiteral':
        return add(node, templateText(node))
      case 'BinaryExpression':
        // a text written in pieces is read as the one sentence it makes
        return node.operator === '+' ? add(node, joinedText(node)) : undefined
      case 'ConditionalExpression':
        strings(path.get('consequent'), seen)
        return strings(path.get('alternate'), seen)
      case 'LogicalExpression':
        strings(path.get('left'), seen)
        return strings(path.get('right'), seen)
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'ParenthesizedExpression':
        return strings(path.get('expression'), seen)
      case 'ArrayExpression':
        return path.get('elements').forEach((e) => strings(e, seen))
      case 'ObjectExpression':
        return path
          .get('properties')
          .forEach((p) => p.node.type === 'ObjectProperty' && strings(p.get('value'), seen))
      case 'MemberExpression':
        // BENEFITS[theme]: any of the object's values
        return node.computed ? strings(path.get('object'), seen) : undefined
      case 'Identifier':
        return named(path, seen)
    }
  }

  function named(path, seen) {
    const binding = path.scope.getBinding(path.node.name)
    if (!binding) return
    const declared = binding.path
    if (declared.isVariableDeclarator()) {
      if (declared.get('id').isIdentifier()) strings(declared.get('init'), seen)
      return
    }
    if (binding.kind !== 'param' || !declared.parentPath?.isFunction()) return
    const fn = declared.parentPath
    const index = fn.get('params').findIndex((p) => p.node === declared.node)
    // a parameter: what each call in this file passes to it
    if (declared.node === binding.identifier) {
      for (const call of callsOf(fn)) strings(call.get('arguments')[index], seen)
      return
    }
    // an element of a tuple parameter of a list's map callback: ([en, idn]) => …
    if (!declared.isArrayPattern()) return
    const at = declared.node.elements.indexOf(binding.identifier)
    const call = fn.parentPath
    if (at < 0 || !call?.isCallExpression() || !call.get('callee').isMemberExpression()) return
    for (const list of listsOf(call.get('callee').get('object')))
      for (const item of list.get('elements'))
        if (item.isArrayExpression()) strings(item.get('elements')[at], seen)
  }

  /** The array literals a value may be (BENEFITS[theme] ?? [] gives every list of BENEFITS). */
  function listsOf(path, seen = new Set()) {
    if (!path?.node || seen.has(path.node)) return []
    seen.add(path.node)
    const node = path.node
    if (node.type === 'ArrayExpression') return [path]
    if (node.type === 'LogicalExpression')
      return [...listsOf(path.get('left'), seen), ...listsOf(path.get('right'), seen)]
    if (
      node.type === 'TSAsExpression' ||
      node.type === 'ParenthesizedExpression' ||
      node.type === 'TSSatisfiesExpression'
    )
      return listsOf(path.get('expression'), seen)
    if (node.type === 'MemberExpression' && node.computed) return listsOf(path.get('object'), seen)
    if (node.type === 'ObjectExpression')
      return path
        .get('properties')
        .flatMap((p) => (p.node.type === 'ObjectProperty' ? listsOf(p.get('value'), seen) : []))
    if (node.type === 'Identifier') {
      const declared = path.scope.getBinding(node.name)?.path
      if (declared?.isVariableDeclarator()) return listsOf(declared.get('init'), seen)
    }
    return []
  }

  /** The calls, in this file, of a function declared as `function f` or `const f = (…) =>`. */
  function callsOf(fn) {
    const name = fn.isFunctionDeclaration()
      ? fn.node.id?.name
      : fn.parentPath.isVariableDeclarator() && fn.parentPath.get('id').isIdentifier()
        ? fn.parentPath.node.id.name
        : null
    if (!name) return []
    const binding = fn.scope.parent?.getBinding(name) ?? fn.parentPath.scope.getBinding(name)
    return (binding?.referencePaths ?? [])
      .filter((ref) => ref.parentPath?.isCallExpression() && ref.parentPath.node.callee === ref.node)
      .map((ref) => ref.parentPath)
  }

  /** `language === 'id'` (true: the consequent is Indonesian), `!== 'id'` (false), or null. */
  function languageTest(path) {
    const node = path.node
    if (node.type === 'BinaryExpression' && ['===', '==', '!==', '!='].includes(node.operator)) {
      const isId = (n) => n.type === 'StringLiteral' && n.value === 'id'
      if (isId(node.left) || isId(node.right)) return node.operator.startsWith('=')
    }
    if (node.type === 'UnaryExpression' && node.operator === '!') {
      const inner = languageTest(path.get('argument'))
      return inner === null ? null : !inner
    }
    if (node.type === 'Identifier') {
      const declared = path.scope.getBinding(node.name)?.path
      if (declared?.isVariableDeclarator() && declared.node.init) return languageTest(declared.get('init'))
    }
    return null
  }

  /** What the returns of a branch give (not those of functions declared inside it). */
  function returned(path) {
    if (!path?.node) return
    if (path.isReturnStatement()) return strings(path.get('argument'))
    path.traverse({
      Function: (inner) => inner.skip(),
      ReturnStatement: (r) => strings(r.get('argument')),
    })
  }

  /** Every string inside a value, prose keys only (for the _ID content exports). */
  function allText(path) {
    path.traverse({
      StringLiteral(p) {
        if (p.parentPath.isObjectProperty() && p.parentPath.node.key === p.node) return
        if (p.parentPath.isObjectProperty() && NOT_TEXT.has(keyName(p.parentPath.node))) return
        add(p.node, p.node.value)
      },
      TemplateLiteral(p) {
        if (p.parentPath.isObjectProperty() && NOT_TEXT.has(keyName(p.parentPath.node))) return
        add(p.node, templateText(p.node))
      },
    })
  }

  traverse(ast, {
    VariableDeclarator(path) {
      const id = path.node.id
      if (
        id.type === 'Identifier' &&
        /_ID$/.test(id.name) &&
        path.parentPath.parentPath?.isExportNamedDeclaration()
      )
        allText(path.get('init'))
    },
    IfStatement(path) {
      const indonesian = languageTest(path.get('test'))
      if (indonesian !== null) returned(path.get(indonesian ? 'consequent' : 'alternate'))
    },
    SwitchCase(path) {
      const { test } = path.node
      const on = path.parentPath.get('discriminant')
      // switch (language) { case 'id': … }, on a value named for a language
      if (
        test?.type === 'StringLiteral' &&
        test.value === 'id' &&
        on.isIdentifier() &&
        /lang|locale|^lan$/i.test(on.node.name)
      )
        path.get('consequent').forEach(returned)
    },
    ConditionalExpression(path) {
      const indonesian = languageTest(path.get('test'))
      if (indonesian !== null) strings(path.get(indonesian ? 'consequent' : 'alternate'))
    },
    ObjectExpression(path) {
      const props = path.get('properties').filter((p) => p.isObjectProperty())
      const keys = new Set(props.map((p) => keyName(p.node)))
      const isIndonesian = props.some(
        (p) =>
          LANGUAGE_KEYS.has(keyName(p.node)) &&
          unwrap(p.node.value).type === 'StringLiteral' &&
          unwrap(p.node.value).value === 'id',
      )
      for (const p of props) {
        const key = keyName(p.node)
        if (key === null) continue
        const paired =
          (key === 'id' && keys.has('en')) || (/^\w+_id$/.test(key) && keys.has(key.replace(/_id$/, '_en')))
        if (paired || (isIndonesian && !LANGUAGE_KEYS.has(key) && !NOT_TEXT.has(key))) strings(p.get('value'))
      }
    },
  })
  return [...found.values()].sort((a, b) => a.line - b.line)
}

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

/** The site's language a tag names: 'id' ('id', 'id-ID'), 'en' ('en', 'en-GB'…), else null. */
const LANGUAGE_OF = (tag) =>
  /^id(-[A-Za-z]+)?$/.test(tag) ? 'id' : /^en(-[A-Za-z]+)?$/.test(tag) ? 'en' : null

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

  /** The language a value names: 'id' ('id', 'id-ID', 'in', or a constant holding one), 'en' ('en', 'en-GB'…), or null. */
  function languageValue(path, seen = new Set()) {
    const node = path?.node
    if (!node || seen.has(node)) return null
    seen.add(node)
    if (node.type === 'StringLiteral') return LANGUAGE_OF(node.value)
    if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression')
      return languageValue(path.get('expression'), seen)
    if (node.type === 'Identifier') {
      const declared = path.scope.getBinding(node.name)?.path
      if (declared?.isVariableDeclarator() && declared.node.init)
        return languageValue(declared.get('init'), seen)
    }
    return null
  }

  /**
   * A test of the language, however written: true when it holds for Indonesian (its consequent is
   * the Indonesian branch), false when it holds for English (`language === 'en'`, `!== 'id'`: the
   * alternate is), null when it is no language test. Comparisons with either language (also
   * through a constant), `.startsWith('id')`, negations, a constant holding a test, and a call of a
   * function of this file that returns one (`isIndonesian(lang)`).
   */
  function languageTest(path, seen = new Set()) {
    const node = path.node
    if (!node || seen.has(node)) return null
    seen.add(node)
    if (node.type === 'BinaryExpression' && ['===', '==', '!==', '!='].includes(node.operator)) {
      const compared = languageValue(path.get('left')) ?? languageValue(path.get('right'))
      if (compared === null) return null
      return (compared === 'id') === node.operator.startsWith('=')
    }
    if (node.type === 'UnaryExpression' && node.operator === '!') {
      const inner = languageTest(path.get('argument'), seen)
      return inner === null ? null : !inner
    }
    if (node.type === 'ParenthesizedExpression' || node.type === 'TSAsExpression')
      return languageTest(path.get('expression'), seen)
    if (node.type === 'CallExpression') {
      const callee = path.get('callee')
      // lang.startsWith('id'), locale.startsWith('en')
      if (
        callee.isMemberExpression() &&
        !callee.node.computed &&
        callee.node.property.type === 'Identifier' &&
        callee.node.property.name === 'startsWith'
      ) {
        const prefix = languageValue(path.get('arguments')[0])
        return prefix === null ? null : prefix === 'id'
      }
      // isIndonesian(lang): what the function returns
      if (callee.isIdentifier()) {
        const declared = path.scope.getBinding(callee.node.name)?.path
        const fn = declared?.isVariableDeclarator() ? declared.get('init') : declared
        if (fn?.isFunction()) {
          const body = fn.get('body')
          if (!body.isBlockStatement()) return languageTest(body, seen)
          const returns = body.get('body').filter((statement) => statement.isReturnStatement())
          if (returns.length === 1 && returns[0].node.argument)
            return languageTest(returns[0].get('argument'), seen)
        }
      }
      return null
    }
    if (node.type === 'Identifier') {
      const declared = path.scope.getBinding(node.name)?.path
      if (declared?.isVariableDeclarator() && declared.node.init)
        return languageTest(declared.get('init'), seen)
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
      if (indonesian === null) return
      returned(path.get(indonesian ? 'consequent' : 'alternate'))
      // if (language === 'en') return …; return 'the Indonesian': what follows the if is Indonesian
      if (!indonesian && !path.node.alternate && Array.isArray(path.container))
        for (const next of path.getAllNextSiblings()) returned(next)
    },
    SwitchCase(path) {
      const { test } = path.node
      const on = path.parentPath.get('discriminant')
      // switch (language) { case 'id': … }, on a value named for a language
      if (
        test?.type === 'StringLiteral' &&
        LANGUAGE_OF(test.value) === 'id' &&
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
      const english = [...keys].some((key) => key !== null && LANGUAGE_OF(key) === 'en')
      const isIndonesian = props.some(
        (p) =>
          LANGUAGE_KEYS.has(keyName(p.node)) &&
          unwrap(p.node.value).type === 'StringLiteral' &&
          LANGUAGE_OF(unwrap(p.node.value).value) === 'id',
      )
      for (const p of props) {
        const key = keyName(p.node)
        if (key === null) continue
        const paired =
          (LANGUAGE_OF(key) === 'id' && english) ||
          (/^\w+_id$/.test(key) && keys.has(key.replace(/_id$/, '_en')))
        if (paired || (isIndonesian && !LANGUAGE_KEYS.has(key) && !NOT_TEXT.has(key))) strings(p.get('value'))
      }
    },
  })
  return [...found.values()].sort((a, b) => a.line - b.line)
}

const PICTURE = /^\/\S+\.(?:svg|png|jpe?g|webp|gif|avif)$/i

/** The pictures the Indonesian content shows (the `image` of an exported _ID constant): [{ line, text }]. */
export function indonesianPictures(source) {
  if (!/_ID\b/.test(source)) return []
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false })
  const found = []
  traverse(ast, {
    VariableDeclarator(path) {
      const id = path.node.id
      if (
        id.type !== 'Identifier' ||
        !/_ID$/.test(id.name) ||
        !path.parentPath.parentPath?.isExportNamedDeclaration()
      )
        return
      path.traverse({
        StringLiteral(p) {
          if (PICTURE.test(p.node.value)) found.push({ line: p.node.loc.start.line, text: p.node.value })
        },
      })
    },
  })
  return found
}

const env = (node) =>
  (node.type === 'Identifier' && node.name === 'env') ||
  (node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'env')

/**
 * The words a configuration default shows in both languages: the text after `env.NAME ||` or
 * `env.NAME ??` (process.env too) that reads as words (a letter and a space), not an address or
 * a path: [{ line, text }].
 */
export function configDefaults(source) {
  if (!/\benv\b/.test(source)) return []
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false })
  const found = []
  traverse(ast, {
    LogicalExpression(path) {
      const { left, right, operator } = path.node
      if (operator === '&&' || left.type !== 'MemberExpression' || !env(left.object)) return
      const value = unwrap(right)
      const text =
        value.type === 'StringLiteral'
          ? value.value
          : value.type === 'TemplateLiteral'
            ? templateText(value)
            : null
      if (text !== null && /\p{L}/u.test(text) && /\s/.test(text.trim()) && !/^[a-z]+:\/\//i.test(text))
        found.push({ line: value.loc.start.line, text })
    },
  })
  return found
}

// The Indonesian texts of TypeScript source (the content seed, server code), found by parsing,
// not by quote style: single, double and template strings alike. Used by scripts/i18n-check.mjs.
//
// A text is Indonesian when the code says so by its shape:
// - everything in an exported constant whose name ends in _ID (content-id.ts: PROMOS_ID, FAQ_ID…),
//   slugs, image paths and dates left out;
// - the value of an `x_id` key beside an `x_en` key (catalogue.ts: description_en/description_id)
//   or of a prose name alone (title_id), the camelCase titleId likewise, of an `id` key beside an
//   `en` key ({ en: …, id: … }) and of a regional tag alone ('id-ID');
// - the other values of an object with a language key set to 'id' ({ lan: 'id', overlayText });
// - the Indonesian branch of a language choice (`language === 'id' ? … : …`, also through a
//   constant holding that comparison).
// A value given by name is followed to where it is written: a constant's initialiser, the
// arguments a function's parameter receives in the same file (catalogue.ts's d(id, en, idn)), a
// tuple element of a mapped list (BENEFITS' [en, idn] pairs); the English beside it is followed
// the same way, so each text carries the English it translates where the code writes it.
import { parse } from '@babel/parser'
import { traverse } from '@babel/core'

import {
  contentKey,
  englishText,
  indonesianKey,
  joinedText,
  keyName,
  LANGUAGE_KEYS,
  LANGUAGE_OF,
  NOT_TEXT,
  rawParts,
  sameShape,
  templateText,
} from './id-voice.source-shapes.mjs'

/**
 * The Indonesian strings of a TypeScript source: [{ line, text, english?, raw?, key? }], in source
 * order. `english` is the English the code writes beside it (the en branch, the x_en sibling, the
 * same argument's English in each call), `raw` the raw dates and amounts put into a template
 * (id-voice.meaning.mjs), `key` a text's place in an _ID content export (PROMOS/merdeka-sale/title)
 * for pairing with its _EN export.
 */
export function indonesianStrings(source) {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false })
  const found = new Map()
  const add = (path, text, en, key) => {
    const node = path.node
    if (text.trim() === '') return
    const english = englishText(en)
    if (found.get(node.start)?.english !== undefined && english === undefined) return
    const raw = rawParts(path)
    found.set(node.start, {
      line: node.loc.start.line,
      text,
      ...(english !== undefined && { english }),
      ...(raw.length > 0 && { raw }),
      ...(key !== undefined && { key }),
    })
  }

  /** Every string a value may be, following names to what they hold (each node once), with the English beside it (`en`). */
  function strings(path, seen = new Set(), en = null) {
    if (!path?.node || seen.has(path.node)) return
    seen.add(path.node)
    const node = path.node
    switch (node.type) {
      case 'StringLiteral':
        return add(path, node.value, en)
      case 'TemplateLiteral':
        return add(path, templateText(node), en)
      case 'BinaryExpression':
        // a text written in pieces is read as the one sentence it makes
        return node.operator === '+' ? add(path, joinedText(node), en) : undefined
      case 'ConditionalExpression':
        strings(
          path.get('consequent'),
          seen,
          sameShape(en, node, (e) => e.get('consequent')),
        )
        return strings(
          path.get('alternate'),
          seen,
          sameShape(en, node, (e) => e.get('alternate')),
        )
      case 'LogicalExpression':
        strings(path.get('left'), seen, en)
        return strings(path.get('right'), seen, en)
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'ParenthesizedExpression':
        return strings(path.get('expression'), seen, en)
      case 'ArrayExpression':
        return path.get('elements').forEach((e, i) =>
          strings(
            e,
            seen,
            sameShape(en, node, (x) => x.get('elements')[i]),
          ),
        )
      case 'ObjectExpression':
        return path.get('properties').forEach((p) => {
          if (p.node.type !== 'ObjectProperty') return
          const key = keyName(p.node)
          const enProperty = sameShape(en, node, (x) =>
            x.get('properties').find((q) => q.isObjectProperty() && keyName(q.node) === key),
          )
          strings(p.get('value'), seen, enProperty?.isObjectProperty?.() ? enProperty.get('value') : null)
        })
      case 'MemberExpression':
        // BENEFITS[theme]: any of the object's values
        return node.computed ? strings(path.get('object'), seen) : undefined
      case 'Identifier':
        return named(path, seen, en)
    }
  }

  function named(path, seen, en) {
    const binding = path.scope.getBinding(path.node.name)
    if (!binding) return
    const declared = binding.path
    if (declared.isVariableDeclarator()) {
      if (declared.get('id').isIdentifier()) strings(declared.get('init'), seen, en)
      return
    }
    if (binding.kind !== 'param' || !declared.parentPath?.isFunction()) return
    const fn = declared.parentPath
    const index = fn.get('params').findIndex((p) => p.node === declared.node)
    const enBinding = en?.isIdentifier() ? en.scope.getBinding(en.node.name) : null
    // a parameter: what each call in this file passes to it, beside what it passes for the English
    if (declared.node === binding.identifier) {
      const enIndex = fn.get('params').findIndex((p) => p.node === enBinding?.identifier)
      for (const call of callsOf(fn))
        strings(call.get('arguments')[index], seen, enIndex >= 0 ? call.get('arguments')[enIndex] : en)
      return
    }
    // an element of a tuple parameter of a list's map callback: ([en, idn]) => …
    if (!declared.isArrayPattern()) return
    const at = declared.node.elements.indexOf(binding.identifier)
    const enAt =
      enBinding?.path.node === declared.node ? declared.node.elements.indexOf(enBinding.identifier) : -1
    const call = fn.parentPath
    if (at < 0 || !call?.isCallExpression() || !call.get('callee').isMemberExpression()) return
    for (const list of listsOf(call.get('callee').get('object')))
      for (const item of list.get('elements'))
        if (item.isArrayExpression())
          strings(item.get('elements')[at], seen, enAt >= 0 ? item.get('elements')[enAt] : null)
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

  /** Every string inside a value, prose keys only (for the _ID content exports), each with its place in it. */
  function allText(path, name) {
    const prose = (p) =>
      !(
        p.parentPath.isObjectProperty() &&
        (p.parentPath.node.key === p.node || NOT_TEXT.has(keyName(p.parentPath.node)))
      )
    path.traverse({
      StringLiteral(p) {
        if (prose(p)) add(p, p.node.value, null, contentKey(p, path, name))
      },
      TemplateLiteral(p) {
        if (prose(p)) add(p, templateText(p.node), null, contentKey(p, path, name))
      },
    })
  }

  /**
   * The English twin of an object in Indonesian: in a list holding `{ lan: 'id', overlayText }`,
   * the item `{ lan: 'en', … }`, as a map of its properties by key.
   */
  function englishTwin(path) {
    if (!path.parentPath?.isArrayExpression()) return null
    const item = path.parentPath
      .get('elements')
      .find(
        (e) =>
          e.isObjectExpression() &&
          e
            .get('properties')
            .some(
              (p) =>
                p.isObjectProperty() &&
                LANGUAGE_KEYS.has(keyName(p.node)) &&
                languageValue(p.get('value')) === 'en',
            ),
      )
    if (!item) return null
    return new Map(
      item
        .get('properties')
        .filter((p) => p.isObjectProperty())
        .map((p) => [keyName(p.node), p]),
    )
  }

  traverse(ast, {
    VariableDeclarator(path) {
      const id = path.node.id
      if (
        id.type === 'Identifier' &&
        /_ID$/.test(id.name) &&
        path.parentPath.parentPath?.isExportNamedDeclaration()
      )
        allText(path.get('init'), id.name.replace(/_ID$/, ''))
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
      if (indonesian !== null)
        strings(
          path.get(indonesian ? 'consequent' : 'alternate'),
          undefined,
          path.get(indonesian ? 'alternate' : 'consequent'),
        )
    },
    ObjectExpression(path) {
      const props = path.get('properties').filter((p) => p.isObjectProperty())
      const byKey = new Map(props.map((p) => [keyName(p.node), p]))
      const isIndonesian = props.some(
        (p) => LANGUAGE_KEYS.has(keyName(p.node)) && languageValue(p.get('value')) === 'id',
      )
      const twin = isIndonesian ? englishTwin(path) : null
      for (const p of props) {
        const key = keyName(p.node)
        if (key === null) continue
        const pair = indonesianKey(key, byKey)
        if (pair !== null) strings(p.get('value'), undefined, pair.en?.get('value') ?? null)
        else if (isIndonesian && !LANGUAGE_KEYS.has(key) && !NOT_TEXT.has(key))
          strings(p.get('value'), undefined, twin?.get(key)?.get('value') ?? null)
      }
    },
  })
  return [...found.values()].sort((a, b) => a.line - b.line)
}

export { englishContent } from './id-voice.source-shapes.mjs'

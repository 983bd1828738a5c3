// What the code that ships shows beside its texts: the pictures the Indonesian content points to
// and the words a configuration default shows in both languages, found by parsing. Used by
// scripts/id-voice.shipped.mjs.
import { parse } from '@babel/parser'
import { traverse } from '@babel/core'
import { templateText, unwrap } from './id-voice.source-shapes.mjs'

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

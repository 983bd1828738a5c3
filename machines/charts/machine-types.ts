/**
 * The event and context tables of docs/flows, read from a machine's source: the types its
 * `setup({ types: { context: {} as X, events: {} as Y } })` names, each member with its payload or
 * type as written and its doc comment. Parsed with Babel's TypeScript parser (syntax only, no type
 * checking), so `npm run flows` stays quick; node only (the flow viewer never loads this).
 */
import { parse } from '@babel/parser'
import type * as t from '@babel/types'

export interface EventRow {
  /** the event's `type`, or `…Other` for a union member that is a named type */
  type: string
  /** the other fields as written: `phone: string, exp?: number` */
  payload: string
  doc: string
}

export interface FieldRow {
  name: string
  type: string
  doc: string
}

export interface TypeTables {
  events: EventRow[]
  context: FieldRow[]
  /** the file's unions of string literals (error codes, tags, purposes) the tables name */
  codes: FieldRow[]
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

export function machineTypeTables(fileName: string, text: string): TypeTables {
  const file = parse(text, { sourceType: 'module', plugins: ['typescript'], sourceFilename: fileName })
  const source = (node: t.Node) => oneLine(text.slice(node.start ?? 0, node.end ?? 0))
  const prose = (comments: readonly t.Comment[]) =>
    oneLine(comments.map((comment) => comment.value.replace(/^\*/, '').replace(/^\s*\*\s?/gm, '')).join(' '))
  const doc = (node: t.Node) => prose(node.leadingComments ?? [])
  /** The comments between two places (a union member's, written before its `|`). */
  const between = (from: number, to: number) =>
    prose((file.comments ?? []).filter((comment) => comment.start! >= from && comment.end! <= to))

  /** Where the declaration's name ends: a first union member's comment comes after it. */
  let nameEnd = 0
  /** The type a top-level `type X =` or `interface X` declares (exported or not). */
  function declared(name: string): t.TSType | t.TSInterfaceBody | undefined {
    for (const statement of file.program.body) {
      const node =
        statement.type === 'ExportNamedDeclaration' && statement.declaration
          ? statement.declaration
          : statement
      if (node.type === 'TSTypeAliasDeclaration' && node.id.name === name) {
        nameEnd = node.id.end ?? 0
        return node.typeAnnotation
      }
      if (node.type === 'TSInterfaceDeclaration' && node.id.name === name) return node.body
    }
    return undefined
  }

  /** The comment on a top-level `type X =` in the file ('' when there is none). */
  function aliasDoc(name: string): string {
    for (const statement of file.program.body) {
      const node =
        statement.type === 'ExportNamedDeclaration' && statement.declaration
          ? statement.declaration
          : statement
      if (node.type === 'TSTypeAliasDeclaration' && node.id.name === name) return doc(statement)
    }
    return ''
  }

  function fields(node: t.TSType | t.TSInterfaceBody | undefined): FieldRow[] {
    const members =
      node?.type === 'TSInterfaceBody' ? node.body : node?.type === 'TSTypeLiteral' ? node.members : []
    return members.flatMap((member) =>
      member.type === 'TSPropertySignature'
        ? [
            {
              name: `${source(member.key)}${member.optional ? '?' : ''}`,
              type: member.typeAnnotation ? source(member.typeAnnotation.typeAnnotation) : 'unknown',
              doc: doc(member),
            },
          ]
        : [],
    )
  }

  /** `Extract<OtherEvent, { type: 'x' }>`: one event of another machine's, taken as it is typed there. */
  function extracted(node: t.TSType): { type: string; from: string } | undefined {
    if (node.type !== 'TSTypeReference' || source(node.typeName) !== 'Extract') return undefined
    const args = (node as { typeParameters?: t.TSTypeParameterInstantiation | null }).typeParameters?.params
    const [from, shape] = args ?? []
    if (!from || shape?.type !== 'TSTypeLiteral') return undefined
    const type = fields(shape).find((field) => field.name === 'type')
    return type ? { type: type.type.replace(/^'|'$/g, ''), from: source(from) } : undefined
  }

  function events(node: t.TSType | t.TSInterfaceBody | undefined): EventRow[] {
    if (!node || node.type === 'TSInterfaceBody') return []
    const variants = node.type === 'TSUnionType' ? node.types : [node]
    return variants.map((variant, i) => {
      const note = between(i === 0 ? nameEnd : (variants[i - 1]!.end ?? 0), variant.start ?? 0)
      // `({ type: 'x'; a: A } & Fields)`: the literal's fields, then the named types it takes on
      const inner = variant.type === 'TSParenthesizedType' ? variant.typeAnnotation : variant
      const parts = inner.type === 'TSIntersectionType' ? inner.types : [inner]
      const literal = parts.find((part) => part.type === 'TSTypeLiteral')
      const picked = extracted(inner)
      if (picked) return { type: picked.type, payload: `as in ${picked.from}`, doc: note }
      if (!literal) return { type: `…${source(variant)}`, payload: '', doc: note }
      const all = fields(literal)
      const named = parts.filter((part) => part !== literal)
      const namedDocs = named.flatMap((part) => {
        const alias = part.type === 'TSTypeReference' ? aliasDoc(source(part.typeName)) : ''
        return alias ? [`${source(part)}: ${alias}`] : []
      })
      return {
        type: all.find((field) => field.name === 'type')?.type.replace(/^'|'$/g, '') ?? '(no type)',
        payload: [
          ...all.filter((field) => field.name !== 'type').map((field) => `${field.name}: ${field.type}`),
          ...named.map((part) => `…${source(part)}`),
        ].join(', '),
        doc: [note, ...namedDocs].filter(Boolean).join(' '),
      }
    })
  }

  /** `type X = 'a' | 'b'` declared in the file: what a field typed X may hold. */
  function codes(): FieldRow[] {
    return file.program.body.flatMap((statement) => {
      const node =
        statement.type === 'ExportNamedDeclaration' && statement.declaration
          ? statement.declaration
          : statement
      if (node.type !== 'TSTypeAliasDeclaration') return []
      const type = node.typeAnnotation
      const literals = type.type === 'TSUnionType' ? type.types : [type]
      if (!literals.every((l) => l.type === 'TSLiteralType' && l.literal.type === 'StringLiteral')) return []
      const values = literals.map(source).join(' | ')
      return [{ name: node.id.name, type: values, doc: prose([...(statement.leadingComments ?? [])]) }]
    })
  }

  const named = (key: string) => new RegExp(`\\b${key}: \\{\\} as (\\w+)`).exec(text)?.[1]
  const contextName = named('context')
  const eventsName = named('events')
  return {
    events: eventsName ? events(declared(eventsName)) : [],
    context: contextName ? fields(declared(contextName)) : [],
    codes: codes(),
  }
}

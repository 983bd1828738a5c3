/**
 * Request validation: Hono's valibot validator with one hook, so every route reads
 * `c.req.valid(target)` and every failure is the same 400 envelope (the app's error handler
 * renders BadInput through errorReply).
 */
import { vValidator } from '@hono/valibot-validator'
import type { ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { hasControlChars } from '../../contract/common'

/** Thrown by validation; the app's error handler renders it as a 400 envelope. */
export class BadInput extends Error {
  constructor(
    message: string,
    readonly http: 400 | 413 | 415 = 400,
  ) {
    super(message)
    this.name = 'BadInput'
  }
}

/** The first issue as one readable sentence ("phone is required" rather than a type error). */
export function issueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'Bad request'
  const path = issue.path?.map((p) => String(p.key)).join('.')
  return issue.message.startsWith('Invalid type') && path ? `${path} is required` : issue.message
}

/**
 * The name of the first field holding a control character ('' for a bare string), else null. The
 * contracts reject them where text is stored; this catches every other field, so a NUL byte can
 * never reach the database (which would answer with an error, a 500).
 */
function controlCharField(value: unknown, name = ''): string | null {
  if (typeof value === 'string') return hasControlChars(value) ? name : null
  if (typeof value !== 'object' || value === null || value instanceof Blob) return null
  for (const [key, inner] of Object.entries(value)) {
    const found = controlCharField(inner, key)
    if (found !== null) return found
  }
  return null
}

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase()

const NEEDS: Partial<Record<keyof ValidationTargets, (type: string) => boolean>> = {
  json: (type) => type === 'application/json',
  form: (type) => type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data',
}
const WRONG_TYPE: Partial<Record<keyof ValidationTargets, string>> = {
  json: 'Send a JSON body (Content-Type: application/json)',
  form: 'Send a form body (application/x-www-form-urlencoded or multipart/form-data)',
}

function validated<T extends keyof ValidationTargets, S extends v.GenericSchema>(target: T, schema: S) {
  return vValidator(target, schema, (result, c) => {
    const needs = NEEDS[target]
    // 415 keeps other sites' plain forms off the JSON calls; a form call keeps its old 400
    if (needs && !needs(mediaType(c.req.header('content-type'))))
      throw new BadInput(WRONG_TYPE[target]!, target === 'json' ? 415 : 400)
    if (!result.success) throw new BadInput(issueMessage(result.issues))
    parse(v.unknown(), result.output)
  })
}

export const json = <S extends v.GenericSchema>(schema: S) => validated('json', schema)
export const form = <S extends v.GenericSchema>(schema: S) => validated('form', schema)
export const query = <S extends v.GenericSchema>(schema: S) => validated('query', schema)
export const param = <S extends v.GenericSchema>(schema: S) => validated('param', schema)

/** For values that do not come from a request part (a stored token's claims, a webhook body). */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw new BadInput(issueMessage(result.issues))
  const field = controlCharField(result.output)
  if (field !== null) throw new BadInput(`${field || 'value'} must not contain control characters`)
  return result.output
}

/**
 * A body that may come as JSON (from script) or as a form (the same page without script), read
 * with `c.req.valid('json')`. Only the sandbox's payment popup needs this.
 */
export const jsonOrForm = <S extends v.GenericSchema>(schema: S) =>
  validator('json', async (_value, c) => {
    const type = mediaType(c.req.header('content-type'))
    if (NEEDS.form!(type)) {
      const fields = await c.req.parseBody().catch(() => {
        throw new BadInput('Body is not a valid form')
      })
      return parse(schema, fields)
    }
    if (!NEEDS.json!(type)) throw new BadInput(WRONG_TYPE.json!, 415)
    const raw: unknown = await c.req.json().catch(() => {
      throw new BadInput('Body is not valid JSON')
    })
    return parse(schema, raw)
  })

/**
 * A JSON body that may be left out, read with `c.req.valid('json')`: no Content-Type reads as `{}`
 * (a DELETE whose only body is an optional proof, sent by clients from before it existed).
 */
export const optionalJson = <S extends v.GenericSchema>(schema: S) =>
  validator('json', async (_value, c) => {
    const type = mediaType(c.req.header('content-type'))
    if (type === '') return parse(schema, {})
    if (!NEEDS.json!(type)) throw new BadInput(WRONG_TYPE.json!, 415)
    const raw: unknown = await c.req.json().catch(() => {
      throw new BadInput('Body is not valid JSON')
    })
    return parse(schema, raw)
  })

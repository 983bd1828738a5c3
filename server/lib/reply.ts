/** Reply envelopes and request validation shared by every route. */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { CODE } from '../../src/api/contract/common'

export function ok<T>(c: Context, data: T, message = 'OK') {
  return c.json({ status: { code: CODE.ok, message }, data })
}

export function fail(c: Context, code: number, message: string, http: ContentfulStatusCode = 200) {
  return c.json({ status: { code, message } }, http)
}

export function goOk<T>(c: Context, data: T, message = 'OK') {
  return c.json({ success: true, message, data })
}

export function goFail(c: Context, message: string, http: ContentfulStatusCode) {
  return c.json({ success: false, message, data: null }, http)
}

/** Thrown by validation; the app's error handler renders it as a 400 envelope. */
export class BadInput extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BadInput'
  }
}

export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const issue = result.issues[0]
  const path = issue.path?.map((p) => String(p.key)).join('.')
  const message = issue.message.startsWith('Invalid type') && path ? `${path} is required` : issue.message
  throw new BadInput(message)
}

/** JSON or form body; malformed JSON is bad input, not a crash. */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/json')) {
    try {
      return await c.req.json()
    } catch {
      throw new BadInput('Body is not valid JSON')
    }
  }
  if (type.includes('form')) {
    const form = await c.req.parseBody()
    return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'))
  }
  throw new BadInput('Send a JSON body (Content-Type: application/json)')
}

export async function body<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parse(schema, await readBody(c))
}

export function query<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parse(schema, c.req.query())
}

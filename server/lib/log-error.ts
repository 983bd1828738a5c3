/**
 * How an error is written to the log (pino's `err` serializer): its type, a message and stack cut
 * before any query parameter, and only those driver fields that name what failed, never the values
 * involved. Drizzle's DrizzleQueryError carries the failed statement's parameters in its message
 * (`Failed query: …\nparams: …`) and in `params`; a PostgreSQL error carries values in `detail`
 * (`Key (phone)=(+62…) already exists`), `where`, `internalQuery` and in quoted parts of its
 * message (`value "3000000000" is out of range`). Parameters are phones, one-time codes and
 * password hashes, so none of that may reach a log line.
 */

/**
 * driver fields kept: codes and names of what failed, none of them a value. `code` (PostgreSQL's
 * SQLSTATE, Node's errno name) is written as `errorCode`: the log redacts any field named `code`
 * (a one-time code's name).
 */
const KEPT = ['severity', 'constraint', 'table', 'column', 'dataType', 'routine', 'errno', 'syscall']
/** a quoted part of a message left as it is: an identifier (a table, a constraint), not a value */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_.]*$/
/** how many causes deep the log follows an error */
const MAX_DEPTH = 3

/** The message without parameters: cut at `params:`, quoted values replaced. */
export function cleanErrorMessage(message: string): string {
  const cut = message.search(/\n?\s*params:/)
  const head = cut >= 0 ? message.slice(0, cut) : message
  return head
    .replace(/"([^"]*)"/g, (quoted, inner: string) => (IDENTIFIER.test(inner) ? quoted : '"[redacted]"'))
    .replace(/'([^']*)'/g, (quoted, inner: string) => (IDENTIFIER.test(inner) ? quoted : "'[redacted]'"))
    .replace(/\(([^()]*)\)=\(([^()]*)\)/g, '($1)=([redacted])')
}

export type LoggedError = {
  type: string
  message: string
  stack?: string
  cause?: LoggedError
  [field: string]: unknown
}

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) {
    // a string built from an error (`String(err)`) carries its message, parameters included
    return { type: typeof err, message: cleanErrorMessage(String(err)) }
  }
  const message = cleanErrorMessage(err.message)
  // a minified driver's class is a letter or two (PGlite's `O`): its name then says more
  const ctor = err.constructor?.name ?? ''
  const type = ctor.length > 2 ? ctor : err.name || 'Error'
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  const out: LoggedError = { type, message, stack: [`${err.name}: ${message}`, ...frames].join('\n') }
  const fields = err as unknown as Record<string, unknown>
  if (typeof fields.code === 'string' || typeof fields.code === 'number') out.errorCode = fields.code
  for (const field of KEPT) {
    const value = fields[field]
    if (typeof value === 'string' || typeof value === 'number') out[field] = value
  }
  if (err.cause !== undefined && depth < MAX_DEPTH) out.cause = serializeError(err.cause, depth + 1)
  return out
}

/**
 * Shared pieces of the reply envelopes (SPEC §7–§8) and of request validation. The server
 * validates requests with these schemas and the client parses replies with them.
 */
import * as v from 'valibot'

/** Main-API status codes; docs/api.md lists when each is used. */
export const CODE = {
  ok: 0,
  invalidInput: 1,
  userNotFound: 2,
  wrongPassword: 3,
  userExists: 4,
  invalidCode: 5,
  codeExpired: 6,
  codeDead: 7,
  phoneNotVerified: 8,
  tooMany: 9,
  notFound: 10,
  unauthorized: 11,
  phoneTaken: 12,
  samePassword: 13,
  oldPasswordIncorrect: 17,
  /** the token's sign-in was ended (from another device, a password change): log out, say so */
  sessionEnded: 18,
  /** approving a TV or changing a passkey: the password (or a passkey) asked again first */
  reauthRequired: 19,
  /** a TV's login token asked for what only the customer may do */
  notForTv: 20,
  internal: -1,
} as const
export type Code = (typeof CODE)[keyof typeof CODE]

export const statusSchema = v.object({ code: v.number(), message: v.optional(v.string(), '') })
export type Status = v.InferOutput<typeof statusSchema>

export const statusOnlySchema = v.object({ status: statusSchema })

export function envelope<T extends v.GenericSchema>(data: T) {
  return v.object({ status: statusSchema, data })
}

/** The go backend's envelope: `{success, message, data}`. */
export function goEnvelope<T extends v.GenericSchema>(data: T) {
  return v.object({ success: v.boolean(), message: v.optional(v.string(), ''), data })
}

// Field rules of SPEC §5, each in one place: the server's request schemas below and the app's
// form schemas (a feature's schemas.ts, with translated messages) are both built on them.
/** An Indonesian mobile number: +62, 62 or 0, then 8, then 1-9, then 5 to 11 digits. */
export const PHONE_PATTERN = /^(\+62|62|0)8[1-9][0-9]{5,11}$/
/** A person's name: letters and spaces, starting with a letter. */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z ]*$/
export const NAME_MAX_LENGTH = 60
export const PASSWORD_MIN_LENGTH = 8
/**
 * An email address: SPEC §5's simple pattern (word characters, @, a domain, a dot, letters),
 * widened to the addresses Indonesian customers have: dotted names (budi.santoso@…) and
 * second-level domains (…@yahoo.co.id), which the spec's 2-3-letter ending would refuse.
 * The profile form and the service check the same rule.
 */
export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.[A-Za-z]{2,}$/
/** SPEC §5 avatar: JPEG or PNG, at most 2 MB, a file name with at most one dot. */
export const AVATAR_TYPES: readonly string[] = ['image/jpeg', 'image/png']
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const hasAtMostOneDot = (fileName: string): boolean => (fileName.match(/\./g) ?? []).length <= 1

/** Accepts 08…, 628… and +628… (spaces and dashes ignored) and yields +628…. */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '')
  if (compact.startsWith('+62')) return compact
  if (compact.startsWith('62')) return `+${compact}`
  if (compact.startsWith('0')) return `+62${compact.slice(1)}`
  return compact
}

export const phoneSchema = v.pipe(
  v.string('Phone is required'),
  v.transform((s) => s.replace(/[\s-]/g, '')),
  v.nonEmpty('Phone is required'),
  v.regex(PHONE_PATTERN, 'Invalid mobile phone number pattern'),
  v.transform(normalizePhone),
)

export const otpSchema = v.pipe(v.string('Code is required'), v.regex(/^\d{4}$/, 'Code must be 4 digits'))

export const passwordSchema = v.pipe(
  v.string('Password is required'),
  v.minLength(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters'),
  v.maxLength(128, 'Password must be at most 128 characters'),
)

export const nameSchema = v.pipe(
  v.string('Name is required'),
  v.trim(),
  v.nonEmpty('Name is required'),
  v.maxLength(NAME_MAX_LENGTH, 'Max 60 char'),
  v.regex(NAME_PATTERN, 'Name may contain letters and spaces only, starting with a letter'),
)

export const emailSchema = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.regex(EMAIL_PATTERN, 'Email is not valid'),
)

/** The largest value of a PostgreSQL integer column: every id, page and count fits in one. */
export const INT_MAX = 2_147_483_647

/** A positive integer that may arrive as a query-string or form value, at most INT_MAX. */
export const intLike = (message: string) =>
  v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform((x) => Number(x)),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(INT_MAX, message),
  )

export const LANGS = ['en', 'id'] as const
export type Lang = (typeof LANGS)[number]

/** True when a string holds a C0 control character or DEL (NUL, escape, line breaks…). */
export function hasControlChars(s: string): boolean {
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i)
    if (c < 0x20 || c === 0x7f) return true
  }
  return false
}

/** Pipe step for free text that is stored or looked up: no control characters. */
export const plainText = (label: string) =>
  v.check((s: string) => !hasControlChars(s), `${label} must not contain control characters`)

/**
 * Passkeys (WebAuthn): /api/v1/user/passkeys/… The browser's answers travel as the JSON that
 * `@simplewebauthn/browser` makes of them (base64url fields); the server checks their content with
 * `@simplewebauthn/server`, so this only bounds their shape and size.
 */
import * as v from 'valibot'
import { envelope, plainText } from './common'
import { loginBody } from './user'

const b64url = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} is not base64url`),
    v.maxLength(max),
  )

/** a credential id: WebAuthn allows up to 1023 bytes */
export const passkeyIdSchema = b64url('id', 1400)

/** The longest passkey name kept. */
export const PASSKEY_NAME_MAX = 60

export const passkeyNameSchema = v.pipe(
  v.string('Name is required'),
  v.trim(),
  v.nonEmpty('Name is required'),
  v.maxLength(PASSKEY_NAME_MAX, 'Max 60 char'),
  plainText('Name'),
)

const transports = v.optional(v.array(v.pipe(v.string(), v.maxLength(20))), [])

/** navigator.credentials.create()'s answer (RegistrationResponseJSON) */
export const registrationResponseSchema = v.object({
  id: passkeyIdSchema,
  rawId: passkeyIdSchema,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: b64url('clientDataJSON', 4000),
    attestationObject: b64url('attestationObject', 8000),
    transports,
  }),
  clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
})

/** navigator.credentials.get()'s answer (AuthenticationResponseJSON) */
export const authenticationResponseSchema = v.object({
  id: passkeyIdSchema,
  rawId: passkeyIdSchema,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: b64url('clientDataJSON', 4000),
    authenticatorData: b64url('authenticatorData', 4000),
    signature: b64url('signature', 2000),
    userHandle: v.optional(b64url('userHandle', 200)),
  }),
  clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
})

/**
 * What approving a TV or changing a passkey sends when the login is older than 5 minutes: the
 * password asked again, or a passkey's answer (to the login challenge of /passkeys/login/options).
 */
export const reauthEntries = {
  password: v.optional(loginBody.entries.password),
  passkey: v.optional(authenticationResponseSchema),
}
export type Reauth = { password?: string; passkey?: v.InferInput<typeof authenticationResponseSchema> }

/** adding a passkey asks for the password again */
export const passkeyRegisterOptionsBody = v.object({ password: loginBody.entries.password })
export const passkeyRegisterBody = v.object({
  response: registrationResponseSchema,
  name: v.optional(passkeyNameSchema),
})
export const passkeyLoginBody = v.object({ response: authenticationResponseSchema })
export const passkeyRenameBody = v.object({ name: passkeyNameSchema, ...reauthEntries })
/** removing a passkey: the body is only the proof, when one is needed */
export const passkeyRemoveBody = v.object(reauthEntries)
export const passkeyIdParam = v.object({ id: passkeyIdSchema })

export const passkeySchema = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  /** synced to the customer's other devices */
  backedUp: v.boolean(),
})
export type Passkey = v.InferOutput<typeof passkeySchema>
export const passkeyListReply = envelope(v.object({ passkeys: v.array(passkeySchema) }))
export const passkeyReply = envelope(v.object({ passkey: passkeySchema }))

/** the options handed to the browser's passkey prompt, as @simplewebauthn/browser takes them */
export const passkeyOptionsReply = envelope(v.looseObject({ challenge: v.string() }))

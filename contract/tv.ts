/**
 * Signing a TV in with a code (RFC 8628): the site's calls behind /tv, /api/v1/user/tv/… The TV's
 * own calls (/oauth/device_authorization, /oauth/token) speak OAuth's form and JSON, not this.
 */
import * as v from 'valibot'
import { envelope, plainText } from './common'
import { reauthEntries } from './passkeys'

/**
 * RFC 8628 §6.1's alphabet: consonants only (no words, no vowel read as a digit). The server makes
 * codes of it and the site refuses anything else before asking, both by the rule below.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ'
export const USER_CODE_LENGTH = 8

const USER_CODE = new RegExp(`^[${USER_CODE_ALPHABET}]{${USER_CODE_LENGTH}}$`)

/** 'WDJBMJHT' → 'WDJB-MJHT', as the TV and the site show it */
export const shownUserCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`

/**
 * A typed code as stored: case does not matter, nor hyphens and spaces. null for anything that
 * cannot be a user code (it is then simply unknown).
 */
export function normalizeUserCode(raw: string): string | null {
  const code = raw.replace(/[\s-]+/g, '').toUpperCase()
  return USER_CODE.test(code) ? code : null
}

/** The code as the customer typed it: case, hyphens and spaces do not matter (the server judges it). */
export const tvCodeBody = v.object({
  code: v.pipe(
    v.string('Code is required'),
    v.nonEmpty('Code is required'),
    v.maxLength(32),
    plainText('Code'),
  ),
})

/** approving asks for the password (or a passkey) again when the login is older than 5 minutes */
export const tvApproveBody = v.object({ ...tvCodeBody.entries, ...reauthEntries })

/** pending: it may be approved; expired: too late; used: approved or denied already */
export const tvCodeState = v.picklist(['pending', 'expired', 'used'])

export const tvLookupReply = envelope(
  v.object({
    /** the TV's name, as the signed-in devices list will show it ("Vision+ TV box") */
    clientName: v.string(),
    state: tvCodeState,
    /** the code as the TV shows it, WDJB-MJHT */
    code: v.string(),
  }),
)
export type TvLookup = v.InferOutput<typeof tvLookupReply>['data']

export const tvDecisionReply = envelope(v.object({ approved: v.boolean() }))

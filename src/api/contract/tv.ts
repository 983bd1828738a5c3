/**
 * Signing a TV in with a code (RFC 8628): the site's calls behind /tv, /api/v1/user/tv/… The TV's
 * own calls (/oauth/device_authorization, /oauth/token) speak OAuth's form and JSON, not this.
 */
import * as v from 'valibot'
import { envelope, plainText } from './common'

/** The code as the customer typed it: case, hyphens and spaces do not matter (the server judges it). */
export const tvCodeBody = v.object({
  code: v.pipe(
    v.string('Code is required'),
    v.nonEmpty('Code is required'),
    v.maxLength(32),
    plainText('Code'),
  ),
})

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

/** Media API: /mplay/… */
import * as v from 'valibot'
import { envelope } from './common'

export const mplayLoginBody = v.object({
  username: v.pipe(v.string('username is required'), v.nonEmpty('username is required')),
  password: v.pipe(v.string('password is required'), v.nonEmpty('password is required')),
})
export const mplayTokensSchema = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  expires_in: v.number(),
})
export type MplayTokens = v.InferOutput<typeof mplayTokensSchema>
export const mplayTokensReply = envelope(mplayTokensSchema)
export const mplaySessionReply = envelope(v.object({ username: v.string(), expires_at: v.number() }))

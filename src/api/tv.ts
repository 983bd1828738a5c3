/**
 * Signing a TV in with a code, the site's half (docs/api.md "TV sign-in"): the logged-in customer
 * looks up the code the TV shows, then approves or denies it. The TV's own calls (/oauth/…) are not
 * the site's.
 */
import { tvDecisionReply, tvLookupReply } from '../../contract/tv'
import { clients, expectOk, request } from './clients'

/** The TV's name, whether the code may still be approved, and the code as the TV shows it. */
export async function lookUpTvCode(code: string) {
  const reply = await request(clients().main, 'v1/user/tv/lookup', tvLookupReply, {
    method: 'POST',
    body: { code },
  })
  return expectOk(reply).data
}

/**
 * Approves (the TV signs in to this account at its next poll) or denies the code; approving sends
 * the password when it was asked again (the login older than 5 minutes: status 19 otherwise).
 */
export async function decideTvCode(code: string, approve: boolean, password?: string) {
  const path = approve ? 'v1/user/tv/approve' : 'v1/user/tv/deny'
  const body = password === undefined ? { code } : { code, password }
  const reply = await request(clients().main, path, tvDecisionReply, { method: 'POST', body })
  return expectOk(reply).data
}

/**
 * Main API, passkeys (docs/api.md "Passkeys"): the options of the browser's prompt, the answers it
 * gives, and the account's list. Each function returns parsed data or throws ApiError.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import type * as v from 'valibot'
import { statusOnlySchema } from '../../contract/common'
import {
  passkeyListReply,
  passkeyOptionsReply,
  passkeyReply,
  type Passkey,
  type passkeyRegisterOptionsBody,
  type passkeyRemoveBody,
  type passkeyRenameBody,
} from '../../contract/passkeys'
import { tokenReply } from '../../contract/user'
import { clients, expectOk, request } from './clients'
import type { FirstCall } from './early-calls'

const path = (id: string) => `v1/user/passkeys/${encodeURIComponent(id)}`

export async function listPasskeys(): Promise<Passkey[]> {
  return expectOk(await request(clients().main, 'v1/user/passkeys', passkeyListReply)).data.passkeys
}

/** The security page's first call for its passkeys (src/api/early-calls.ts). */
export const PASSKEYS_CALL: FirstCall<Passkey[]> = { key: 'v1/user/passkeys', load: () => listPasskeys() }

/** The account's password asked again: code 3 when it is wrong, 429 while checks wait. */
export async function passkeyRegistrationOptions(
  password: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const reply = await request(clients().main, 'v1/user/passkeys/register/options', passkeyOptionsReply, {
    method: 'POST',
    body: { password } satisfies v.InferInput<typeof passkeyRegisterOptionsBody>,
  })
  // the service answers what @simplewebauthn/server made for the browser's prompt
  return expectOk(reply).data as unknown as PublicKeyCredentialCreationOptionsJSON
}

export async function registerPasskey(input: {
  response: RegistrationResponseJSON
  name: string
}): Promise<Passkey> {
  return expectOk(
    await request(clients().main, 'v1/user/passkeys/register/verify', passkeyReply, {
      method: 'POST',
      body: input,
    }),
  ).data.passkey
}

/** Renames a passkey; the password is asked again (the service refuses a token alone after 5 minutes). */
export async function renamePasskey(id: string, name: string, password: string): Promise<Passkey> {
  return expectOk(
    await request(clients().main, path(id), passkeyReply, {
      method: 'PUT',
      body: { name, password } satisfies v.InferInput<typeof passkeyRenameBody>,
    }),
  ).data.passkey
}

/** Removes a passkey; the password is asked again, as renaming. */
export async function removePasskey(id: string, password: string): Promise<void> {
  expectOk(
    await request(clients().main, path(id), statusOnlySchema, {
      method: 'DELETE',
      body: { password } satisfies v.InferInput<typeof passkeyRemoveBody>,
    }),
  )
}

export async function passkeyLoginOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const reply = await request(clients().main, 'v1/user/passkeys/login/options', passkeyOptionsReply, {
    method: 'POST',
  })
  return expectOk(reply).data as unknown as PublicKeyCredentialRequestOptionsJSON
}

/** Code 3 when the passkey could not log in (unknown, removed, a bad signature); 429 while the address waits. */
export async function passkeyLogin(response: AuthenticationResponseJSON): Promise<{ token: string }> {
  return expectOk(
    await request(clients().main, 'v1/user/passkeys/login/verify', tokenReply, {
      method: 'POST',
      body: { response },
    }),
  ).data
}

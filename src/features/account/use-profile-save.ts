import { useCallback, useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import type { Profile } from '../../../contract/user'
import { editProfile, getProfile } from '../../api/user'
import { serverText } from '../../ui/server-text'
import { ACCOUNT_ERROR_TEXT } from './messages'

/**
 * A failed save: the service's words said in the page's catalog, or null when the site does not
 * know them (a network error, an HTTP failure, another refusal): those are English, not shown.
 */
export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'failed'; said: MessageDescriptor | null }

/**
 * The profile service's refusals (editProfileFields and the avatar's checks, server side) that the
 * form's own checks normally catch first, each said with the field's own message.
 */
const PROFILE_REFUSAL_TEXT: Record<string, MessageDescriptor> = {
  'Name is required': ACCOUNT_ERROR_TEXT.fieldRequired,
  'Max 60 char': ACCOUNT_ERROR_TEXT.max60Char,
  'Name may contain letters and spaces only, starting with a letter': ACCOUNT_ERROR_TEXT.nameNotValid,
  'Email is required': ACCOUNT_ERROR_TEXT.emailRequired,
  'Email is not valid': ACCOUNT_ERROR_TEXT.emailNotValid,
  'File is not valid': ACCOUNT_ERROR_TEXT.fileNotValid,
  'avatar must be a file': ACCOUNT_ERROR_TEXT.fileNotValid,
  'Max 2 MB': ACCOUNT_ERROR_TEXT.max2Mb,
}

/** What a failed save says: the known words in the page's language, else nothing of the service's. */
export function profileRefusal(error: unknown): MessageDescriptor | null {
  const words = error instanceof Error ? error.message.trim() : null
  if (words === null) return null
  return PROFILE_REFUSAL_TEXT[words] ?? serverText(words)
}

/**
 * PUT v1/user/edit, then the profile as the service now has it (SPEC §4 profile edit: success
 * reloads the profile). SPEC §8 shows a refusal's status.message; it is English on every page, so
 * the known words are said in the page's language instead (docs/architecture.md, departures).
 */
export function useProfileSave(onSaved: (profile: Profile) => void) {
  const [state, setState] = useState<SaveState>({ status: 'idle' })
  const save = useCallback(
    async (input: { name: string; email: string; avatar: File | null }) => {
      setState({ status: 'saving' })
      try {
        await editProfile({ name: input.name, email: input.email, avatar: input.avatar })
        const profile = await getProfile()
        setState({ status: 'idle' })
        onSaved(profile)
      } catch (error) {
        setState({ status: 'failed', said: profileRefusal(error) })
      }
    },
    [onSaved],
  )
  const clearFailure = useCallback(
    () => setState((s) => (s.status === 'failed' ? { status: 'idle' } : s)),
    [],
  )
  return { state, save, clearFailure }
}

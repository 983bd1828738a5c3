import { useCallback, useState } from 'react'
import type { Profile } from '../../api/contract/user'
import { editProfile, getProfile } from '../../api/user'

export type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'failed'; message: string }

/**
 * PUT v1/user/edit, then the profile as the service now has it (SPEC §4 profile edit: success
 * reloads the profile). A refusal (non-zero status.code) keeps the service's status.message.
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
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) })
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

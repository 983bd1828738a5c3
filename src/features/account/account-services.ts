import { createContext, useContext } from 'react'
import type { passwordMachine } from '../../../machines/password/password.machine'
import type { Profile } from '../../../contract/user'

/**
 * What the account pages need from the app shell, which composes them: the password form
 * machine with its actors provided (src/app/runtime.ts) and a way to tell the session that the
 * profile changed (the navbar shows the new name and avatar).
 */
export interface AccountServices {
  passwordMachine: typeof passwordMachine
  profileChanged: (profile: Profile) => void
  /** Log Out, which narrow screens offer under the profile (wide ones in the header's menu). */
  logout: () => void
}

export const AccountServicesContext = createContext<AccountServices | null>(null)

export function useAccountServices(): AccountServices {
  const services = useContext(AccountServicesContext)
  if (!services) throw new Error('Account pages render inside the account layout')
  return services
}

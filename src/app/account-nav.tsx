import type { ReactNode } from 'react'
import type { NavAccount } from '../ui/Navbar'

export interface AccountNav {
  account: NavAccount | null
  onLogin: () => void
  onLogout: () => void
  /** The layout's modal host: auth and account modals render here. */
  modals: ReactNode
}

/** Binds the navbar to the session; the auth feature fills this in. */
export function useAccountNav(): AccountNav {
  return { account: null, onLogin: () => {}, onLogout: () => {}, modals: null }
}

import { STORAGE_KEYS } from './storage-keys'

/**
 * Calls `onChange` when another tab changes loginStatus or clears storage (SPEC §4 cross-tab);
 * returns the unsubscribe. The one storage listener: the shell uses it until the session
 * machine loads, then the session's `watchStorage` actor does. Small and dependency-light on purpose.
 */
export function watchLoginStatus(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.loginStatus || event.key === null) onChange()
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

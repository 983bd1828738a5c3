/** Storage keys of SPEC §3 the API layer reads and writes (no dependencies: the shell reads them too). */
export const STORAGE_KEYS = {
  vToken: 'vToken',
  vplusToken: 'vplusToken',
  refreshToken: 'refreshToken',
  mplayToken: 'mplayToken',
} as const

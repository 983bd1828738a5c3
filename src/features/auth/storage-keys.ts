/** Storage keys of SPEC §3 that the session owns besides the API tokens. */
export const SESSION_KEYS = { loginStatus: 'loginStatus', user: 'user' } as const

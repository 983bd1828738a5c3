/**
 * Every browser storage key of SPEC §3 the app reads or writes, in one place, and the one safe
 * read. No imports: the shell reads them before the session code loads (anonymous visitors never
 * load it).
 */
export const STORAGE_KEYS = {
  /** The login token (a JWT with name, phone and exp). */
  vToken: 'vToken',
  /** The billing service's user token and its refresh token. */
  vplusToken: 'vplusToken',
  refreshToken: 'refreshToken',
  /** The media service's access and refresh pair, as JSON. */
  mplayToken: 'mplayToken',
  /** Changed on every login and logout; other tabs watch it and reload (SPEC §4 cross-tab). */
  loginStatus: 'loginStatus',
  /** The logged-in user's name and phone, as JSON, for the navbar before the profile loads. */
  user: 'user',
  /** Buy flow (SPEC §4): the package being bought, the buy flag set before the partner sign-in. */
  packageId: 'package id',
  buy: 'buy',
  /** Set when a visitor signed in to buy a package already active; cleared with username and buy. */
  showRecurring: 'showRecurring',
  username: 'username',
  /** The partner return page's {userId, status, orderId}, read by the opener's success popup. */
  paymentSuccessData: 'paymentSuccessData',
  /**
   * The provider's answer on linking GoPay or adding a card ({kind, id, result}), stored by the
   * popup's landing on /account/payment-methods for the page that opened it.
   */
  paymentMethodReturn: 'paymentMethodReturn',
} as const

/**
 * A stored value, or null when there is none or storage is unavailable (disabled in privacy mode,
 * a sandboxed frame, the prerenderer). The shell reads storage here, before the API clients load;
 * the clients' readKey (src/api/clients.ts) is the same read on a storage tests may swap.
 */
export function readStored(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

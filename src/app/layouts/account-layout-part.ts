import { lazyPart } from '../../ui/lazy-part'

/**
 * The account layout (sidebar, back action, login prompt) in a chunk of its own: only the account
 * pages use it, so a visitor's first load does not carry it. The route's preload (routes.ts
 * preloadPage) fetches it beside the page, so an account page still renders at once.
 */
export const AccountLayoutPart = lazyPart(() =>
  import('./AccountLayout').then((m) => ({ default: m.AccountLayout })),
)

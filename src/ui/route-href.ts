/**
 * A page's address by its route id (contract/route-paths.ts), relative to the locale base: a
 * wouter `Link` under the locale tree adds `/id` for Indonesian, so the link stays in the page's
 * language. A link named by id follows the route where its pattern moves; a typo does not compile.
 */
import { fillPattern, ROUTE_PATHS, type RouteId } from '../../contract/route-paths'

/**
 * Routes another branch adds to ROUTE_PATHS (issue 47's Payment methods page), known here by id
 * until it lands; the entry goes once ROUTE_PATHS has it (routeHref then finds it there first).
 */
const COMING: Record<string, string> = { paymentMethods: '/account/payment-methods' }
type ComingId = 'paymentMethods'

export function routeHref(id: RouteId | ComingId, params: Record<string, string> = {}): string {
  const pattern = ROUTE_PATHS.find((route) => route.id === id)?.pattern ?? COMING[id]
  if (!pattern) throw new Error(`no route ${id}`)
  return fillPattern(pattern, params)
}

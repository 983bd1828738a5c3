/**
 * The third-party origins the CSP allows come from configuration only (docs/deploy.md): the
 * payment provider's script (VITE_SNAP_SCRIPT_URL), its payment frame and API (PAYMENT_ORIGINS)
 * and the analytics container's collection endpoints (ANALYTICS_ORIGINS). Each must be a bare
 * origin, https (plain http only on loopback, for a provider served locally), so that no setting
 * can widen the policy with a wildcard, a keyword or a path.
 */

const ORIGIN = /^(https:\/\/[a-z0-9.-]+|http:\/\/(127\.0\.0\.1|localhost))(:\d{1,5})?$/i

/** the origins of a space- or comma-separated list, and the entries that are not one */
export function parseOrigins(list: string): { origins: string[]; bad: string[] } {
  const entries = list.split(/[\s,]+/).filter(Boolean)
  return {
    origins: entries.filter((e) => ORIGIN.test(e)).map((e) => e.toLowerCase()),
    bad: entries.filter((e) => !ORIGIN.test(e)),
  }
}

/** the origin of the payment script's URL; none for a path on this site */
export function scriptOrigin(url: string): { origin: string | null; bad: boolean } {
  if (url === '' || (url.startsWith('/') && !url.startsWith('//'))) return { origin: null, bad: false }
  try {
    const { origin } = new URL(url)
    return ORIGIN.test(origin) ? { origin, bad: false } : { origin: null, bad: true }
  } catch {
    return { origin: null, bad: true }
  }
}

/** settings problems for configProblems (server/env.ts) */
export function originProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  if (scriptOrigin(env.VITE_SNAP_SCRIPT_URL ?? '').bad)
    problems.push(
      `VITE_SNAP_SCRIPT_URL must be an https URL or a path on this site, not '${env.VITE_SNAP_SCRIPT_URL}'.`,
    )
  for (const name of ['PAYMENT_ORIGINS', 'ANALYTICS_ORIGINS'])
    for (const bad of parseOrigins(env[name] ?? '').bad)
      problems.push(
        `${name} takes origins like https://app.example.com (no path, no wildcard), not '${bad}'.`,
      )
  return problems
}

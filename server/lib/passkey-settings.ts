/**
 * Where passkeys belong (WebAuthn's relying party): PASSKEY_RP_ID, the domain a passkey is bound to
 * (default: SITE_URL's host), and PASSKEY_ORIGINS, the origins whose pages may use them (default:
 * SITE_URL's origin; comma- or space-separated, e.g. `https://visionplustv.id,https://www.visionplustv.id`).
 * Each origin must be on the relying party's domain or below it, and https except on localhost,
 * as browsers require.
 */
import { isLoopback } from './demo-mode'

export type PasskeySettings = { rpId: string; origins: string[] }

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/

export function passkeySettings(config: {
  siteUrl: string
  passkeyRpId: string
  passkeyOrigins: string
}): PasskeySettings {
  const site = new URL(config.siteUrl)
  const origins = config.passkeyOrigins.split(/[\s,]+/).filter(Boolean)
  return {
    rpId: config.passkeyRpId || site.hostname,
    origins: origins.length > 0 ? origins.map((o) => new URL(o).origin) : [site.origin],
  }
}

/** What is wrong with the passkey settings, as sentences for the operator. */
export function passkeyProblems(env: NodeJS.ProcessEnv): string[] {
  const rpId = env.PASSKEY_RP_ID ?? ''
  const raw = (env.PASSKEY_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean)
  const problems: string[] = []
  if (rpId && !DOMAIN.test(rpId))
    problems.push(`PASSKEY_RP_ID must be a domain such as visionplustv.id, not '${rpId}'.`)
  let siteHost = 'localhost'
  try {
    if (env.SITE_URL) siteHost = new URL(env.SITE_URL).hostname
  } catch {
    // SITE_URL's own check names it
  }
  const domain = rpId || siteHost
  for (const entry of raw) {
    let url: URL | undefined
    try {
      url = new URL(entry)
    } catch {
      url = undefined
    }
    const secure =
      url && (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname)))
    const within = url && (url.hostname === domain || url.hostname.endsWith(`.${domain}`))
    if (!url || !secure || !within || url.pathname !== '/' || url.search || url.hash)
      problems.push(
        `PASSKEY_ORIGINS must list origins on ${domain} or below it (https, or http on localhost), such as https://www.${domain}, not '${entry}'.`,
      )
  }
  return problems
}

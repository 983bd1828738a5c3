/**
 * The TV clients that may ask for a sign-in code (RFC 8628): TV_CLIENTS lists each as
 * `client_id=Name` separated by commas, the name optionally in both of the site's languages,
 * English first: `vplus-tv=Vision+ TV box|Box Vision+ TV,acme-stick=Acme Stick`. The name is what
 * the customer sees on /tv ("Izinkan Box Vision+ TV masuk…") and in the signed-in devices list, in
 * the page's language; a name given once is the same in both. Demo mode registers `vplus-tv` (the
 * sandbox TV) when TV_CLIENTS is unset; a real deployment registers none unless told.
 */
import type { Language } from './language'

export type TvClientName = Record<Language, string>

export const DEMO_TV_CLIENT = {
  id: 'vplus-tv',
  name: { en: 'Vision+ TV box', id: 'Box Vision+ TV' } satisfies TvClientName,
}

const CLIENT_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/
const CLIENT_NAME = /^[^\p{Cc},=|]{1,60}$/u

export type TvClients = { clients: Map<string, TvClientName>; problems: string[] }

export function parseTvClients(raw: string): TvClients {
  const clients = new Map<string, TvClientName>()
  const problems: string[] = []
  for (const entry of raw.split(',')) {
    if (entry.trim() === '') continue
    const [id = '', ...rest] = entry.split('=')
    const names = rest
      .join('=')
      .split('|')
      .map((name) => name.trim())
    const [en = '', idn = en] = names
    if (!CLIENT_ID.test(id.trim()) || names.length > 2 || ![en, idn].every((n) => CLIENT_NAME.test(n)))
      problems.push(
        `TV_CLIENTS must list client_id=Name pairs separated by commas (ids of lower-case letters, digits, '.', '_' or '-'; a name in both languages as English|Indonesian), not '${entry.trim()}'.`,
      )
    else clients.set(id.trim(), { en, id: idn })
  }
  return { clients, problems }
}

/** The registered clients: TV_CLIENTS, or in demo mode the sandbox TV when it is unset. */
export function tvClientsOf(config: { tvClients: string }, demo: boolean): Map<string, TvClientName> {
  if (config.tvClients.trim() === '' && demo) return new Map([[DEMO_TV_CLIENT.id, DEMO_TV_CLIENT.name]])
  return parseTvClients(config.tvClients).clients
}

/**
 * A TV's sign-in is listed under its English name (the name its session stores as the browser):
 * the name in `language` of the registered client of that name, else the stored text as it is.
 */
export function tvSessionName(clients: Map<string, TvClientName>, stored: string, language: Language) {
  for (const name of clients.values()) if (name.en === stored) return name[language]
  return stored
}

/**
 * The TV clients that may ask for a sign-in code (RFC 8628): TV_CLIENTS lists each as
 * `client_id=Name` separated by commas, e.g. `vplus-tv=Vision+ TV box,acme-stick=Acme Stick`. The
 * name is what the customer sees on /tv and in the signed-in devices list. Demo mode registers
 * `vplus-tv` (the sandbox TV) when TV_CLIENTS is unset; a real deployment registers none unless told.
 */

export const DEMO_TV_CLIENT = { id: 'vplus-tv', name: 'Vision+ TV box' }

const CLIENT_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/
const CLIENT_NAME = /^[^\p{Cc},=]{1,60}$/u

export type TvClients = { clients: Map<string, string>; problems: string[] }

export function parseTvClients(raw: string): TvClients {
  const clients = new Map<string, string>()
  const problems: string[] = []
  for (const entry of raw.split(',')) {
    if (entry.trim() === '') continue
    const [id = '', ...rest] = entry.split('=')
    const name = rest.join('=').trim()
    if (!CLIENT_ID.test(id.trim()) || !CLIENT_NAME.test(name))
      problems.push(
        `TV_CLIENTS must list client_id=Name pairs separated by commas (ids of lower-case letters, digits, '.', '_' or '-'), not '${entry.trim()}'.`,
      )
    else clients.set(id.trim(), name)
  }
  return { clients, problems }
}

/** The registered clients: TV_CLIENTS, or in demo mode the sandbox TV when it is unset. */
export function tvClientsOf(config: { tvClients: string }, demo: boolean): Map<string, string> {
  if (config.tvClients.trim() === '' && demo) return new Map([[DEMO_TV_CLIENT.id, DEMO_TV_CLIENT.name]])
  return parseTvClients(config.tvClients).clients
}

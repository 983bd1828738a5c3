/**
 * Whose address a request comes from, for the per-address limits and the logs. Behind a proxy
 * every request arrives from the proxy, so its X-Forwarded-For is read, but only when the socket's
 * peer is one of TRUST_PROXY's addresses or networks: anyone else's header is ignored, so a
 * spoofed header never changes whose limit is counted. Within the header the right-most address
 * that is not a trusted proxy is the client (the ones left of it were written by the client).
 */
import { BlockList, isIP } from 'node:net'

export type TrustedProxies = {
  /** true when a request from this peer may tell the client's address and request id */
  has: (address: string) => boolean
}

/** '::ffff:10.0.0.1' (IPv4 on an IPv6 socket) → '10.0.0.1' */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped ? mapped[1]! : address
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/**
 * TRUST_PROXY: a comma-separated list of addresses and CIDR networks ('10.0.0.0/8, 127.0.0.1').
 * Returns the problems as sentences, or the list.
 */
export function parseTrustedProxies(spec: string): { problems: string[]; proxies: TrustedProxies } {
  const list = new BlockList()
  const problems: string[] = []
  let any = false
  for (const raw of spec.split(',')) {
    const entry = raw.trim()
    if (entry === '') continue
    const [address = '', bits, extra] = entry.split('/')
    const prefix = Number(bits)
    const max = isIP(address) === 6 ? 128 : 32
    if (
      !isIP(address) ||
      extra !== undefined ||
      (bits !== undefined && (!/^\d+$/.test(bits) || prefix > max))
    ) {
      problems.push(`TRUST_PROXY: '${entry}' is not an IP address or a CIDR network like 10.0.0.0/8.`)
      continue
    }
    if (bits === undefined) list.addAddress(address, family(address))
    else list.addSubnet(address, prefix, family(address))
    any = true
  }
  return {
    problems,
    proxies: {
      has: (address) => {
        const plain = plainAddress(address)
        return any && isIP(plain) !== 0 && list.check(plain, family(plain))
      },
    },
  }
}

/** The client's address: the peer's, or from a trusted peer the right-most untrusted forwarded one. */
export function clientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  const remote = plainAddress(peer)
  if (!forwardedFor || !trusted.has(remote)) return remote
  const hops = forwardedFor
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .reverse()
  for (const hop of hops) {
    if (isIP(hop) === 0) return remote // a hop the proxy could not name: count the proxy
    if (!trusted.has(hop)) return hop
  }
  // every hop is a proxy of ours (a health check from inside): the left-most one
  return hops[hops.length - 1] ?? remote
}

/**
 * Whose address a request comes from, for the per-address limits and the logs. Behind a proxy
 * every request arrives from the proxy, so its X-Forwarded-For is read, but only when the socket's
 * peer is one of TRUST_PROXY's addresses or networks: anyone else's header is ignored, so a
 * spoofed header never changes whose limit is counted. Within the header the right-most address
 * that is not a trusted proxy is the client (the ones left of it were written by the client).
 * Per-address limits count an addressKey: one IPv6 customer holds a whole /64, so counting single
 * IPv6 addresses would hand them 2^64 fresh budgets.
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

/** An IPv6 address as its eight 16-bit groups (an embedded dotted IPv4 tail is two of them). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase() // a zone ('fe80::1%eth0') names no network
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)))
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/**
 * The key a per-address limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 one too), an
 * IPv6 address as its /64 ('2001:db8:1:2::/64'). Anything else (a test's label) as it is.
 */
export function addressKey(address: string): string {
  const plain = plainAddress(address.trim())
  if (isIP(plain) !== 6) return plain
  const groups = ipv6Groups(plain)
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6)
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/**
 * One X-Forwarded-For hop as an address: proxies write '203.0.113.5:5555', '[2001:db8::1]:5555' or
 * '[2001:db8::1]' as well as bare addresses; the port is the client's, not part of who it is.
 */
export function hopAddress(hop: string): string {
  const text = hop.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  if (bracketed) return plainAddress(bracketed[1]!)
  const v4port = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text)
  if (v4port) return v4port[1]!
  return plainAddress(text)
}

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
    if (bits !== undefined && prefix === 0) {
      // a /0 trusts every peer's header, so any client could name whose limits it uses
      problems.push(
        `TRUST_PROXY: '${entry}' trusts every address; list the proxies' own addresses or networks.`,
      )
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
  const hops = forwardedFor.split(',').map(hopAddress).reverse()
  for (const hop of hops) {
    if (isIP(hop) === 0) return remote // a hop the proxy could not name: count the proxy
    if (!trusted.has(hop)) return hop
  }
  // every hop is a proxy of ours (a health check from inside): the left-most one
  return hops[hops.length - 1] ?? remote
}

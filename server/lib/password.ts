/** scrypt password hashing (DESIGN §5: N=2^17, r=8, p=1). Stored as scrypt$N$r$p$salt$hash. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const DEFAULT_N = 2 ** 17
let N = DEFAULT_N
const R = 8
const P = 1
const KEYLEN = 32
// N·r·128 bytes = 128 MiB; node's default maxmem (32 MiB) would refuse it.
const MAXMEM = 256 * 1024 * 1024

/**
 * Test suites lower the cost (2^17 takes ~0.5–2 s per hash on a busy 2-core box); nothing in the
 * server calls this, so production always hashes at N=2^17. Verification reads N from the hash.
 */
export function setPasswordCostForTests(logN: number | null): void {
  N = logN === null ? DEFAULT_N : 2 ** logN
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N, R, P)
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p))
  return key.length === expected.length && timingSafeEqual(key, expected)
}

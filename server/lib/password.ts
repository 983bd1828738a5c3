/**
 * scrypt password hashing (DESIGN §5: N=2^17, r=8, p=1). Stored as scrypt$N$r$p$salt$hash. The
 * scrypt itself is pluggable: the server runs it on its worker pool (password-pool.ts), seeding
 * and tests in this thread.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { Lane, Passwords } from './deps'

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

export type Derive = (
  password: string,
  salt: Uint8Array,
  n: number,
  r: number,
  p: number,
  keylen: number,
  maxmem: number,
  /** whose hash: a known device's keeps a share of the pool that strangers cannot fill */
  lane?: Lane,
) => Promise<Buffer>

/** scrypt on Node's libuv pool: fine for a few hashes, not for a storm of logins. */
export const deriveHere: Derive = (password, salt, n, r, p, keylen, maxmem) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, { N: n, r, p, maxmem }, (err, key) => (err ? reject(err) : resolve(key)))
  })

export function createPasswords(derive: Derive = deriveHere, busy?: (lane?: Lane) => number): Passwords {
  return {
    ...(busy ? { busy } : {}),
    async hash(password) {
      const salt = randomBytes(16)
      const key = await derive(password.normalize('NFKC'), salt, N, R, P, KEYLEN, MAXMEM)
      return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`
    },
    async verify(password, stored, lane) {
      const [scheme, n, r, p, salt, hash] = stored.split('$')
      if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
      const expected = Buffer.from(hash, 'base64')
      const key = await derive(
        password.normalize('NFKC'),
        Buffer.from(salt, 'base64'),
        Number(n),
        Number(r),
        Number(p),
        KEYLEN,
        MAXMEM,
        lane,
      )
      return key.length === expected.length && timingSafeEqual(key, expected)
    },
  }
}

const here = createPasswords()
export const hashPassword = here.hash
export const verifyPassword = here.verify

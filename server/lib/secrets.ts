/**
 * The server's secrets (DESIGN §5: no secret has a value in the code). Each comes from its
 * environment variable; when that is unset, `npm start` generates a random one on first start and
 * keeps it in DATA_DIR/secrets.json (mode 0600, owner only), so tokens and links outlive a restart.
 * A production configuration (a real SMS sender, see isDemo) must set every one, strongly.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** config field → environment variable */
export const SECRETS = {
  jwtSecret: 'JWT_SECRET',
  snapServerKey: 'SNAP_SERVER_KEY',
  stbClientSecret: 'STB_CLIENT_SECRET',
} as const
export type SecretName = keyof typeof SECRETS
export type Secrets = Record<SecretName, string>

export const MIN_SECRET_LENGTH = 32
/** Values that were once written in this repository, so anyone can sign with them. */
const PUBLISHED = new Set([
  'dev-only-jwt-secret-change-me-in-production',
  'SB-Mid-server-dev-only-key',
  'dev-only-stb-client-secret',
])

const NAMES = Object.keys(SECRETS) as SecretName[]
const generate = () => randomBytes(32).toString('base64url')

export function weakness(value: string): string | null {
  if (PUBLISHED.has(value)) return 'is a value published in the source code'
  if (value.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`
  if (new Set(value).size < 8) return 'repeats too few characters'
  return null
}

/** Reasons to refuse to start, one sentence each (empty when the secrets are fine). */
export function secretProblems(env: NodeJS.ProcessEnv, production: boolean): string[] {
  const problems: string[] = []
  for (const name of NAMES) {
    const variable = SECRETS[name]
    const value = env[variable]
    if (value === undefined || value === '') {
      if (production)
        problems.push(`${variable} must be set in production (a random value of 32+ characters).`)
      continue
    }
    const weak = weakness(value)
    if (weak) problems.push(`${variable} ${weak}; set a random value of 32+ characters.`)
  }
  return problems
}

/** Fills the unset secrets from DATA_DIR/secrets.json, generating and saving the missing ones. */
export function persistedSecrets(dataDir: string, given: Partial<Secrets>): Secrets {
  const file = join(dataDir, 'secrets.json')
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  const missing = NAMES.filter((n) => !given[n] && !stored[n])
  if (missing.length > 0) {
    for (const name of missing) stored[name] = generate()
    mkdirSync(dataDir, { recursive: true })
    // written whole and then renamed, so a crash never leaves half a file behind
    const temp = `${file}.${process.pid}.tmp`
    writeFileSync(temp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 })
    renameSync(temp, file)
  }
  if (existsSync(file)) chmodSync(file, 0o600)
  return Object.fromEntries(NAMES.map((n) => [n, given[n] || stored[n]!])) as Secrets
}

/** For an app that keeps nothing on disk (tests, the build's prerenderer): random per process. */
export function ephemeralSecrets(given: Partial<Secrets>): Secrets {
  return Object.fromEntries(NAMES.map((n) => [n, given[n] || generate()])) as Secrets
}

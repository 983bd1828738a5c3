/**
 * `npm run stb-link -- <sn> [origin]`: prints a signed /stb-profile URL (SPEC §5): token =
 * SHA-256(client key + sn + client secret + timestamp). Uses STB_CLIENT_KEY / STB_CLIENT_SECRET
 * like the server, or the secret it generated into DATA_DIR; the secret never reaches the browser.
 */
import { loadConfig } from '../server/env'
import { persistedSecrets } from '../server/lib/secrets'
import { stbSignature } from '../server/routes/stb'

const [sn, origin = `http://127.0.0.1:${process.env.PORT ?? 3000}`] = process.argv.slice(2)
if (!sn) {
  console.error('usage: npm run stb-link -- <serial-number> [origin]')
  process.exit(1)
}
const config = loadConfig()
const { stbClientKey } = config
const { stbClientSecret } = persistedSecrets(config.dataDir, config)
const timestamp = String(Math.floor(Date.now() / 1000))
const token = stbSignature(stbClientKey, sn, stbClientSecret, timestamp)
const url = new URL('/stb-profile', origin)
url.search = new URLSearchParams({ sn, token, timestamp }).toString()
console.info(url.toString())

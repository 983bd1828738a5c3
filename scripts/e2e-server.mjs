// The server the browser tests run against: the production build on a fresh database.
import { fileURLToPath } from 'node:url'
import { rmSync } from 'node:fs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
rmSync(process.env.DATA_DIR ?? '.data-e2e', { recursive: true, force: true })
await import('./start.mjs')

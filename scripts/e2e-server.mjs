// The server the browser tests run against: the production build on a fresh database.
import { rmSync } from 'node:fs'

process.chdir(new URL('..', import.meta.url))
rmSync(process.env.DATA_DIR ?? '.data-e2e', { recursive: true, force: true })
await import('./start.mjs')

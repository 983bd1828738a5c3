// The server the browser tests run against: the production build on a fresh database, served as
// `npm start` serves it (scripts/start.mjs), with passwords hashed at the test cost
// (scripts/e2e-password-cost.mjs, loaded first).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { emptyCluster } from './e2e-pglite.mjs'

// a file URL: the password workers resolve the server's flags again, not from its folder
const lowerCost = new URL('./e2e-password-cost.mjs', import.meta.url).href

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const dataDir = process.env.DATA_DIR ?? '.data-e2e'
rmSync(dataDir, { recursive: true, force: true })
if (!process.env.DATABASE_URL) await emptyCluster(`${dataDir}/pglite`)

if (!existsSync('dist/client/index.html')) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', '--import', lowerCost, 'server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 1))

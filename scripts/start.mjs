// `npm start`: build the site when there is no build yet, then serve the built SPA and the
// reference API on one origin (http://127.0.0.1:3000, PORT overrides).
import { spawnSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { constants } from 'node:os'
import { fileURLToPath } from 'node:url'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))

if (!existsSync('dist/client/index.html') || process.env.FORCE_BUILD === '1') {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
// the server drains on SIGTERM (docs/deploy.md): hand the signal on, then its exit code back
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)))

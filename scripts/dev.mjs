// `npm run dev`: the reference API (tsx watch, port API_PORT or 3001, no static files) and Vite
// with HMR together; Vite proxies the API prefixes (vite.config.ts). Ctrl-C stops both.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
process.chdir(root)
const apiPort = process.env.API_PORT ?? '3001'

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, NO_STATIC: '1', NODE_ENV: 'development' },
  }),
  // arguments go to Vite: `npm run dev -- --port 3212 --strictPort`
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 1500).unref()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
for (const child of children) child.on('exit', (code) => stop(code ?? 0))

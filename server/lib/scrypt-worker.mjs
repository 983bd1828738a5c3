// One scrypt at a time on this worker thread (server/lib/password-pool.ts). Plain JavaScript so it
// loads the same under `tsx`, vitest and plain node.
import { scryptSync } from 'node:crypto'
import { parentPort } from 'node:worker_threads'

parentPort.on('message', ({ id, password, salt, n, r, p, keylen, maxmem }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keylen, { N: n, r, p, maxmem })
    parentPort.postMessage({ id, key })
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) })
  }
})

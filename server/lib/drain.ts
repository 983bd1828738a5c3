/**
 * The graceful stop (docs/deploy.md): on SIGTERM the instance first says it is not ready
 * (/readyz 503) while it keeps serving for `delayMs`, so the proxy stops sending it new requests;
 * then it closes its listeners, lets the requests in flight finish within `graceMs` (cutting any
 * left after that), closes what it holds (the hash pool, the database) and exits 0.
 */
import type { Server } from 'node:http'
import type { Log } from './log'

export type DrainOptions = {
  servers: Server[]
  delayMs: number
  graceMs: number
  log: Log
  /** the pool, the database: closed once no request is left */
  release: () => Promise<void>
}

export function createDrain(options: DrainOptions) {
  const { servers, log } = options
  let draining = false
  let done: Promise<void> | undefined

  const closeServer = (server: Server, graceMs: number) =>
    new Promise<void>((resolve) => {
      // idle keep-alive connections go at once; busy ones after their reply (checked again below)
      server.close(() => resolve())
      server.closeIdleConnections()
      const idle = setInterval(() => server.closeIdleConnections(), 100)
      const cut = setTimeout(() => {
        log.warn({ event: 'drain', graceMs }, 'requests still open after the grace period: cutting them')
        server.closeAllConnections()
      }, graceMs)
      server.once('close', () => {
        clearInterval(idle)
        clearTimeout(cut)
      })
    })

  return {
    /** true from the signal on: /readyz answers 503 */
    draining: () => draining,
    /** Runs the stop once; later calls get the same promise. `delayMs` 0 for an interactive Ctrl-C. */
    stop(signal: string, delayMs = options.delayMs): Promise<void> {
      done ??= (async () => {
        draining = true
        log.info({ event: 'drain', signal, delayMs, graceMs: options.graceMs }, `${signal}: draining`)
        await new Promise((r) => setTimeout(r, delayMs))
        await Promise.all(servers.map((s) => closeServer(s, options.graceMs)))
        await options.release()
        log.info({ event: 'drain' }, 'stopped')
      })()
      return done
    },
  }
}

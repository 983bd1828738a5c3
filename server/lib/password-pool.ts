/**
 * scrypt on its own bounded pool of worker threads (DESIGN §5). Each hash takes 128 MiB and about
 * half a second of CPU; on Node's small libuv pool a login storm queued behind them every file read
 * and stalled the whole site. Here at most `size` run at once, `queue` more wait, and past that a
 * caller is refused at once with Busy (the routes answer 503 with Retry-After).
 */
import { Worker } from 'node:worker_threads'
import { availableParallelism } from 'node:os'
import type { Lane } from './deps'
import type { Derive } from './password'

/** What a shed login (or sign-up) is told; Retry-After gives the seconds. */
export const BUSY_MESSAGE = 'Sorry, too many logins at once, try again in a few seconds'

export type { Lane }

export class Busy extends Error {
  constructor(
    readonly retryAfter: number,
    readonly lane: Lane = 'known',
  ) {
    super('Password hashing is at capacity')
    this.name = 'Busy'
  }
}

type Job = {
  id: number
  message: {
    password: string
    salt: Uint8Array
    n: number
    r: number
    p: number
    keylen: number
    maxmem: number
  }
  resolve: (key: Buffer) => void
  reject: (err: Error) => void
}

export type PasswordPool = {
  derive: Derive
  /** seconds to wait when a job of the lane would be refused now, else 0 */
  busy: (lane?: Lane) => number
  stats: () => { busy: number; queued: number }
  close: () => Promise<void>
}

export function createPasswordPool(
  options: { size?: number; queue?: number; /** tests only: another worker script */ worker?: URL } = {},
): PasswordPool {
  const size = Math.max(1, options.size ?? availableParallelism())
  const limit = Math.max(0, options.queue ?? size)
  const script = options.worker ?? new URL('./scrypt-worker.mjs', import.meta.url)
  const workers = new Set<Worker>()
  const idle: Worker[] = []
  const running = new Map<Worker, Job>()
  const waiting: Job[] = []
  let nextId = 0
  let closing = false

  const start = (worker: Worker, job: Job) => {
    running.set(worker, job)
    worker.postMessage({ id: job.id, ...job.message })
  }
  /** a free worker takes the next waiting job, or waits for one */
  const free = (worker: Worker) => {
    const next = waiting.shift()
    if (next) start(worker, next)
    else idle.push(worker)
  }

  /**
   * A worker that died (an uncaught error, out of memory, killed): its job fails instead of
   * hanging the login that waits for it, and a new worker takes its place, so the pool keeps its
   * size. 'error' is followed by 'exit'; the first one does the work.
   */
  const lost = (worker: Worker, error: Error) => {
    if (!workers.delete(worker)) return
    const job = running.get(worker)
    running.delete(worker)
    const at = idle.indexOf(worker)
    if (at >= 0) idle.splice(at, 1)
    job?.reject(error)
    if (!closing) spawn()
  }

  const spawn = () => {
    const worker = new Worker(script)
    worker.unref()
    workers.add(worker)
    worker.on('message', (reply: { key?: Uint8Array; error?: string }) => {
      const job = running.get(worker)
      running.delete(worker)
      if (job) {
        if (reply.key) job.resolve(Buffer.from(reply.key))
        else job.reject(new Error(reply.error ?? 'scrypt failed'))
      }
      free(worker)
    })
    worker.on('error', (error) => lost(worker, error))
    worker.on('exit', (code) => lost(worker, new Error(`the password worker stopped (exit code ${code})`)))
    free(worker)
  }

  for (let i = 0; i < size; i += 1) spawn()

  // Strangers (unknown phones, new devices) get the pool but its last quarter: a flood of them is
  // shed while the known devices' logins and the signed-in customers' checks still find a place.
  const reserved = Math.max(1, Math.ceil((size + limit) / 4))
  // about the time the queue ahead takes to drain (half a second a hash), at least a second
  const drain = () => Math.max(1, Math.ceil(((waiting.length + size) * 0.5) / size))
  const busy = (lane: Lane = 'known') => {
    if (lane === 'stranger') return running.size + waiting.length >= size + limit - reserved ? drain() : 0
    return idle.length === 0 && waiting.length >= limit ? drain() : 0
  }

  const derive: Derive = (password, salt, n, r, p, keylen, maxmem, lane = 'known') =>
    new Promise((resolve, reject) => {
      const job: Job = { id: nextId++, message: { password, salt, n, r, p, keylen, maxmem }, resolve, reject }
      const wait = busy(lane)
      if (wait > 0) return reject(new Busy(wait, lane))
      const worker = idle.pop()
      if (worker) return start(worker, job)
      waiting.push(job)
    })

  return {
    derive,
    busy,
    stats: () => ({ busy: running.size, queued: waiting.length }),
    async close() {
      closing = true
      await Promise.all([...workers].map((w) => w.terminate()))
    },
  }
}

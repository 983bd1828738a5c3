/**
 * For the projects whose files share a worker's modules (`unit` and `views`, vite.config.ts): before
 * each file, what the client's modules hold from the file before is put back as a fresh import
 * would have it, and what a file may have left on in vitest is switched off. It runs after
 * vitest.setup.ts, once per file; no order of the files matters (--sequence.shuffle.files).
 */
import { afterAll, vi } from 'vitest'
import { configureClients } from '../api/clients'
import { resetEarlyCalls } from '../api/early-calls'
import { resetPrerendered } from '../lib/prerendered'

vi.useRealTimers()
vi.unstubAllGlobals()
vi.unstubAllEnvs()

// the API's transport and storage a file swapped in
configureClients({})
resetEarlyCalls()
resetPrerendered()

// a file's fake clock must not run the next file's timers
afterAll(() => {
  vi.useRealTimers()
})

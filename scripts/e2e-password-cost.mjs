// Loaded before the browser tests' server (scripts/e2e-server.mjs): passwords hashed at scrypt
// N=2^10 as the server tests hash them, instead of 2^17 (over a second of a core per login,
// sign-up or password check on a busy 2-core machine, and a run makes well over a hundred). No
// browser test checks the cost: server/routes/user.test.ts checks 2^17 when nothing lowers it, and
// e2e/start.spec.ts runs `npm start` unlowered. The server itself never calls this.
// Plain JavaScript, and only on the main thread: the password workers load it too (they inherit
// the server's flags) and take the cost from each job.
import { isMainThread } from 'node:worker_threads'

if (isMainThread) (await import('../server/lib/password.ts')).setPasswordCostForTests(10)

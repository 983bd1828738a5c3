// The empty database cluster the test servers start from (scripts/e2e-server.mjs, the dev server
// of e2e/flow-viewer.spec.ts). PGlite's initdb is most of a fresh server's start: 7-10 s of a
// core here, where opening a cluster that exists takes about one. Every one of these servers
// starts on an empty database (the server then migrates and seeds it as on any first start), so
// the cluster is made once, kept under node_modules/.cache for that PGlite version, and copied.
// `npm start`'s own first start (e2e/start.spec.ts) is left to make its cluster itself.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

function cacheDir() {
  const { version } = JSON.parse(
    readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  )
  return join(root, 'node_modules/.cache/e2e-pglite', version)
}

/** Fills `target` (the server's DATA_DIR/pglite, absent) with an empty, closed cluster. */
export async function emptyCluster(target) {
  const cached = cacheDir()
  if (!existsSync(cached)) {
    mkdirSync(join(cached, '..'), { recursive: true })
    const made = mkdtempSync(`${cached}-`)
    const { PGlite } = await import('@electric-sql/pglite')
    const client = new PGlite(made)
    await client.waitReady
    await client.close()
    // another server may have made it meanwhile: the first one kept wins, both are the same
    try {
      renameSync(made, cached)
    } catch {
      rmSync(made, { recursive: true, force: true })
    }
  }
  cpSync(cached, target, { recursive: true })
}

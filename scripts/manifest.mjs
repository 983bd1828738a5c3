// Reads Vite's build manifest: which files each route needs on first load.
import { readFileSync } from 'node:fs'

export function loadManifest(dir = 'dist/client') {
  return JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'))
}

/** The manifest keys a chunk statically depends on, itself included. */
export function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return seen
  seen.add(key)
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen)
  return seen
}

/** Route id → manifest key of its page module, from the lazy imports in src/app/routes.ts. */
export function pageKeys(manifest, routesSource = readFileSync('src/app/routes.ts', 'utf8')) {
  return Object.fromEntries(
    [...routesSource.matchAll(/(\w+): \{\s*Page: lazyPage\(\(\) => import\('\.\.\/(.+?)'\)\)/g)].map(([, id, path]) => [
      id,
      Object.keys(manifest).find((k) => k.startsWith(`src/${path}.`)),
    ]),
  )
}

/** The JS and CSS files a route loads beyond the entry. */
export function routeAssets(manifest, pageKey) {
  const entry = closure(manifest, 'index.html')
  const keys = [...closure(manifest, pageKey)].filter((k) => !entry.has(k))
  return {
    js: keys.map((k) => manifest[k].file),
    css: [...new Set(keys.flatMap((k) => manifest[k].css ?? []))],
  }
}

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

/**
 * The manifest key of the app (src/app/boot.tsx with its static imports, one file:
 * scripts/chunk-groups.ts), the one chunk the entry imports once the page is on screen.
 */
export function appKey(manifest) {
  const lazy = [...closure(manifest, 'index.html')].flatMap((k) => manifest[k].dynamicImports ?? [])
  if (lazy.length !== 1 || !manifest[lazy[0]])
    throw new Error(`the entry should import one app chunk once the page is on screen, not ${lazy.length}`)
  return lazy[0]
}

/**
 * What every page loads: the entry (index.html's script, which only waits for the first paint)
 * and the app it then imports (src/app/boot.tsx), with their static imports.
 */
export function appClosure(manifest) {
  return closure(manifest, appKey(manifest), closure(manifest, 'index.html'))
}

/** The entry's JS and CSS files (index.html's script and its static imports), dependencies first. */
export function entryAssets(manifest) {
  return assetsBeyond(manifest, 'index.html', new Set())
}

/** The app's own JS and CSS files (boot and its imports, not the entry), dependencies first. */
export function bootAssets(manifest) {
  return assetsBeyond(manifest, appKey(manifest), closure(manifest, 'index.html'))
}

/** Route id → manifest key of its page module, from the lazy imports in src/app/routes.ts. */
export function pageKeys(manifest, routesSource = readFileSync('src/app/routes.ts', 'utf8')) {
  return Object.fromEntries(
    // lazyPage(() => import('../x')) or, with a catalog, lazyPage(() => withAccountCatalog(import('../x'))),
    // on one line or as the formatter breaks a long one
    [
      ...routesSource.matchAll(/(\w+): \{\s*Page: lazyPage\(\(\) =>\s*(?:\w+\()?import\('\.\.\/(.+?)'\)/g),
    ].map(([, id, path]) => [id, Object.keys(manifest).find((k) => k.startsWith(`src/${path}.`))]),
  )
}

/** Dependencies before the chunks that import them, as the browser applies their styles. */
function postOrder(manifest, key, seen = new Set(), out = []) {
  if (!manifest[key] || seen.has(key)) return out
  seen.add(key)
  for (const dep of manifest[key].imports ?? []) postOrder(manifest, dep, seen, out)
  out.push(key)
  return out
}

/** The JS and CSS files a route loads beyond the entry and the app, dependencies first. */
export function routeAssets(manifest, pageKey) {
  return assetsBeyond(manifest, pageKey, appClosure(manifest))
}

/** The JS and CSS files of `key` and its imports that `loaded` (manifest keys) does not hold. */
function assetsBeyond(manifest, key, loaded) {
  const keys = postOrder(manifest, key).filter((k) => !loaded.has(k))
  return {
    js: keys.map((k) => manifest[k].file),
    css: [...new Set(keys.flatMap((k) => manifest[k].css ?? []))],
  }
}

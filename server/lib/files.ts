/** Minimal static-file answers for /media and the built site; paths never leave their root. */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

export const typeOf = (path: string) => TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'

/** Absolute file path inside root for a URL path, or null when it escapes or is not a file. */
export async function findFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const base = resolve(root)
  const full = resolve(base, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`)
  if (full !== base && !full.startsWith(base + sep)) return null
  try {
    return (await stat(full)).isFile() ? full : null
  } catch {
    return null
  }
}

export function fileResponse(path: string, status: number, cacheControl: string): Response {
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>
  return new Response(body, { status, headers: { 'Content-Type': typeOf(path), 'Cache-Control': cacheControl } })
}

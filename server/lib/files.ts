/** Minimal static-file answers for /media and the built site; paths never leave their root. */
import { createReadStream, existsSync } from 'node:fs'
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

/** The encodings the build stores next to a file (`x.js.br`, `x.js.gz`), best first. */
const STORED_ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/** Whether an Accept-Encoding header allows an encoding (a `;q=0` refuses it). */
export function accepts(acceptEncoding: string | undefined, encoding: string): boolean {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .some(
      ([name, ...params]) =>
        (name === encoding || name === '*') && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)),
    )
}

/**
 * A file as a response. When the client accepts an encoding the build stored the file in, that
 * copy is sent as is (no compressing per request, which costs the server CPU on every hit).
 */
export function fileResponse(
  path: string,
  status: number,
  cacheControl: string,
  acceptEncoding?: string,
): Response {
  const headers: Record<string, string> = { 'Content-Type': typeOf(path), 'Cache-Control': cacheControl }
  let source = path
  const available = STORED_ENCODINGS.filter((e) => existsSync(path + e.suffix))
  if (available.length > 0) headers.Vary = 'Accept-Encoding'
  const stored = available.find((e) => accepts(acceptEncoding, e.name))
  if (stored) {
    source = path + stored.suffix
    headers['Content-Encoding'] = stored.name
  }
  const body = Readable.toWeb(createReadStream(source)) as ReadableStream<Uint8Array>
  return new Response(body, { status, headers })
}

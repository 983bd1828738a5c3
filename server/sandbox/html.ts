/** Plain server-rendered pages for the sandboxes: no inline scripts, so the site's CSP holds. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#0b1020;color:#f5f7ff;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#151c33;border-radius:16px;padding:24px}
h1{font-size:1.3rem;margin-top:0}label{display:block;margin:12px 0 4px}
input,select{width:100%;box-sizing:border-box;padding:10px;border-radius:8px;border:1px solid #3a4670;background:#0b1020;color:#fff}
input[type=checkbox]{width:auto;margin:0 8px 0 0}
button{min-height:44px;margin:12px 8px 0 0;padding:0 18px;border-radius:8px;border:0;font-weight:600;cursor:pointer}
.pay{background:#22c55e}.pending{background:#f59e0b}.fail{background:#ef4444;color:#fff}.close{background:#64748b;color:#fff}
.primary{background:#3b82f6;color:#fff}.code{font-size:2rem;letter-spacing:.15em;font-weight:700}a{color:#93c5fd}.error{color:#fca5a5}.muted{color:#a5b0d6;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}`

export function page(title: string, body: string, scripts: string[] = []): string {
  const tags = scripts.map((src) => `<script src="${esc(src)}" defer></script>`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style>${tags}</head><body><main>${body}</main></body></html>`
}

export const rupiah = (n: number) => `Rp. ${n.toLocaleString('id-ID')}`

const HERE = 'http://site.invalid'

/**
 * Only a path on this site, so the popups cannot become an open redirect. The path is resolved as
 * the browser will resolve it (partner.js: `new URL(path, origin)`), and refused when that lands
 * on another origin (`//evil`, `/\evil`), on a path a browser reads as one (`/.//evil.example`
 * and `/a/..//evil` resolve to `//evil…`), or when it is an absolute URL.
 */
export function safeReturnPath(raw: string | undefined, fallback = '/'): string {
  if (!raw || /^[a-z][a-z\d+.-]*:/i.test(raw)) return fallback
  let url: URL
  try {
    url = new URL(raw.startsWith('/') ? raw : `/${raw}`, HERE)
  } catch {
    return fallback
  }
  if (url.origin !== HERE || url.pathname.startsWith('//')) return fallback
  return url.pathname + url.search
}

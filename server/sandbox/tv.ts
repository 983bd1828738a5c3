/**
 * /sandbox/tv (demo mode): a page that plays a TV box signing in with a code (RFC 8628), as the
 * client `vplus-tv`. Its script (assets/tv.js, no inline code: the site's CSP holds) asks
 * /oauth/device_authorization for a code, shows it with a QR code of the sign-in link (drawn here
 * as SVG), polls /oauth/token at the interval it is told and, once approved, shows whose account
 * it is signed in to through the profile call. English only: it stands in for a TV, not the site.
 */
import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { renderSVG } from 'uqr'
import type { AppEnv, Deps } from '../lib/deps'
import { DEMO_TV_CLIENT } from '../lib/tv-clients'
import { normalizeUserCode, shownUserCode } from '../services/tv-sign-in'
import { esc, page } from './html'
import { javascript } from './snap'

const TV_JS = readFileSync(new URL('./assets/tv.js', import.meta.url), 'utf8')

const BODY = `<h1>${esc(DEMO_TV_CLIENT.name.en)}</h1>
<p class="muted">Sandbox TV: it signs in with a code, as a TV box would.</p>
<div id="tv" data-client="${esc(DEMO_TV_CLIENT.id)}">
<p id="tv-status" role="status" aria-live="polite">Asking for a code…</p>
<div id="tv-code" hidden>
<p>On your phone, open <strong id="tv-uri"></strong> and enter</p>
<p id="tv-user-code" class="code"></p>
<p>or scan this QR code (it opens <a id="tv-link" href="#">the sign-in link</a>):</p>
<img id="tv-qr" width="220" height="220" alt="QR code of the sign-in link">
</div>
<button id="tv-restart" class="primary" type="button" hidden>Get a new code</button>
</div>`

export function sandboxTvRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  app.get('/', (c) => c.html(page('Sandbox TV', BODY, ['/sandbox/tv/tv.js'])))
  app.get('/tv.js', (c) => javascript(c, TV_JS))
  // the QR code of a code's sign-in link: only a user code goes in, so it draws nothing else
  app.get('/qr.svg', (c) => {
    const code = normalizeUserCode(c.req.query('code') ?? '')
    if (!code) return c.text('Not a sign-in code', 404)
    const svg = renderSVG(`${deps.config.siteUrl}/tv?code=${shownUserCode(code)}`, { border: 2 })
    c.header('Content-Type', 'image/svg+xml')
    c.header('Cache-Control', 'no-store')
    return c.body(svg)
  })
  return app
}

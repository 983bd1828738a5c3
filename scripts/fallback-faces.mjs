// Measures the fallback faces and writes src/styles/fonts.css.
//
//   node scripts/fallback-faces.mjs --arial <regular> <bold> --roboto <regular> <bold>
//
// A page paints in a system face, and the text face (Plus Jakarta Sans) is swapped in after its
// first paint. So that both lay the page out alike, each system face is declared again under a name of its
// own with `size-adjust` (the site's text, set in it, is as wide as in the text face, per weight)
// and the text face's ascent and descent. Widths are measured in the browser, on the text of every
// prerendered page and every message of both catalogs (so run `npm run build` first), one ratio
// per weight the site uses.
//
// DejaVu Sans (Linux, and so the machine the tests run on) is read from /usr/share/fonts. Arial is
// measured on Liberation Sans, which has Arial's advance widths (Debian's fonts-liberation), and
// Roboto on @fontsource/roboto's files (files/roboto-latin-{400,700}-normal.woff2): pass their paths.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { BROWSER_FLAGS, browserPath } from './browser.mjs'
import { entries } from './po.mjs'

const TEXT_FACE =
  'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'
// The text face's vertical metrics (OS/2 typo, which it uses: USE_TYPO_METRICS), per em.
const ASCENT = 1.038
const DESCENT = 0.222
/** The weights the site sets text in; weights between them take the nearest one's rule. */
const WEIGHTS = [200, 400, 500, 600, 700, 800]
/** Each band's range in @font-face, so that every weight from 100 to 900 has a rule. */
const RANGE = {
  200: '100 299',
  400: '300 449',
  500: '450 549',
  600: '550 649',
  700: '650 749',
  800: '750 900',
}

const FAMILIES = [
  {
    family: 'Vision Fallback Arial',
    note: 'Windows, macOS, iOS; Liberation Sans on Linux has the same widths',
    regular: ["local('Arial')", "local('ArialMT')", "local('Liberation Sans')", "local('LiberationSans')"],
    bold: [
      "local('Arial Bold')",
      "local('Arial-BoldMT')",
      "local('Liberation Sans Bold')",
      "local('LiberationSans-Bold')",
    ],
    option: '--arial',
  },
  {
    family: 'Vision Fallback Roboto',
    note: 'Android, ChromeOS',
    regular: ["local('Roboto')", "local('Roboto-Regular')", "local('Roboto Regular')"],
    bold: ["local('Roboto Bold')", "local('Roboto-Bold')"],
    option: '--roboto',
  },
  {
    family: 'Vision Fallback DejaVu',
    note: 'Linux',
    regular: ["local('DejaVu Sans')", "local('DejaVuSans')"],
    bold: ["local('DejaVu Sans Bold')", "local('DejaVuSans-Bold')"],
    files: [
      '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
      '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    ],
  },
]

const args = process.argv.slice(2)
for (const f of FAMILIES) {
  const at = f.option ? args.indexOf(f.option) : -1
  if (at >= 0) f.files = [args[at + 1], args[at + 2]]
  if (!f.files?.every(Boolean)) throw new Error(`${f.family}: pass ${f.option} <regular> <bold>`)
}

/** The text of every prerendered page (both languages, with the API's content) and both catalogs. */
function siteText() {
  const pages = readdirSync('dist/client', { recursive: true })
    .filter((f) => f.endsWith('.html'))
    .map((f) =>
      readFileSync(join('dist/client', f), 'utf8')
        .replace(/<head>[\s\S]*?<\/head>|<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"'),
    )
  if (pages.length === 0) throw new Error('no prerendered pages: run npm run build first')
  const messages = ['en', 'id']
    .flatMap((locale) =>
      ['messages', 'account'].map((c) => readFileSync(`locales/${locale}/${c}.po`, 'utf8')),
    )
    .flatMap((po) => entries(po).map(({ id, str }) => str || id))
    .map((s) => s.replace(/\{[^}]*\}|<\/?\d+>|\\n/g, ' '))
  return [...pages, ...messages].join(' ').replace(/\s+/g, ' ')
}
const corpus = siteText()

const dataUrl = (path) =>
  `data:font/${path.endsWith('woff2') ? 'woff2' : 'ttf'};base64,${readFileSync(path).toString('base64')}`

const browser = await chromium.launch({ executablePath: await browserPath(), args: BROWSER_FLAGS })
const page = await browser.newPage()
/** Width of the corpus at 100 px in each face, per weight (the fallback's regular or bold file). */
const widths = await page.evaluate(
  async ({ text, textFace, fallbacks, weights }) => {
    const load = async (name, url, weight) => {
      const face = new FontFace(name, `url(${url})`, { weight })
      document.fonts.add(await face.load())
    }
    await load('text', textFace, '200 800')
    for (const [i, f] of fallbacks.entries()) {
      await load(`fallback${i}`, f[0], '400')
      await load(`fallback${i}`, f[1], '700')
    }
    const ctx = document.createElement('canvas').getContext('2d')
    const width = (family, weight) => {
      ctx.font = `${weight} 100px ${family}`
      return ctx.measureText(text).width
    }
    return weights.map((w) => ({
      text: width('text', w),
      fallbacks: fallbacks.map((_, i) => width(`fallback${i}`, w < 550 ? 400 : 700)),
    }))
  },
  {
    text: corpus,
    textFace: dataUrl(TEXT_FACE),
    fallbacks: FAMILIES.map((f) => f.files.map(dataUrl)),
    weights: WEIGHTS,
  },
)
await browser.close()

const pct = (x) => `${(x * 100).toFixed(2)}%`
const rules = [
  '/* Written by scripts/fallback-faces.mjs, which says how; do not edit by hand. */',
  '',
  '/* The system faces a page paints in before the text face is swapped in (src/lib/text-face.ts),',
  "   each scaled to the text face's widths and given its ascent and descent, so that the page is",
  '   laid out as in the text face. One rule per weight the site uses; the first family this device',
  '   has is taken. */',
]
for (const [column, f] of FAMILIES.entries()) {
  rules.push(`/* ${f.family}: ${f.note}. */`)
  for (const [i, weight] of WEIGHTS.entries()) {
    const adjust = widths[i].text / widths[i].fallbacks[column]
    rules.push(
      [
        '@font-face {',
        `  font-family: '${f.family}';`,
        `  font-weight: ${RANGE[weight]};`,
        `  src: ${(weight < 550 ? f.regular : f.bold).join(', ')};`,
        `  size-adjust: ${pct(adjust)};`,
        `  ascent-override: ${pct(ASCENT / adjust)};`,
        `  descent-override: ${pct(DESCENT / adjust)};`,
        '  line-gap-override: 0%;',
        '}',
      ].join('\n'),
    )
  }
}
writeFileSync('src/styles/fonts.css', `${rules.join('\n')}\n`)
console.log('wrote src/styles/fonts.css')

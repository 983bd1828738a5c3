import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Text } from './id-voice.mjs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { voiceReport } from './id-voice.shipped.mjs'
import { contentTexts, productionTexts } from './id-voice.content.mjs'

// A checkout in small: what `npm run i18n:check` reads, clean, then one break planted at a time.
// The third catalog ("tv") is in lingui.config.ts only: the check must find it there.
const CLEAN: Record<string, string> = {
  'lingui.config.ts': `export default {
  sourceLocale: 'en',
  locales: ['en', 'id'],
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] },
    { path: '<rootDir>/locales/{locale}/account', include: ['<rootDir>/src/account'] },
    { path: '<rootDir>/src/tv/locales/{locale}', include: ['<rootDir>/src/tv'] },
  ],
}
`,
  'docs/glossary-id.md': `| Thing | Write | Never |
| --- | --- | --- |
| the customer | kamu, -mu | Anda |
| a channel | saluran | kanal |
| a phone | ponsel | telepon |
| the set-top box | box (box Vision+ TV) | boks, perangkat Android TV |
| the signed-in places (sessions) | sesi masuk, sesi | akunmu sedang masuk, sedang masuk di, sesi berikut |

| English | Thing |
| --- | --- |
| box, set-top box | the set-top box |
| Logged-in device, devices are logged in | the signed-in places (sessions) |

| Same in both languages | Why |
| --- | --- |
| Vision+ TV, RCTI, Box | names and loanwords |
`,
  'public/media/channels/rcti.svg': svg('RCTI'),
  'public/media/promo/sale.svg': svg('Big Sale'),
  'public/media/promo/id/sale.svg': svg('Diskon Besar'),
  'public/manifest.webmanifest': '{ "name": "Vision+ TV", "short_name": "Vision+ TV" }\n',
  'public/taps.js': 'export const taps = 0\n',
  'server/env.ts': "export const seller = (env) => env.SELLER_NAME || 'Vision+ TV'\n",
  'src/ui/Navbar.module.css': ".name::after { content: ''; }\n",
  'index.html': '<!doctype html><html lang="en"><body><div id="root"></div></body></html>\n',
  'locales/id/messages.po': po('Your box', 'Box kamu'),
  'locales/id/account.po': po('Your account', 'Akunmu'),
  'src/tv/locales/id.po': po('Pair your TV', 'Hubungkan TV'),
  'server/db/seed/content-id.ts': "export const FAQ_ID = [{ id: 'pay', title: 'Cara bayar' }]\n",
  'server/db/seed/catalogue.ts':
    "const d = (en: string, idn: string) => ({ description_en: en, description_id: idn })\nexport const P = [d('Box', 'Box')]\n",
  'server/services/sms.ts':
    "export const text = (language: 'en' | 'id') => (language === 'id' ? 'Kodemu siap' : 'Your code is ready')\n",
  'server/services/sms.test.ts': "const planted = { en: 'x', id: 'Anda' }\n",
  'contract/common.ts': 'export const CODE = { ok: 0 }\n',
  'src/lib/format.ts': "export const months = { en: ['January'], id: ['Januari'] }\n",
  'src/test/render.tsx': "const planted = { en: 'x', id: 'Anda' }\n",
  'machines/auth/auth.test.ts': "const planted = { en: 'x', id: 'Anda' }\n",
  'server/test/harness.ts': "const planted = { en: 'x', id: 'Anda' }\n",
}

function svg(...words: string[]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-label="${words[0]}">${words.map((w) => `<text>${w}</text>`).join('')}</svg>\n`
}

function po(id: string, str: string) {
  return `msgid ""\nmsgstr ""\n"Language: id\\n"\n\nmsgid "${id}"\nmsgstr "${str}"\n`
}

let root: string
const write = (files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
}
/** The report's breaks as "where: rule form". */
const breaks = (pinned = ['Anda', 'kanal'], content: Text[] = []) => {
  const { dropped, problems } = voiceReport(root, pinned, content)
  return [
    ...dropped.map((form) => `glossary row dropped: ${form}`),
    ...problems.map((p) => `${p.where}: ${p.rule} ${p.form}`),
  ]
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'id-voice-'))
  write(CLEAN)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('npm run i18n:check on what ships', () => {
  it('reads every catalog lingui.config.ts names, the seed and the server code, and passes them clean', () => {
    const { texts, dropped, problems } = voiceReport(root, ['Anda', 'kanal'])
    // three Indonesian catalogs, the content seed, the catalogue's description_id, the SMS, the
    // site's months, and the Indonesian picture's words (its aria-label and its text)
    expect(texts).toBe(9)
    expect([dropped, problems]).toEqual([[], []])
  })

  it('a formal word planted in a catalog only lingui.config.ts names', () => {
    write({ 'src/tv/locales/id.po': po('Pair your TV', 'Hubungkan TV-Anda') })
    expect(breaks()).toEqual(['src/tv/locales/id.po, "Pair your TV": register Anda'])
  })

  it('a -mu break planted in a catalog', () => {
    write({ 'locales/id/account.po': po('Your account', 'Akun kamu') })
    expect(breaks()).toEqual(['locales/id/account.po, "Your account": -mu Akun kamu'])
  })

  it('a forbidden word planted in the seed, in each quote style', () => {
    write({
      'server/db/seed/content-id.ts': [
        'export const FAQ_ID = [',
        "  { id: 'pay', title: 'Satu kanal' },",
        '  { id: "two", title: "Dua kanal" },',
        "  { id: 'three', title: `Tiga kanal ${n}` },",
        ']',
      ].join('\n'),
    })
    expect(breaks()).toEqual([
      'server/db/seed/content-id.ts:2: glossary kanal',
      'server/db/seed/content-id.ts:3: glossary kanal',
      'server/db/seed/content-id.ts:4: glossary kanal',
    ])
  })

  it("an English word planted in the catalogue's description_id", () => {
    write({
      'server/db/seed/catalogue.ts':
        'const d = (en: string, idn: string) => ({ description_en: en, description_id: idn })\nexport const P = [d(\'Box\', "Box with remot")]\n',
    })
    expect(breaks()).toEqual(['server/db/seed/catalogue.ts:2: English with'])
  })

  it("a formal word planted in the server's Indonesian text; the server's tests and helpers are not read", () => {
    write({
      'server/services/sms.ts':
        "export const text = (language: 'en' | 'id') => (language === 'id' ? `Kode Anda siap` : 'Your code is ready')\n",
    })
    expect(breaks()).toEqual(['server/services/sms.ts:1: register Anda'])
  })

  it("English planted in the site's own Indonesian (code outside the catalogs)", () => {
    write({
      'src/lib/format.ts': "export const months = { en: ['January'], id: [`Januari ${year} please`] }\n",
    })
    expect(breaks()).toEqual(['src/lib/format.ts:1: English please'])
  })

  it('a glossary row removed without a reason; retired with one, it passes', () => {
    write({
      'docs/glossary-id.md': CLEAN['docs/glossary-id.md']!.replace('| a channel | saluran | kanal |\n', ''),
    })
    expect(breaks()).toEqual(['glossary row dropped: kanal'])
    write({
      'docs/glossary-id.md': `${CLEAN['docs/glossary-id.md']!.replace('| a channel | saluran | kanal |\n', '')}
| Retired | Why |
| --- | --- |
| kanal | the broadcaster's own product name |
`,
    })
    expect(breaks()).toEqual([])
  })

  // issue 51: the check's nine gaps, one planted case each
  it('a translation identical to its English, unless the glossary lists it (K1)', () => {
    write({ 'locales/id/messages.po': po('Log out', 'Log out') })
    expect(breaks()).toEqual(['locales/id/messages.po, "Log out": same as English Log out'])
    write({ 'locales/id/messages.po': po('Box', 'Box') })
    expect(breaks()).toEqual([])
  })

  it('a placeholder dropped, markup lost, a plural without its number (K2)', () => {
    write({
      'locales/id/messages.po': po('Code sent to {phone}', 'Kode dikirim ke nomormu'),
      'locales/id/account.po': po('Read the <0>terms</0>', 'Baca syaratnya'),
      'src/tv/locales/id.po': po('{count, plural, one {# TV} other {# TVs}}', '{count, plural, other {TV}}'),
    })
    expect(breaks()).toEqual([
      'locales/id/messages.po, "Code sent to {phone}": placeholders none',
      'locales/id/account.po, "Read the <0>terms</0>": markup none',
      'src/tv/locales/id.po, "{count, plural, one {# TV} other {# TVs}}": plural no #',
    ])
  })

  it('a forbidden word with an ending, doubled or hyphenated (K3)', () => {
    write({
      'server/db/seed/content-id.ts': [
        'export const FAQ_ID = [',
        "  { id: 'a', title: 'Nomor teleponmu' },",
        "  { id: 'b', title: 'Kanal-kanal lokal' },",
        "  { id: 'c', title: 'Daftar kanalnya' },",
        ']',
      ].join('\n'),
    })
    expect(breaks()).toEqual([
      'server/db/seed/content-id.ts:2: glossary teleponmu',
      'server/db/seed/content-id.ts:3: glossary Kanal-kanal',
      'server/db/seed/content-id.ts:4: glossary kanalnya',
    ])
  })

  it("a language branch however written: === 'en', !== 'id', startsWith, a function, a map keyed id-ID (K7)", () => {
    write({
      'server/services/sms.ts': [
        "const ID = 'id'",
        "const isIndonesian = (language: string) => language.startsWith('id')",
        "export const a = (language: string) => (language === 'en' ? 'Your code' : 'Kode Anda siap')",
        "export const b = (language: string) => (language !== 'id' ? 'Your code' : 'Kanal siap')",
        "export const c = (language: string) => (isIndonesian(language) ? 'Kode Anda' : 'Your code')",
        "export const d = (language: string) => (language === ID ? 'Telepon siap' : 'Your phone')",
        "export const e = { 'en-US': 'Your code', 'id-ID': 'Kode Anda' }",
        "export function f(language: string) { if (language === 'en') return 'Your code'; return 'Kanal Anda' }",
      ].join('\n'),
    })
    expect(breaks()).toEqual([
      'server/services/sms.ts:3: register Anda',
      'server/services/sms.ts:4: glossary Kanal',
      'server/services/sms.ts:5: register Anda',
      'server/services/sms.ts:6: glossary Telepon',
      'server/services/sms.ts:7: register Anda',
      'server/services/sms.ts:8: register Anda',
      'server/services/sms.ts:8: glossary Kanal',
    ])
  })

  it("the words of the pictures: English in a picture shown in both languages, the Indonesian picture's own, the English one on an Indonesian page (K7)", () => {
    write({
      'public/media/news/update.svg': svg('Software Update'),
      'public/media/promo/id/sale.svg': svg('Diskon kanal'),
      'server/db/seed/content-id.ts':
        "export const PROMOS_ID = [{ id: 'sale', title: 'Diskon', image: '/media/promo/sale.svg' }]\n",
    })
    expect(breaks()).toEqual([
      'public/media/promo/id/sale.svg: glossary kanal',
      'public/media/promo/id/sale.svg: glossary kanal',
      'public/media/news/update.svg: shown in both languages Software Update',
      'server/db/seed/content-id.ts:1: picture /media/promo/sale.svg',
    ])
  })

  it('a configuration default shown in both languages (K7)', () => {
    write({
      'server/env.ts': "export const seller = (env) => env.SELLER_NAME || 'Vision+ TV (demo seller)'\n",
    })
    expect(breaks()).toEqual(['server/env.ts:1: shown in both languages Vision+ TV (demo seller)'])
  })

  it('the files that are not TypeScript: a script, a data file, the manifest, a stylesheet, a page (K7)', () => {
    write({
      'public/taps.js': "export const hint = (lang) => (lang === 'en' ? 'Tap' : 'Ketuk layar Anda')\n",
      'server/sandbox/texts.json': '{ "en": "Your code", "id": "Kode Anda" }\n',
      'public/manifest.webmanifest': '{ "name": "Vision+ TV", "description": "Watch TV" }\n',
      'src/ui/Navbar.module.css': ".name::after { content: 'New'; }\n",
      'public/offline.html':
        '<!doctype html><html lang="id"><body><p>Kanal tidak tersedia</p></body></html>\n',
    })
    expect(breaks()).toEqual([
      'public/taps.js:1: register Anda',
      'public/offline.html: glossary Kanal',
      'server/sandbox/texts.json:1: register Anda',
      'public/manifest.webmanifest, description: shown in both languages Watch TV',
      'src/ui/Navbar.module.css: shown in both languages New',
    ])
  })

  it('an allowed name where the English does not name it: "add-on Premium Sports" for premium sports add-ons (K6)', () => {
    write({
      'locales/id/messages.po': po(
        'Discounts on premium sports add-ons',
        'Diskon untuk add-on Premium Sports',
      ),
    })
    expect(breaks()).toEqual([
      'locales/id/messages.po, "Discounts on premium sports add-ons": English Sports',
    ])
    write({ 'locales/id/messages.po': po('Get Premium Sports', 'Dapatkan Premium Sports') })
    expect(breaks()).toEqual([])
  })

  it("a view that puts a caught error's message on the page untranslated (K7)", () => {
    const view = (shown: string) => `import { useState } from 'react'
export function Save() {
  const [error, setError] = useState<string | null>(null)
  const save = async () => {
    try {
      await send()
    } catch (e) {
      setError(${shown})
    }
  }
  return <form onSubmit={save}>{error && <p role="alert">{error}</p>}</form>
}
`
    write({ 'src/features/profile/Save.tsx': view('e instanceof Error ? e.message : null') })
    expect(breaks()).toEqual(['src/features/profile/Save.tsx:8: error message e.message'])
    // through the translator it is the page's own words
    write({
      'src/features/profile/Save.tsx': view(
        'e instanceof Error ? i18n._(serverText(e.message) ?? fallback) : null',
      ),
    })
    expect(breaks()).toEqual([])
  })

  it("Indonesian under other keys: a title_id alone, 'id-ID' alone, the camelCase titleId and descriptionId (K7)", () => {
    write({
      'server/services/notices.ts': [
        "export const a = { title_id: 'Kode Anda siap' }",
        "export const b = { 'id-ID': 'Kanal baru' }",
        "export const c = { titleId: 'Telepon kamu', titleEn: 'Your phone', descriptionId: 'Kode Anda' }",
      ].join('\n'),
    })
    expect(breaks()).toEqual([
      'server/services/notices.ts:1: register Anda',
      'server/services/notices.ts:2: glossary Kanal',
      'server/services/notices.ts:3: glossary Telepon',
      'server/services/notices.ts:3: register Anda',
    ])
  })

  it("production content, exported from the database's rows: the same rules on its Indonesian (K7)", () => {
    const rows = [
      {
        kind: 'promo',
        slug: 'sale',
        lang: 'en',
        data: { id: 'sale', title: 'Premium sports add-ons', image: '/x.svg' },
      },
      {
        kind: 'promo',
        slug: 'sale',
        lang: 'id',
        data: { id: 'sale', title: 'Diskon add-on Premium Sports', body: ['Kode Anda'] },
      },
      {
        packages: [
          {
            detail: [{ id: 1, description_en: 'Set-top box included', description_id: 'Termasuk perangkat' }],
          },
        ],
      },
    ]
    expect(breaks(undefined, contentTexts(rows, 'content.json'))).toEqual([
      'content.json: promo/sale/title: English Sports',
      'content.json: promo/sale/body/0: register Anda',
      'content.json: 2/packages/0/detail/0/description_id: Write Set-top box',
    ])
  })

  it('production content read from a running server: its /cms kinds in both languages and its packages (K7)', async () => {
    const replies: Record<string, unknown> = {
      '/cms/promos?lang=en': { data: [{ id: 'sale', title: 'Big sale' }] },
      '/cms/promos?lang=id': { data: [{ id: 'sale', title: 'Diskon kanal' }] },
      '/api/v1/package/starter': {
        data: { packages: [{ detail: [{ id: 1, description_en: 'Box', description_id: 'Box Anda' }] }] },
      },
      '/go/vplustv/v1/package?type=add-on': { data: { packages: [{ id: 7 }] } },
      '/go/vplustv/v1/package-detail?package_id=7': {
        data: { package_details: [{ id: 2, description_en: 'HD', description_id: 'Gambar HD' }] },
      },
    }
    const server = createServer((req, res) => res.end(JSON.stringify(replies[req.url ?? ''] ?? { data: [] })))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const texts = await productionTexts(base)
      expect(breaks(undefined, texts).map((b) => b.replace(base, 'server'))).toEqual([
        'server/: starter/data/packages/0/detail/0/description_id: register Anda',
        'server/: promo/sale/title: glossary kanal',
      ])
    } finally {
      server.close()
    }
  })

  it('another word for the thing the English names, and a paraphrase of the banned sessions sense (K8)', () => {
    write({
      'server/db/seed/catalogue.ts':
        "const d = (en: string, idn: string) => ({ description_en: en, description_id: idn })\nexport const P = [d('Set-top box included', 'Termasuk perangkat')]\n",
      'locales/id/account.po': po(
        'These devices are logged in to your account.',
        'Kamu sedang masuk di sesi berikut.',
      ),
      'src/tv/locales/id.po': po('Logged-in devices', 'Tempat akunmu aktif'),
    })
    expect(breaks()).toEqual([
      'locales/id/account.po, "These devices are logged in to your account.": glossary sedang masuk di',
      'locales/id/account.po, "These devices are logged in to your account.": glossary sesi berikut',
      'src/tv/locales/id.po, "Logged-in devices": Write Logged-in devices',
      'server/db/seed/catalogue.ts:2: Write Set-top box',
    ])
  })

  it('a date or an amount written raw into an Indonesian template or a message placeholder (K8)', () => {
    write({
      'server/services/sms.ts': [
        "export const until = (language: 'en' | 'id', end: Date) =>",
        "  language === 'id' ? `Aktif sampai ${end.toISOString().slice(0, 10)}` : `Active until ${formatDateLong(end, 'en')}`",
      ].join('\n'),
      'src/features/account/Renewal.tsx': [
        'export function Renewal({ end, price }: { end: Date; price: number }) {',
        '  const { t } = useLingui()',
        '  return <p title={t`Active until ${end.toLocaleDateString()}`}><Trans>Pay {price} now</Trans></p>',
        '}',
      ].join('\n'),
    })
    expect(breaks()).toEqual([
      'server/services/sms.ts:2: raw value end.toISOString().slice(0, 10)',
      'src/features/account/Renewal.tsx:3: raw value end.toLocaleDateString()',
      'src/features/account/Renewal.tsx:3: raw value price',
    ])
  })
})

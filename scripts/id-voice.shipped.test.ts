import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { voiceReport } from './id-voice.shipped.mjs'

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
`,
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
const breaks = (pinned = ['Anda', 'kanal']) => {
  const { dropped, problems } = voiceReport(root, pinned)
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
    // three Indonesian catalogs, the content seed, the catalogue's description_id, the SMS, the site's months
    expect(texts).toBe(7)
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
})

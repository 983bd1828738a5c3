import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { forbiddenForms, sourceStrings, voiceProblems } from './id-voice.mjs'

const glossary = `# Glossary

| Thing | Write | Never |
| --- | --- | --- |
| the customer | kamu, -mu | Anda |
| the set-top box | box | boks, set-top box |
| catch-up | tayangan ulang | catch-up |
`

describe('the Indonesian voice', () => {
  const forms = forbiddenForms(glossary)

  it('reads each forbidden form of the glossary table with what to write instead', () => {
    expect(forms).toEqual([
      { form: 'Anda', write: 'kamu, -mu', thing: 'the customer' },
      { form: 'boks', write: 'box', thing: 'the set-top box' },
      { form: 'set-top box', write: 'box', thing: 'the set-top box' },
      { form: 'catch-up', write: 'tayangan ulang', thing: 'catch-up' },
    ])
  })

  it('finds a forbidden form as a whole word in any case, and not inside another word', () => {
    const texts = [
      { where: 'a', text: 'Browser Anda memblokir jendela' },
      { where: 'b', text: 'anda' },
      { where: 'c', text: 'Tandai sebagai terbaca' },
      { where: 'd', text: 'Profil Set-top box' },
      { where: 'e', text: 'Catch Up TV dan tayangan ulang' },
      { where: 'f', text: 'Satu boks.' },
      { where: 'g', text: 'Ganti box kamu' },
    ]
    expect(voiceProblems(texts, forms).map(({ where, form }) => `${where}:${form}`)).toEqual([
      'a:Anda',
      'b:Anda',
      'd:set-top box',
      'f:boks',
    ])
  })

  it("reads a seed's quoted strings with their lines", () => {
    expect(sourceStrings("export const A = [\n  'Satu box.',\n  { title: 'Don\\'t', id: 'x' },\n]")).toEqual([
      { where: 'line 2', text: 'Satu box.' },
      { where: 'line 3', text: "Don\\'t" },
      { where: 'line 3', text: 'x' },
    ])
  })

  it('the glossary of the repo has its table, and SPEC fixed strings are not forbidden by it', () => {
    const real = forbiddenForms(readFileSync(new URL('../docs/glossary-id.md', import.meta.url), 'utf8'))
    expect(real.map((f) => f.form)).toContain('Anda')
    const spec = [
      'Masuk',
      'Daftar',
      'Lupa Kata Sandi',
      'Kode Tidak Valid',
      'Kamu Punya Paket Ini',
      'Maximum 60 karakter',
    ]
    expect(
      voiceProblems(
        spec.map((text) => ({ where: 'SPEC', text })),
        real,
      ),
    ).toEqual([])
  })

  it('a glossary without its table is an error, not an empty list', () => {
    expect(() => forbiddenForms('# Glossary\n\nNo table.')).toThrow(
      /no "\| Thing \| Write \| Never \|" table/,
    )
  })
})

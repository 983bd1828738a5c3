import { describe, expect, it } from 'vitest'
import { indonesianStrings } from './id-voice.sources.mjs'

const texts = (source: string) => indonesianStrings(source).map(({ line, text }) => `${line}: ${text}`)

describe('the Indonesian strings of a source', () => {
  it('an _ID content export: its prose in every quote style, not its slugs, images, dates or keys', () => {
    const source = [
      'export const PROMOS_ID = [',
      '  {',
      "    id: 'merdeka-sale',",
      "    title: 'Satu',",
      '    summary: "Dua, kamu\'s",',
      '    body: [`Tiga ${x}`],',
      "    image: '/media/promo.svg',",
      "    published_at: '2026-08-01',",
      '  },',
      ']',
      "export const PROMOS_EN = [{ title: 'One' }]",
      "const NOTES_ID = ['not exported']",
    ].join('\n')
    expect(texts(source)).toEqual(['4: Satu', "5: Dua, kamu's", '6: Tiga {…}'])
  })

  it("description_id beside description_en, followed through a function's parameter and a list's tuples", () => {
    const source = [
      "const d = (id: number, en: string, idn: string, icon = 'check') => ({",
      '  id, description_en: en, description_id: idn, icon,',
      '})',
      "export const PACKS = [d(1, 'Box', 'Box Android TV'), d(2, 'Free', \"Gratis\", 'gift'), d(3, 'HD', `Gambar HD`)]",
      'const BENEFITS: Record<string, [string, string][]> = {',
      "  sports: [['Live football', 'Sepak bola live']],",
      "  kids: [['Cartoons', 'Kartun']],",
      '}',
      'export const ADDONS = THEMES.map((theme) => (BENEFITS[theme] ?? []).map(([en, idn], i) => d(i + 1, en, idn)))',
    ].join('\n')
    expect(texts(source)).toEqual([
      '4: Box Android TV',
      '4: Gratis',
      '4: Gambar HD',
      '6: Sepak bola live',
      '7: Kartun',
    ])
  })

  it("server code: the Indonesian branch of a language choice (?:, if, switch), an object in 'id', an id beside en", () => {
    const source = [
      "export const codeText = (code: string, language: Language) => language === 'id' ? `Kodemu: ${code}` : `Your code: ${code}`",
      "export const label = (language: Language) => language !== 'id' ? 'a browser' : 'sebuah browser'",
      'export function where(os: string, language: Language) {',
      "  const id = language === 'id'",
      "  return `${id ? 'di' : 'on'} ${os}`",
      '}',
      "const overlays = [{ lan: 'en', overlayText: `Active until ${d}` }, { lan: 'id' as const, overlayText: `Aktif sampai ${d}`, kind: 'overlay' }]",
      'const words = { en: \'Not found\', id: "Tidak ditemukan" }',
      "const other = { order_id: 'ORD-1', province_id: '32' }",
      'export function notice(language: Language) {',
      "  if (language === 'id') return 'Pesananmu dikirim'",
      "  return 'Your order is on its way'",
      '}',
      'export function reminder(locale: Language) {',
      '  switch (locale) {',
      "    case 'id':",
      "      return 'Segera bayar'",
      '    default:',
      "      return 'Pay soon'",
      '  }',
      '}',
      "export const paused = (language: Language) => language === 'id' ? 'Kode baru dihentikan. ' + 'Kata sandi ' + who + ' tetap berlaku.' : 'Codes are paused.'",
    ].join('\n')
    expect(texts(source)).toEqual([
      '1: Kodemu: {…}',
      '2: sebuah browser',
      '5: di',
      '7: Aktif sampai {…}',
      '8: Tidak ditemukan',
      '11: Pesananmu dikirim',
      '17: Segera bayar',
      '22: Kode baru dihentikan. Kata sandi {…} tetap berlaku.',
    ])
  })

  it("Indonesian under other keys: a title_id alone, 'id-ID' alone, the camelCase titleId and descriptionId; ids are not read (K7)", () => {
    const source = [
      "const a = { title_id: 'Judul promo' }",
      "const b = { 'id-ID': 'Kode siap' }",
      "const c = { titleId: 'Judul', titleEn: 'Title', descriptionId: 'Keterangan' }",
      "const d = { order_id: 'ORD-1', orderId: 'ORD-2', stbId: 'STB-1', id: 'slug' }",
    ].join('\n')
    expect(texts(source)).toEqual(['1: Judul promo', '2: Kode siap', '3: Judul', '3: Keterangan'])
  })

  it("each text with the English beside it: the other branch, the x_en sibling, the same call's English argument, the tuple's English", () => {
    const source = [
      'const d = (id: number, en: string, idn: string) => ({ id, description_en: en, description_id: idn })',
      "export const P = [d(1, 'Set-top box included', 'Box sudah termasuk')]",
      "const BENEFITS = { sports: [['Live football', 'Sepak bola live']] }",
      'export const A = THEMES.map((theme) => (BENEFITS[theme] ?? []).map(([en, idn], i) => d(i + 1, en, idn)))',
      "export const a = (language: string) => (language === 'en' ? 'Your code' : 'Kodemu')",
      "const c = { titleId: 'Judul', titleEn: 'Title' }",
    ].join('\n')
    expect(indonesianStrings(source).map(({ text, english }) => `${text} / ${english}`)).toEqual([
      'Box sudah termasuk / Set-top box included',
      'Sepak bola live / Live football',
      'Kodemu / Your code',
      'Judul / Title',
    ])
  })

  it('the raw dates and amounts an Indonesian template puts in its text (K8)', () => {
    const source = [
      "export const a = (language: string, end: Date) => (language === 'id' ? `Aktif sampai ${end.toISOString().slice(0, 10)}` : 'x')",
      "export const b = (language: string, price: number) => (language === 'id' ? `Bayar Rp. ${price}` : 'x')",
      "export const c = (language: string, end: Date) => (language === 'id' ? `Aktif sampai ${formatDateLong(end, 'id')}` : 'x')",
    ].join('\n')
    expect(indonesianStrings(source).map(({ line, raw }) => `${line}: ${raw?.join(', ') ?? 'none'}`)).toEqual(
      ['1: end.toISOString().slice(0, 10)', '2: price', '3: none'],
    )
  })
})

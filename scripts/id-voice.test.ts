import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  droppedForms,
  forbiddenForms,
  parityProblems,
  retiredForms,
  sameForms,
  shapeOf,
  voiceProblems,
} from './id-voice.mjs'
import { ENGLISH, FOREIGN_WORDS, FORMAL, FORMAL_TONE, MU_NOUNS, PINNED_FORMS } from './id-voice.lists.mjs'
import { namedThings, writeForms, writeProblems } from './id-voice.meaning.mjs'

const glossary = `# Glossary

| Thing | Write | Never |
| --- | --- | --- |
| the customer | kamu, -mu | Anda |
| the set-top box | box | boks, set-top box |
| catch-up | tayangan ulang | catch-up |
| the checkout page | Checkout | |

| Retired | Why |
| --- | --- |
| kanal | the channel guide's own name since 2026 |
| telepon | |
`

/** Each break as "text: rule form". */
const breaks = (...texts: string[]) =>
  voiceProblems(
    texts.map((text) => ({ where: 'x', text })),
    forbiddenForms(glossary),
  ).map(({ text, rule, form }) => `${text}: ${rule} ${form}`)

describe('the glossary', () => {
  it('reads each forbidden form of the table with what to write instead; a row with none forbids nothing', () => {
    expect(forbiddenForms(glossary)).toEqual([
      { form: 'Anda', write: 'kamu, -mu', thing: 'the customer' },
      { form: 'boks', write: 'box', thing: 'the set-top box' },
      { form: 'set-top box', write: 'box', thing: 'the set-top box' },
      { form: 'catch-up', write: 'tayangan ulang', thing: 'catch-up' },
    ])
  })

  it('a glossary without its table is an error, not an empty list', () => {
    expect(() => forbiddenForms('# Glossary\n\nNo table.')).toThrow(
      /no "\| Thing \| Write \| Never \|" table/,
    )
  })

  it('a row removed without a reason is reported; one retired with its reason is not', () => {
    expect(retiredForms(glossary)).toEqual([
      { form: 'kanal', why: "the channel guide's own name since 2026" },
      { form: 'telepon', why: '' },
    ])
    // "remote" left the table (removed), "telepon" was retired without a reason, "kanal" with one
    expect(droppedForms(glossary, ['Anda', 'boks', 'remote', 'telepon', 'kanal'])).toEqual([
      'remote',
      'telepon',
    ])
  })

  it("the repo's glossary still forbids, or retires with a reason, every pinned form", () => {
    const real = readFileSync(new URL('../docs/glossary-id.md', import.meta.url), 'utf8')
    expect(droppedForms(real, PINNED_FORMS)).toEqual([])
  })

  it("every form the repo's glossary forbids is pinned, so a row added is guarded once added (K9)", () => {
    const real = readFileSync(new URL('../docs/glossary-id.md', import.meta.url), 'utf8')
    const pinned = new Set(PINNED_FORMS.map((form) => form.toLowerCase()))
    expect(forbiddenForms(real).filter(({ form }) => !pinned.has(form.toLowerCase()))).toEqual([])
  })

  it('the word lists keep every word they hold: shortening one is a decision made here (K9)', () => {
    expect(FORMAL).toEqual(
      expect.arrayContaining([
        'Anda',
        'Bapak/Ibu',
        'Ibu/Bapak',
        'Bapak',
        'Saudara',
        'Saudari',
        'Kau',
        'Engkau',
        'Dikau',
      ]),
    )
    expect(FORMAL_TONE).toEqual(
      expect.arrayContaining(['Mohon', 'Harap', 'telah', 'kamu dapat', 'Bpk.', 'Sdr.', 'Sdri.']),
    )
    expect(MU_NOUNS).toEqual(
      expect.arrayContaining([
        'akun',
        'alamat',
        'kartu',
        'koneksi',
        'perangkat',
        'profil',
        'riwayat',
        'transaksi',
        'data',
        'kiriman',
        'kode',
        'langganan',
        'milik',
        'nama',
        'nomor',
        'paket',
        'pembayaran',
        'pesanan',
        'ponsel',
        'sandi',
        'tagihan',
      ]),
    )
    expect(FOREIGN_WORDS).toEqual(
      expect.arrayContaining([
        'add-on',
        'box',
        'browser',
        'email',
        'e-mail',
        'login',
        'OTP',
        'PIN',
        'TV',
        'voucher',
        'passkey',
        'smartphone',
        'WiFi',
        'Wi-Fi',
        'HP',
      ]),
    )
    expect(ENGLISH).toEqual(
      expect.arrayContaining([
        'account',
        'again',
        'and',
        'are',
        'assistant',
        'bundle',
        'buy',
        'cancel',
        'channel',
        'channels',
        'click',
        'close',
        'code',
        'delivery',
        'details',
        'device',
        'devices',
        'error',
        'expired',
        'failed',
        'for',
        'found',
        'free',
        'from',
        'has',
        'have',
        'here',
        'invalid',
        'is',
        'kids',
        'login',
        'logout',
        'maximum',
        'more',
        'movies',
        'new',
        'next',
        'not',
        'now',
        'of',
        'order',
        'package',
        'password',
        'payment',
        'pending',
        'plan',
        'please',
        'sale',
        'save',
        'sign',
        'sorry',
        'sports',
        'submit',
        'subscribe',
        'subscription',
        'success',
        'that',
        'the',
        'this',
        'try',
        'watch',
        'will',
        'with',
        'wrong',
        'you',
        'your',
      ]),
    )
  })

  it("SPEC's fixed strings pass the repo's glossary and lists", () => {
    const real = forbiddenForms(readFileSync(new URL('../docs/glossary-id.md', import.meta.url), 'utf8'))
    const spec = [
      'Masuk',
      'Daftar',
      'Lupa Kata Sandi',
      'Kode Tidak Valid',
      'Kamu Punya Paket Ini',
      'Maximum 60 karakter',
    ]
    // SPEC's nickname limit is the English "Max 60 char" (the name it keeps is allowed only there)
    const english = (text: string) => (text === 'Maximum 60 karakter' ? 'Max 60 char' : text)
    expect(
      voiceProblems(
        spec.map((text) => ({ where: 'SPEC', text, english: english(text) })),
        real,
      ),
    ).toEqual([])
  })
})

describe('the voice', () => {
  it('register: every formal form, hyphenated or with a particle, in any case', () => {
    expect(
      breaks(
        'Browser Anda memblokir jendela',
        'Box TV-Anda aktif',
        'Andalah pemenangnya',
        'Anda-lah pemenangnya',
        'Bapak/Ibu yang terhormat',
        'Saudara dapat membayar',
        'Kau bisa masuk',
        'engkau bisa masuk',
      ),
    ).toEqual([
      'Browser Anda memblokir jendela: register Anda',
      'Box TV-Anda aktif: register Anda',
      'Andalah pemenangnya: register Andalah',
      'Anda-lah pemenangnya: register Anda',
      'Bapak/Ibu yang terhormat: register Bapak/Ibu',
      'Saudara dapat membayar: register Saudara',
      'Kau bisa masuk: register Kau',
      'engkau bisa masuk: register engkau',
    ])
  })

  it("register: the formal tone, written requests, telah, kamu dapat and the letters' Bpk. (K5)", () => {
    expect(
      breaks(
        'Mohon tunggu',
        'Harap masukkan kode',
        'Kata sandimu telah diubah',
        'Kamu dapat membayar',
        'Yth. Bpk. Budi',
      ),
    ).toEqual([
      'Mohon tunggu: register Mohon',
      'Harap masukkan kode: register Harap',
      'Kata sandimu telah diubah: register telah',
      'Kamu dapat membayar: register Kamu dapat',
      'Yth. Bpk. Budi: register Bpk.',
    ])
    // the site's own failure phrases keep dapat; words that contain a form are other words
    expect(breaks('Tidak dapat dimuat', 'Semoga kamu berharap', 'Harapan baru')).toEqual([])
  })

  it('register: words that only contain a formal form pass (Tandai, kaus, Hari Ibu)', () => {
    expect(breaks('Tandai sebagai terbaca', 'Kaus kaki', 'Selamat Hari Ibu', 'Pandangan kamu')).toEqual([])
  })

  it('-mu: a native noun with a possessive kamu, and a foreign word glued to -mu', () => {
    expect(
      breaks(
        'Konfirmasi nomor ponsel kamu',
        'memastikan nomor itu milik kamu',
        'Tempat akun Vision+ TV-mu',
        'Nyalakan boxmu',
      ),
    ).toEqual([
      'Konfirmasi nomor ponsel kamu: -mu ponsel kamu',
      'memastikan nomor itu milik kamu: -mu milik kamu',
      'Tempat akun Vision+ TV-mu: -mu -mu',
      'Nyalakan boxmu: -mu boxmu',
    ])
  })

  it('-mu: more native nouns, an adjective between, and more foreign words (K4)', () => {
    expect(
      breaks(
        'Profil kamu',
        'Periksa koneksi kamu',
        'Masukkan kata sandi baru kamu',
        'Hapus passkeymu',
        'Sambungkan WiFimu',
      ),
    ).toEqual([
      'Profil kamu: -mu Profil kamu',
      'Periksa koneksi kamu: -mu koneksi kamu',
      'Masukkan kata sandi baru kamu: -mu sandi baru kamu',
      'Hapus passkeymu: -mu passkeymu',
      'Sambungkan WiFimu: -mu WiFimu',
    ])
    // a clause about kamu after a noun is not a possessive
    expect(breaks('Pesanan yang kamu buat', 'Nomor yang kamu pakai')).toEqual([])
  })

  it('-mu: the rule as the glossary writes it passes', () => {
    expect(
      breaks(
        'Konfirmasi nomor ponselmu',
        'Akun Vision+ TV kamu',
        'Nyalakan box kamu',
        'Bukan kamu? Ubah kata sandimu.',
        'Sebelum kamu membayar',
      ),
    ).toEqual([])
  })

  it('glossary: a forbidden form as a whole word in any case, across any white space, and not inside another word', () => {
    expect(
      breaks(
        'Satu boks.',
        'Profil Set-top box',
        'Profil set-top\u00a0box',
        'Profil set-top\nbox',
        'Catch Up TV dan tayangan ulang',
        'Ganti box kamu',
        'Kotakboks',
      ),
    ).toEqual([
      'Satu boks.: glossary boks',
      'Profil Set-top box: glossary Set-top box',
      'Profil set-top\u00a0box: glossary set-top\u00a0box',
      'Profil set-top\nbox: glossary set-top\nbox',
    ])
  })

  it('glossary: a forbidden form with an ending, doubled, or joined by a hyphen (K3)', () => {
    expect(
      breaks(
        'Nyalakan boksmu',
        'Boksnya menyala',
        'Boks-boks baru',
        'Kotak-boks',
        'Tonton catch-up-nya',
        'Tayangan catch-upmu',
      ),
    ).toEqual([
      'Nyalakan boksmu: glossary boksmu',
      'Boksnya menyala: glossary Boksnya',
      'Boks-boks baru: glossary Boks-boks',
      'Kotak-boks: glossary Kotak-boks',
      'Tonton catch-up-nya: glossary catch-up-nya',
      'Tayangan catch-upmu: glossary catch-upmu',
    ])
    // a form inside a longer word, without a hyphen, is another word
    expect(breaks('Kotakboks', 'Boksen')).toEqual([])
  })

  it('English: a word of the list with an English ending (K6)', () => {
    expect(
      breaks('Semua payments', 'Riwayat orders', 'Pesanan cancelled', 'Kode verified oleh signing'),
    ).toEqual([
      'Semua payments: English payments',
      'Riwayat orders: English orders',
      'Pesanan cancelled: English cancelled',
      'Kode verified oleh signing: English signing',
    ])
  })

  it('English: a word of the list in any case; paths and words inside others pass', () => {
    expect(
      breaks(
        'Diskon untuk add-on Premium Channel',
        'Kode tidak valid: Invalid code',
        'Paket Kids gratis',
        'maximum 60 karakter',
      ),
    ).toEqual([
      'Diskon untuk add-on Premium Channel: English Channel',
      'Kode tidak valid: Invalid code: English Invalid',
      'Kode tidak valid: Invalid code: English code',
      'Paket Kids gratis: English Kids',
      'maximum 60 karakter: English maximum',
    ])
    expect(
      breaks(
        'Ubah kata sandimu di https://visionplus.id/id/account/change-password.',
        'Kode promo diterapkan; Themenya cerah',
      ),
    ).toEqual([])
  })

  /** Each break of texts given with their English, as "text: rule form". */
  const translated = (...pairs: [english: string, text: string][]) =>
    voiceProblems(
      pairs.map(([english, text]) => ({ where: 'x', text, english })),
      forbiddenForms(glossary),
    ).map(({ text, rule, form }) => `${text}: ${rule} ${form}`)

  it('English: an allowed name passes only where the English carries it; "add-on Premium Sports" for the category fails (K6)', () => {
    expect(
      translated(
        ['Discounts on premium sports add-ons', 'Diskon untuk add-on Premium Sports'],
        ['Merdeka deals', 'Merdeka Sale'],
      ),
    ).toEqual(['Diskon untuk add-on Premium Sports: English Sports', 'Merdeka Sale: English Sale'])
    // with no English beside it (a page, a picture of its own) a name is not known to be one
    expect(breaks('Dapatkan Premium Sports')).toEqual(['Dapatkan Premium Sports: English Sports'])
    expect(
      translated(
        [
          'Get Premium Sports 2 and the Vision+ sports voucher',
          'Dapatkan Premium Sports dan voucher olahraga',
        ],
        ['Merdeka Sale: up to 40% off add-ons', 'Merdeka Sale: diskon add-on hingga 40%'],
        ['Credit and debit cards, bank virtual accounts', 'Kartu kredit, virtual account bank'],
        ['Max 60 char', 'Maximum 60 karakter'],
      ),
    ).toEqual([])
  })
})

describe('a translation beside its English', () => {
  const same = sameForms(`| Same in both languages | Why |
| --- | --- |
| Vision+ TV, FAQ, Box | names and loanwords |
| Log out | |
`)
  const check = (id: string, str: string) =>
    parityProblems([{ where: 'x', id, str }], same).map(({ rule, form }) => `${rule} ${form}`)

  it('reads the names and loanwords the glossary lists with a reason (a row without one lists nothing)', () => {
    expect([...same]).toEqual(['Vision+ TV', 'FAQ', 'Box'])
  })

  it('refuses a copy of the English unless each part is listed or has no words (K1)', () => {
    expect(check('Log out', 'Log out')).toEqual(['same as English Log out'])
    expect(check('Transaction history', 'Transaction history')).toEqual([
      'same as English Transaction history',
    ])
    expect(check('FAQ | Vision+ TV', 'FAQ | Vision+ TV')).toEqual([])
    expect(check('Box {0}', 'Box {0}')).toEqual([])
    expect(check('56+', '56+')).toEqual([])
    expect(check('Log out', 'Keluar')).toEqual([])
  })

  it('refuses a placeholder dropped or renamed, markup lost, a plural without its number or other (K2)', () => {
    expect(check('Code sent to {phone}', 'Kode dikirim ke nomormu')).toEqual(['placeholders none'])
    expect(check('Pay for {product}', 'Bayar {produk}')).toEqual(['placeholders produk'])
    expect(check('Read the <0>terms</0>', 'Baca syaratnya')).toEqual(['markup none'])
    expect(check('Read the <0>terms</0>', 'Baca <0>syaratnya</0>')).toEqual([])
    expect(
      check('{count, plural, one {# device} other {# devices}}', '{count, plural, other {perangkat}}'),
    ).toEqual(['plural no #'])
    expect(
      check('{count, plural, one {# device} other {# devices}}', '{count, plural, one {# perangkat}}'),
    ).toEqual(['plural no other'])
    expect(
      check('{count, plural, one {# device} other {# devices}}', '{count, plural, other {# perangkat}}'),
    ).toEqual([])
    expect(
      check('{kind, select, tv {Your TV} other {Your box}}', '{kind, select, other {Box kamu}}'),
    ).toEqual(['select kind=other'])
  })

  it('reads the shape of a message: arguments, select cases, markup and the plural number', () => {
    const shape = shapeOf('<0>{name}</0>: {n, plural, other {# left}} <1/>')
    expect([...shape.args].sort()).toEqual(['n, plural', 'name'])
    expect([...shape.tags].sort()).toEqual(['</0>', '<0>', '<1/>'])
    expect(shape.hash).toBe(true)
  })
})

describe('the Write column, where the English names the thing (K8)', () => {
  const named = `| Thing | Write | Never |
| --- | --- | --- |
| the set-top box | box (box Vision+ TV, box Android TV) | boks |
| a phone, its number | ponsel, nomor ponsel | telepon |
| live | siaran langsung; the channels: saluran TV live | TV langsung |
| the signed-in places (sessions) | sesi masuk, sesi, akhiri sesi (Berikut sesi yang sedang aktif) | sedang masuk di |

| English | Thing |
| --- | --- |
| box, set-top box | the set-top box |
| phone | a phone, its number |
| Logged-in device, devices are logged in | the signed-in places (sessions) |

| Write exception | Why |
| --- | --- |
| Your box, your rules | a campaign line that names no box of the customer's |
| Phone home | |
`
  const check = (...pairs: [english: string, text: string][]) =>
    writeProblems(
      pairs.map(([english, text]) => ({ where: 'x', text, english })),
      named,
    ).map(({ text, rule, form }) => `${text}: ${rule} ${form}`)

  it("reads a Write cell's forms, examples and a use's label left out", () => {
    expect(writeForms('box (box Vision+ TV, box Android TV)')).toEqual(['box'])
    expect(writeForms('siaran langsung; the channels: saluran TV live')).toEqual([
      'siaran langsung',
      'saluran TV live',
    ])
    expect(namedThings(named).map(({ thing, forms }) => `${thing}: ${forms.join(', ')}`)).toEqual([
      'the set-top box: box',
      'a phone, its number: ponsel, nomor ponsel',
      'the signed-in places (sessions): sesi masuk, sesi, akhiri sesi',
    ])
  })

  it('refuses another word for the thing the English names: perangkat for the box, a sessions line without sesi', () => {
    expect(
      check(
        ['Set-top box included', 'Termasuk perangkat Android TV'],
        ['These devices are logged in to your account.', 'Akunmu sedang aktif di tempat berikut.'],
        ['Enter your phone number', 'Masukkan nomor HP kamu'],
      ),
    ).toEqual([
      'Termasuk perangkat Android TV: Write Set-top box',
      'Akunmu sedang aktif di tempat berikut.: Write devices are logged in',
      'Masukkan nomor HP kamu: Write phone',
    ])
  })

  it("passes a Write form with an ending or in any case, English that names nothing, a placeholder's name and a listed exception", () => {
    expect(
      check(
        ['Turn on your boxes', 'Nyalakan semua boxmu'],
        ['Box profile', 'Profil Box'],
        ['Logged-in devices', 'Sesi masuk'],
        ['Code sent to {phone}', 'Kode dikirim ke {phone}'],
        ['Checkbox', 'Kotak centang'],
        ['Your box, your rules', 'Aturanmu sendiri'],
      ),
    ).toEqual([])
    // an exception without its reason exempts nothing
    expect(check(['Phone home', 'Pulang'])).toEqual(['Pulang: Write Phone'])
  })
})

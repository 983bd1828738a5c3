// The word lists of the Indonesian voice check (scripts/id-voice.mjs) that the glossary's table
// cannot hold: the formal register, the -mu rule's nouns, English that must not be written in
// Indonesian and the names that may, each name with its reason. docs/glossary-id.md decides the
// words of the product; these lists only make its voice rules checkable.

/**
 * The formal register (docs/glossary-id.md, "The voice": the customer is kamu). Matched as whole
 * words in any case, a hyphen counting as a word's edge ("TV-Anda", "Anda-lah"), with the particles
 * -lah, -kah, -pun and -nya ("Andalah"). "Ibu" alone is a mother or Mother's Day, so only the
 * "Bapak/Ibu" pair is a form of address.
 */
export const FORMAL = [
  'Anda',
  'Bapak/Ibu',
  'Ibu/Bapak',
  'Bapak',
  'Saudara',
  'Saudari',
  'Kau',
  'Engkau',
  'Dikau',
]

/**
 * The formal tone beside the forms of address (docs/glossary-id.md, "The voice"; review K5): the
 * written requests (_Mohon tunggu_, _Harap masukkan_), the formal _telah_ (the voice says _sudah_),
 * _kamu dapat_ (the voice says _bisa_; _tidak dapat dimuat_ stays) and the abbreviated forms of
 * address of letters (Bpk., Sdr.). Reported as the register, matched like FORMAL.
 */
export const FORMAL_TONE = ['Mohon', 'Harap', 'telah', 'kamu dapat', 'Bpk.', 'Sdr.', 'Sdri.']

/**
 * The -mu rule (docs/glossary-id.md): a native noun takes -mu (akunmu, nomor ponselmu), so these
 * nouns followed by a possessive "kamu" are breaks.
 */
export const MU_NOUNS = [
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
]

/**
 * ...and a foreign word takes "kamu" written apart (box kamu, add-on kamu): these words glued to
 * -mu are breaks, as is any "-mu" after a hyphen ("TV-mu").
 */
export const FOREIGN_WORDS = [
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
]

/** Adjectives that may stand between a native noun and a possessive kamu (kata sandi baru kamu). */
export const MU_ADJECTIVES = ['baru', 'lama', 'lain', 'utama', 'aktif']

/**
 * English that must not be written in Indonesian text: the words the review found left over, the
 * server's own error words and the common English function words. Whole words, any case; a
 * phrase of ALLOWED is taken out of a text before these are looked for.
 */
export const ENGLISH = [
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
]

/**
 * Names that keep their English words in Indonesian, each with its reason. Exact spelling and
 * case: "Maximum 60 karakter" is allowed, "maximum 60 karakter" is not; and only in a text whose
 * English carries the name too (ALLOWED_ENGLISH), so a name is not a way to write the category
 * in English.
 */
export const ALLOWED = {
  'Merdeka Sale': "the Independence Day campaign's own name, as the promo banner writes it",
  'Premium Sports':
    "an add-on's service name as the catalogue cards show it (docs/glossary-id.md, names of things sold)",
  'virtual account':
    'the name Indonesian banks and payment pages give bank transfer to a virtual account number',
  'Maximum 60 karakter':
    "SPEC's own wording for the nickname limit (docs/glossary-id.md keeps SPEC's strings)",
}

/**
 * What a text's English must say for an allowed name to pass in its Indonesian, where that is not
 * the name itself: SPEC's nickname limit translates "Max 60 char".
 */
export const ALLOWED_ENGLISH = {
  'Maximum 60 karakter': 'Max 60 char',
}

/**
 * Every form the glossary's table forbade when this list was written. A form gone from the table
 * must be in its "| Retired | Why |" table with a reason, or the check fails: deleting a row must
 * not quietly weaken the check. A new row is pinned here when it is added (scripts/id-voice.test.ts
 * fails on a forbidden form that is not).
 */
export const PINNED_FORMS = [
  'Anda',
  'boks',
  'set-top box',
  'TV box',
  'STB',
  'dekoder',
  'perangkat Android TV',
  'kanal',
  'telepon',
  'paket starter',
  'starter pack',
  'remote',
  'instalasi',
  'sesuai permintaan',
  'catch-up',
  'IDR',
  'maksimum',
  'terbuka di tab baru',
  'terbuka di jendela baru',
  'oops',
  'stempel waktu',
  'add on',
  'perangkat yang masuk',
  'perangkat yang login',
  'tempat akunmu sedang masuk',
  'saluran langsung',
  'TV langsung',
  'tayang langsung',
  'cast',
  'melakukan cast',
  'ganti kata sandi',
  'ganti kata sandimu',
  'ganti nama',
  'tertunda',
  'penerimaan',
  '4 digit kode',
  'Premium Channel',
  'voucher video streaming',
  'Google Assistant',
  'Google Asisten',
  'tanpa dipotong',
  'tidak dapat ditemukan',
  'rincian',
  'tingkatkan kapan saja',
  'akunmu sedang masuk',
  'ditarik kembali',
  'sedang masuk di',
  'sesi berikut',
]

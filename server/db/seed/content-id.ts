/** CMS content in Indonesian, same slugs as content-en.ts. */
export const PROMOS_ID = [
  {
    id: 'merdeka-sale',
    title: 'Merdeka Sale: diskon add-on hingga 40%',
    summary: 'Rayakan Hari Kemerdekaan dengan diskon hingga 40% untuk semua add-on Saluran Premium.',
    body: [
      'Selama 1–31 Agustus, semua add-on Saluran Premium yang dibeli di situs web diskon hingga 40%.',
      'Diskon langsung diterapkan saat pembayaran; tidak perlu kode promo.',
    ],
    image: '/media/promo/id/merdeka-sale.svg',
    period: '1–31 Agustus 2026',
    terms: [
      'Hanya berlaku untuk pembelian di situs web.',
      'Diskon berlaku satu kali per box untuk setiap add-on.',
      'Tidak dapat digabung dengan promo lain.',
    ],
  },
  {
    id: 'sports-bundle',
    title: 'Bundel Olahraga: Liga 1 dan MotoGP sekaligus',
    summary: 'Dapatkan Premium Sports dan voucher olahraga Vision+ sekaligus seharga Rp. 99.000.',
    body: [
      'Ikuti setiap pertandingan Liga 1 dan setiap balapan MotoGP lewat siaran langsung, dengan tayangan ulang selama tujuh hari.',
      'Beli bundelnya di halaman add-on, dan semuanya langsung aktif di box kamu dalam beberapa menit.',
    ],
    image: '/media/promo/id/sports-bundle.svg',
    period: 'Sampai 31 Desember 2026',
    terms: [
      'Aktif selama 30 hari sejak pembayaran.',
      'Memerlukan paket awal yang aktif.',
      'Harga belum termasuk PPN dan biaya admin.',
    ],
  },
  {
    id: 'family-weekend',
    title: 'Akhir Pekan Keluarga: add-on Anak-anak gratis',
    summary: 'Beli add-on film apa saja dan dapatkan add-on Anak-anak gratis selama sebulan.',
    body: [
      'Kartun, tayangan edukatif, dan saluran tanpa iklan untuk si kecil, gratis 30 hari dengan add-on Film Premium apa pun.',
      'Add-on Anak-anak ditambahkan otomatis setelah pembayaran berhasil.',
    ],
    image: '/media/promo/id/family-weekend.svg',
    period: 'Setiap akhir pekan di bulan November 2026',
    terms: [
      'Pembelian harus dilakukan pada hari Sabtu atau Minggu.',
      'Add-on Anak-anak gratis satu kali per box.',
    ],
  },
  {
    id: 'new-subscriber',
    title: 'Promo pelanggan baru: gratis 30 hari',
    summary: 'Setiap box Vision+ TV baru mendapat langganan gratis 30 hari.',
    body: [
      'Aktifkan box barumu dan nikmati 56+ saluran, Catch Up TV, dan ribuan jam VOD gratis di bulan pertama.',
    ],
    image: '/media/promo/id/new-subscriber.svg',
    period: 'Berlaku tanpa batas waktu',
    terms: ['Hanya untuk box baru.', 'Aktifkan paling lambat 30 hari setelah box diterima.'],
  },
]

export const NEWS_ID = [
  {
    id: 'liga-1-kickoff',
    title: 'Liga 1 dimulai, disiarkan langsung di Vision+ TV',
    summary:
      'Musim baru sepak bola kasta tertinggi Indonesia dimulai akhir pekan ini, dan semua pertandingannya disiarkan langsung.',
    body: [
      'Seluruh 306 pertandingan musim baru Liga 1 disiarkan langsung di saluran Sportstars, dalam kualitas Full HD jika sinyal dari stadion mendukung.',
      'Ketinggalan pertandingan? Catch Up TV menyimpan setiap siaran selama tujuh hari.',
    ],
    image: '/media/news/id/liga-1-kickoff.svg',
    published_at: '2026-08-10',
    category: 'Olahraga',
  },
  {
    id: 'originals-slate',
    title: 'Enam Vision+ Originals baru hadir tahun ini',
    summary: 'Thriller, drama keluarga, dan antologi komedi siap menambah deretan Vision+ Originals.',
    body: [
      'Deretan baru mencakup dua thriller kriminal yang digarap di Medan dan Makassar, drama keluarga berlatar Yogyakarta, dan antologi komedi enam episode.',
      'Setiap serial tayang perdana di Vision+ Premium dan hadir di box pada hari yang sama.',
    ],
    image: '/media/news/id/originals-slate.svg',
    published_at: '2026-07-22',
    category: 'Hiburan',
  },
  {
    id: 'chromecast-update',
    title: 'Pembaruan perangkat lunak membuat Chromecast lebih cepat',
    summary:
      'Perangkat lunak box versi 4.2 mempercepat transmisi dari ponsel hingga dua kali lipat dan menambahkan pintasan Asisten Google.',
    body: [
      'Pembaruan terpasang otomatis pada malam hari. Untuk melihat versinya, buka Setelan, Preferensi Perangkat, Tentang.',
      'Pencarian suara kini memahami nama saluran dalam bahasa Indonesia dan Inggris.',
    ],
    image: '/media/news/id/chromecast-update.svg',
    published_at: '2026-06-30',
    category: 'Produk',
  },
  {
    id: 'badminton-open',
    title: 'Indonesia Open disiarkan langsung dalam 4K',
    summary: 'Saksikan pertandingan dari semua lapangan Indonesia Open di Sportstars 3.',
    body: [
      'Untuk pertama kalinya, kelima lapangan disiarkan, jadi kamu tidak akan ketinggalan satu reli pun dari pemain nasional kita.',
    ],
    image: '/media/news/id/badminton-open.svg',
    published_at: '2026-06-05',
    category: 'Olahraga',
  },
]

export const FAQ_ID = [
  {
    id: 'installation',
    menu: 'Pemasangan Vision+ TV',
    questions: [
      {
        titleQuestion: 'Bagaimana cara menyambungkan box?',
        answerQuestion:
          'Sambungkan box ke TV dengan kabel HDMI, pasang adaptor daya, lalu ikuti langkah di layar untuk tersambung ke jaringan Wi-Fi kamu.',
      },
      {
        titleQuestion: 'Berapa kecepatan internet yang dibutuhkan?',
        answerQuestion:
          'Minimal 10 Mbps untuk HD dan 25 Mbps untuk 4K. Sambungan kabel ke router memberikan gambar paling stabil.',
      },
      {
        titleQuestion: 'Bagaimana cara memasangkan remot?',
        answerQuestion:
          'Tekan dan tahan tombol Home dan Back bersamaan selama lima detik sampai lampunya berkedip, lalu dekatkan remot ke box.',
      },
    ],
  },
  {
    id: 'order',
    menu: 'Pemesanan',
    questions: [
      {
        titleQuestion: 'Di mana saya bisa membeli box Vision+ TV?',
        answerQuestion:
          'Di toko resmi kami di Blibli, Shopee, Tokopedia, Lazada, dan Bukalapak. Buka Belanja di Marketplace untuk tautannya.',
      },
      {
        titleQuestion: 'Bagaimana cara membeli add-on?',
        answerQuestion:
          'Buka halaman Add-on, pilih paket, masukkan nomor seri box, ID pelanggan, atau nomor ponsel, lalu bayar secara online.',
      },
      {
        titleQuestion: 'Bisakah saya membatalkan pesanan?',
        answerQuestion:
          'Pesanan yang belum dibayar otomatis kedaluwarsa setelah 24 jam. Pembayaran add-on tidak dapat dikembalikan (refund), tetapi add-on juga tidak diperpanjang kecuali kamu memilih pembayaran berulang.',
      },
    ],
  },
  {
    id: 'payment',
    menu: 'Pembayaran',
    questions: [
      {
        titleQuestion: 'Metode pembayaran apa saja yang diterima?',
        answerQuestion: 'Kartu kredit dan debit, virtual account bank, GoPay, ShopeePay, dan OVO.',
      },
      {
        titleQuestion: 'Pembayaran saya masih diproses. Apa yang harus dilakukan?',
        answerQuestion:
          'Selesaikan pembayaran sesuai instruksi yang kamu terima; pesanan diperbarui otomatis dalam beberapa menit setelah pembayaran masuk.',
      },
      {
        titleQuestion: 'Apakah harga sudah termasuk PPN?',
        answerQuestion:
          'Harga add-on belum termasuk PPN dan biaya admin; keduanya ditampilkan sebelum kamu membayar.',
      },
    ],
  },
  {
    id: 'shipping',
    menu: 'Pengiriman',
    questions: [
      {
        titleQuestion: 'Berapa lama waktu pengiriman?',
        answerQuestion:
          'Dua sampai empat hari kerja di Jawa dan Bali, hingga tujuh hari kerja di wilayah lain di Indonesia.',
      },
      {
        titleQuestion: 'Bagaimana cara melacak kiriman saya?',
        answerQuestion:
          'Buka Riwayat Transaksi di akunmu dan pilih pesanan; kurir dan nomor resi ditampilkan di Detail pengiriman.',
      },
      {
        titleQuestion: 'Bisakah saya mengubah alamat pengiriman?',
        answerQuestion:
          'Bisa, selama kiriman belum diserahkan ke kurir. Hubungi kami lewat chat dan sebutkan nomor pesananmu.',
      },
    ],
  },
]

export const ARTICLES_ID = [
  {
    slug: 'activate-your-box',
    title: 'Aktifkan box Vision+ TV kamu',
    summary: 'Masuk di TV dan mulai menonton dalam lima menit.',
    category: 'Memulai',
    body: [
      'Nyalakan box dan pilih bahasa.',
      'Sambungkan ke Wi-Fi, lalu masuk dengan nomor ponsel yang kamu daftarkan di situs ini.',
      'Paket awal dan add-on kamu muncul di Paket Saya dalam beberapa menit.',
    ],
    updated_at: '2026-08-01',
  },
  {
    slug: 'pair-with-tv-app',
    title: 'Pasangkan aplikasi Vision+ dengan TV',
    summary: 'Gunakan ponsel sebagai remot dan transmisikan tayangan ke box.',
    category: 'Memulai',
    body: [
      'Pasang Vision+ di ponsel dan masuk dengan akun yang sama.',
      'Ketuk ikon Transmisikan, lalu pilih box kamu dari daftar.',
    ],
    updated_at: '2026-07-15',
  },
  {
    slug: 'change-device-name',
    title: 'Ubah nama perangkat atau ruangannya',
    summary: 'Kelola beberapa box dalam satu rumah.',
    category: 'Akun',
    body: [
      'Buka Manajemen Perangkat di akunmu, pilih box, lalu pilih Ubah perangkat.',
      'Pilih nama 3 sampai 60 karakter dan ruangan: Umum, Kamar Tidur, Ruang Keluarga, atau Dapur.',
    ],
    updated_at: '2026-05-20',
  },
  {
    slug: 'reset-password',
    title: 'Lupa kata sandi?',
    summary: 'Atur ulang dengan kode yang dikirim ke ponselmu.',
    category: 'Akun',
    body: [
      'Di jendela masuk, ketik nomor ponselmu dan pilih Lupa Kata Sandi.',
      'Masukkan kode 4 digit yang kami kirim lewat SMS, lalu buat kata sandi baru minimal 8 karakter.',
    ],
    updated_at: '2026-04-11',
  },
  {
    slug: 'payment-failed',
    title: 'Yang harus dilakukan saat pembayaran gagal',
    summary: 'Penyebab umum dan cara mencoba lagi.',
    category: 'Pembayaran',
    body: [
      'Pastikan kartumu bisa dipakai untuk pembayaran online, dan saldo atau limitnya cukup.',
      'Buka Riwayat Transaksi di akunmu, pilih pesanan yang masih menunggu pembayaran, lalu pilih Lanjutkan Pembayaran.',
    ],
    updated_at: '2026-03-02',
  },
]

/** CMS content in English; content-id.ts holds the same slugs in Indonesian. */
export const PROMOS_EN = [
  {
    id: 'merdeka-sale',
    title: 'Merdeka Sale: up to 40% off add-ons',
    summary: 'Celebrate Independence Day with up to 40% off every Premium Channel add-on.',
    body: [
      'From 1 to 31 August, every Premium Channel add-on bought on the web site is up to 40% cheaper.',
      'The discount is applied at checkout; no promo code is needed.',
    ],
    image: '/media/promo/merdeka-sale.svg',
    period: '1 – 31 August 2026',
    terms: [
      'Valid for web purchases only.',
      'One discounted purchase per set-top box per add-on.',
      'Cannot be combined with other promos.',
    ],
  },
  {
    id: 'sports-bundle',
    title: 'Sports Bundle: Liga 1 and MotoGP in one pack',
    summary: 'Get Premium Sports 2 and the Vision+ sports voucher together for Rp. 99.000.',
    body: [
      'Follow every Liga 1 match and every MotoGP race live, with replays for seven days.',
      'Buy the bundle from the add-on page and it activates on your set-top box within minutes.',
    ],
    image: '/media/promo/sports-bundle.svg',
    period: 'Until 31 December 2026',
    terms: [
      'Active for 30 days from payment.',
      'Requires an active starter pack.',
      'Prices exclude VAT and admin fee.',
    ],
  },
  {
    id: 'family-weekend',
    title: 'Family Weekend: Kids add-on on us',
    summary: 'Buy any movie add-on and get Premium Kids free for a month.',
    body: [
      'Cartoons, educational shows and ad-free channels for the little ones, free for 30 days with any Premium Movies add-on.',
      'The Kids pack is added automatically after your payment succeeds.',
    ],
    image: '/media/promo/family-weekend.svg',
    period: 'Every weekend in November 2026',
    terms: ['Purchase must be made on Saturday or Sunday.', 'One free Kids pack per set-top box.'],
  },
  {
    id: 'new-subscriber',
    title: 'Welcome offer: 30 days free',
    summary: 'Every new Vision+ TV box comes with 30 days of free subscription.',
    body: [
      'Activate your new box and enjoy 56+ channels, Catch Up TV and thousands of hours of VOD free for your first month.',
    ],
    image: '/media/promo/new-subscriber.svg',
    period: 'Ongoing',
    terms: ['For new set-top boxes only.', 'Activation within 30 days of delivery.'],
  },
]

export const NEWS_EN = [
  {
    id: 'liga-1-kickoff',
    title: 'Liga 1 kicks off live on Vision+ TV',
    summary: 'The new season of Indonesian top-flight football starts this weekend, with every match live.',
    body: [
      'All 306 matches of the new Liga 1 season are live on the Sportstars channels, in Full HD where the stadium feed allows.',
      'Missed a match? Catch Up TV keeps every broadcast for seven days.',
    ],
    image: '/media/news/liga-1-kickoff.svg',
    published_at: '2026-08-10',
    category: 'Sports',
  },
  {
    id: 'originals-slate',
    title: 'Six new Vision+ Originals coming this year',
    summary: 'Thrillers, family dramas and a comedy anthology join the Vision+ Originals line-up.',
    body: [
      'The new slate includes two crime thrillers shot in Medan and Makassar, a family drama set in Yogyakarta and a six-part comedy anthology.',
      'Each series premieres on Vision+ Premium and arrives on the TV box the same day.',
    ],
    image: '/media/news/originals-slate.svg',
    published_at: '2026-07-22',
    category: 'Entertainment',
  },
  {
    id: 'chromecast-update',
    title: 'Software update brings faster Chromecast',
    summary:
      'Version 4.2 of the set-top-box software casts twice as fast and adds Google Assistant shortcuts.',
    body: [
      'The update installs itself overnight. To check your version, open Settings, Device Preferences, About.',
      'Voice search now understands channel names in Indonesian and English.',
    ],
    image: '/media/news/chromecast-update.svg',
    published_at: '2026-06-30',
    category: 'Product',
  },
  {
    id: 'badminton-open',
    title: 'Indonesia Open badminton live in 4K',
    summary: 'Watch every court of the Indonesia Open on Sportstars 3.',
    body: [
      'For the first time, all five courts are broadcast, so you never miss a rally from our national players.',
    ],
    image: '/media/news/badminton-open.svg',
    published_at: '2026-06-05',
    category: 'Sports',
  },
]

export const FAQ_EN = [
  {
    id: 'installation',
    menu: 'Installation of Vision+ TV',
    questions: [
      {
        titleQuestion: 'How do I connect the set-top box?',
        answerQuestion:
          'Plug the box into your TV with the HDMI cable, connect the power adapter, then follow the on-screen steps to join your Wi-Fi network.',
      },
      {
        titleQuestion: 'What internet speed do I need?',
        answerQuestion:
          'At least 10 Mbps for HD and 25 Mbps for 4K. A cable connection to your router gives the most stable picture.',
      },
      {
        titleQuestion: 'How do I pair the remote control?',
        answerQuestion:
          'Hold the Home and Back buttons together for five seconds until the light blinks, then keep the remote close to the box.',
      },
    ],
  },
  {
    id: 'order',
    menu: 'Order',
    questions: [
      {
        titleQuestion: 'Where can I buy a Vision+ TV box?',
        answerQuestion:
          'From our official stores on Blibli, Shopee, Tokopedia, Lazada and Bukalapak. Open Shop at Marketplace for the links.',
      },
      {
        titleQuestion: 'How do I buy an add-on?',
        answerQuestion:
          'Open the Add-on page, choose a pack, enter your set-top-box serial number, customer ID or phone number and pay online.',
      },
      {
        titleQuestion: 'Can I cancel an order?',
        answerQuestion:
          'Unpaid orders expire by themselves after 24 hours. Paid add-ons cannot be refunded but do not renew unless you choose recurring payment.',
      },
    ],
  },
  {
    id: 'payment',
    menu: 'Payment',
    questions: [
      {
        titleQuestion: 'Which payment methods are accepted?',
        answerQuestion: 'Credit and debit cards, bank virtual accounts, GoPay, ShopeePay and OVO.',
      },
      {
        titleQuestion: 'My payment is pending. What now?',
        answerQuestion:
          'Finish the payment with the instructions you received; the order updates automatically within a few minutes after the payment arrives.',
      },
      {
        titleQuestion: 'Are prices inclusive of VAT?',
        answerQuestion: 'Add-on prices exclude VAT and the admin fee; both are shown before you pay.',
      },
    ],
  },
  {
    id: 'shipping',
    menu: 'Shipping & Delivery',
    questions: [
      {
        titleQuestion: 'How long does delivery take?',
        answerQuestion:
          'Two to four working days in Java and Bali, up to seven working days elsewhere in Indonesia.',
      },
      {
        titleQuestion: 'How do I track my parcel?',
        answerQuestion:
          'Open Transaction in your account and choose the order; the courier and tracking number are shown in the delivery details.',
      },
      {
        titleQuestion: 'Can I change the delivery address?',
        answerQuestion:
          'Yes, until the parcel is handed to the courier. Contact us by chat with your order number.',
      },
    ],
  },
]

export const ARTICLES_EN = [
  {
    slug: 'activate-your-box',
    title: 'Activate your Vision+ TV box',
    summary: 'Sign in on the TV and start watching in five minutes.',
    category: 'Getting started',
    body: [
      'Turn on the box and choose your language.',
      'Connect to Wi-Fi, then sign in with the phone number you registered on this site.',
      'Your starter pack and any add-ons appear under My Package within a few minutes.',
    ],
    updated_at: '2026-08-01',
  },
  {
    slug: 'pair-with-tv-app',
    title: 'Pair the Vision+ app with your TV',
    summary: 'Use your phone as a remote and cast shows to the box.',
    category: 'Getting started',
    body: [
      'Install Vision+ on your phone and sign in with the same account.',
      'Open the cast icon and choose your box from the list.',
    ],
    updated_at: '2026-07-15',
  },
  {
    slug: 'change-device-name',
    title: 'Rename a device or change its room',
    summary: 'Keep track of several boxes in one home.',
    category: 'Account',
    body: [
      'Open Device Management in your account, choose the box and press Edit.',
      'Pick a name of 3 to 60 characters and a room: General, Bedroom, Living Room or Kitchen.',
    ],
    updated_at: '2026-05-20',
  },
  {
    slug: 'reset-password',
    title: 'Forgot your password?',
    summary: 'Reset it with a code sent to your phone.',
    category: 'Account',
    body: [
      'On the login window, enter your phone number and choose Forgot password.',
      'Type the 4-digit code we send by SMS, then choose a new password of at least 8 characters.',
    ],
    updated_at: '2026-04-11',
  },
  {
    slug: 'payment-failed',
    title: 'What to do when a payment fails',
    summary: 'Common reasons and how to try again.',
    category: 'Payment',
    body: [
      'Check that your card allows online payments and that the balance is sufficient.',
      'Open Transaction in your account; orders waiting for payment offer Continue Payment.',
    ],
    updated_at: '2026-03-02',
  },
]

/**
 * One Drizzle schema for both drivers (PGlite on disk and PostgreSQL through `pg`), so the
 * committed migrations in drizzle/ are the only source of truth for the database shape.
 */
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

export type LocalizedText = { lan: 'en' | 'id'; overlayText: string }
/** an order's delivery address: the go backend's address shape (server/routes/go.ts toAddress) */
export type DeliveryAddress = {
  id: number
  recipient_name: string
  phone_number: string
  address_details: string
  rt: string | null
  rw: string | null
  subdistrict: string
  district: string
  city: string
  province: string
  postal_code: string
}
export type PackageDetail = { id: number; description_id: string; description_en: string; icon: string }

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** always +62… (normalised on the way in) */
  phone: text('phone').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  /** scrypt$N$r$p$salt$hash — never the clear-text password */
  passwordHash: text('password_hash').notNull(),
  avatarPath: text('avatar_path'),
  /** carried by every token issued to the customer; a password change or reset raises it, ending them all */
  tokenVersion: integer('token_version').notNull().default(0),
  /** the language of the site at the last login ('en' | 'id'): the language of a notice by SMS */
  language: text('language').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Tokens ended before their expiry (logout), kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * A refresh-token family: the pair a sign-in issued and every pair rotated from it. Only the
 * latest refresh token of a family may be spent; spending an earlier one revokes the family.
 */
export const tokenFamilies = pgTable('token_families', {
  id: text('id').primaryKey(),
  /** null for the media API's service credential */
  userId: integer('user_id').references(() => users.id),
  currentJti: text('current_jti').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * One row per sign-in (site login, sign-up, partner popup): every token it issues carries its id
 * (`sid`), so ending the row ends them all on every instance with the next request. The device is
 * what the User-Agent said (browser and system), the place the client address masked to its /24.
 * Rows are kept 90 days after their last activity: a login from a device not seen in that time
 * sends a notice by SMS.
 */
export const loginSessions = pgTable(
  'login_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    /** '203.0.113.0/24' (IPv4) or the first 48 bits of an IPv6 address; never the full address */
    place: text('place').notNull(),
    /**
     * the browser's random device id (an httpOnly cookie, server/lib/device.ts): a device that
     * signed in before is known by it, never by its User-Agent text; '' for rows made before it
     */
    deviceId: text('device_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** written at most once a minute per session */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    /** when its last token expires; moved on by a refresh */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('login_sessions_user_idx').on(t.userId, t.lastActiveAt),
    index('login_sessions_device_idx').on(t.userId, t.deviceId),
  ],
)

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    /** 'user' for the main API, 'b2b:<customerid>' for device phone verification */
    scope: text('scope').notNull(),
    phone: text('phone').notNull(),
    code: text('code').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** set when a verified code has been spent on register / forgetpassword, or superseded */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the ticket handed to the client that verified the code: only that client
     * can spend the verification (server/lib/otp-ticket.ts)
     */
    ticketHash: text('ticket_hash'),
  },
  (t) => [index('otp_scope_phone_idx').on(t.scope, t.phone)],
)

export const stbs = pgTable(
  'stbs',
  {
    id: serial('id').primaryKey(),
    sn: text('sn').notNull().unique(),
    userId: integer('user_id').references(() => users.id),
    nameStb: text('name_stb').notNull(),
    ownerName: text('owner_name').notNull(),
    locationStb: text('location_stb').notNull().default('general'),
    accountId: text('account_id').notNull(),
    customerId: text('customer_id').notNull().unique(),
    mncSubscriberId: text('mnc_subscriber_id').notNull(),
    nik: text('nik').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    macAddress: text('mac_address').notNull(),
  },
  // one phone is verified on one box at most, however many verifications race for it
  (t) => [
    uniqueIndex('stbs_verified_phone_idx')
      .on(t.phone)
      .where(sql`${t.phoneVerified}`),
  ],
)

export const stbPackages = pgTable('stb_packages', {
  id: serial('id').primaryKey(),
  stbId: integer('stb_id')
    .notNull()
    .references(() => stbs.id),
  productCode: text('product_code').notNull(),
  servicename: text('servicename').notNull(),
  startdate: timestamp('startdate', { withTimezone: true }).notNull(),
  enddate: timestamp('enddate', { withTimezone: true }).notNull(),
  snapshotImage: text('snapshot_image').notNull(),
  overlayTexts: jsonb('overlay_texts').$type<LocalizedText[]>().notNull(),
  /** the paid order that activated it, so a replayed webhook cannot add it twice */
  orderId: text('order_id').unique(),
})

export const starterPacks = pgTable('starter_packs', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  imageUrl: text('image_url').notNull(),
  isPublish: boolean('is_publish').notNull().default(true),
  category: text('category').notNull(),
  productgroup: text('productgroup').notNull(),
  detail: jsonb('detail').$type<PackageDetail[]>().notNull(),
})

export const addonPackages = pgTable('addon_packages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  productCode: text('product_code').notNull().unique(),
  productType: integer('product_type').notNull(),
  price: integer('price').notNull(),
  durationDays: integer('duration_days').notNull(),
  isPublish: boolean('is_publish').notNull().default(true),
  imageUrl: text('image_url').notNull(),
  imageDetailUrl: text('image_detail_url').notNull(),
  productgroup: text('productgroup').notNull(),
  packageDetails: jsonb('package_details').$type<PackageDetail[]>().notNull(),
})

export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    productgroup: text('productgroup').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    typeChannel: text('type_channel').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('channels_group_idx').on(t.productgroup)],
)

export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sn: text('sn'),
    packageId: integer('package_id'),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    partnerName: text('partner_name').notNull(),
    totalPrice: integer('total_price').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    deliveryService: text('delivery_service').notNull().default('-'),
    status: text('status').notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    snapToken: text('snap_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * the final status (failed, expired, cancelled) the order had when the provider confirmed its
     * payment after all: "paid after it closed" (server/services/orders.ts)
     */
    paidAfterClose: text('paid_after_close'),
    /**
     * where a box goes: the customer's chosen address as it was when chosen (the address book may
     * change later); a box order is not paid without one (server/routes/go.ts)
     */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    /**
     * placed by a visitor for someone else's box (/api/v1/purchase): it stays out of the owner's
     * history until it is paid (server/services/orders.ts inOwnersHistory)
     */
    byVisitor: boolean('by_visitor').notNull().default(false),
    /** when the provider stops taking a payment for it (checkout + PAYMENT_EXPIRY); then it expires */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** when reconciliation last asked the provider about this open order (server/services/reconcile.ts) */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** a renewal: the subscription it renews (server/services/renewals.ts) */
    subscriptionId: integer('subscription_id'),
    /**
     * the card or wallet it was paid with, when the provider holds it for the customer (a card
     * saved at its checkout, the one a renewal charged): its receipt names it, masked
     */
    methodId: integer('method_id'),
  },
  // reconciliation looks for open orders not asked about lately
  (t) => [index('orders_open_idx').on(t.status, t.checkedAt)],
)

export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    transactionStatus: text('transaction_status').notNull(),
    statusCode: text('status_code').notNull(),
    grossAmount: text('gross_amount').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  // one row per (order, status): a replayed notification hits this and is not applied again
  (t) => [uniqueIndex('payment_notifications_once').on(t.orderId, t.transactionStatus)],
)

/**
 * The payment-provider stand-in's own record of what the payer did (server/sandbox/snap.ts): its
 * status API answers from here, as the real provider's answers from its books, whether or not a
 * notification reached us.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  orderId: text('order_id').primaryKey(),
  transactionId: text('transaction_id').notNull(),
  transactionStatus: text('transaction_status').notNull(),
  statusCode: text('status_code').notNull(),
  fraudStatus: text('fraud_status').notNull().default('accept'),
  grossAmount: text('gross_amount').notNull(),
  currency: text('currency').notNull().default('IDR'),
  transactionTime: timestamp('transaction_time', { withTimezone: true }).notNull(),
  paymentType: text('payment_type').notNull().default('bank_transfer'),
  /** a card payment: the card as the provider shows it, and its saved token when it was saved */
  maskedCard: text('masked_card'),
  cardType: text('card_type'),
  bank: text('bank'),
  savedTokenId: text('saved_token_id'),
  savedTokenIdExpiredAt: timestamp('saved_token_id_expired_at', { withTimezone: true }),
  /** rupiah refunded so far (server/sandbox/core.ts refunds) */
  refunded: integer('refunded').notNull().default(0),
  /** a GoPay charge: the linked account it was charged to */
  gopayAccountId: text('gopay_account_id'),
})

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  recipientName: text('recipient_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  addressDetails: text('address_details').notNull(),
  rt: text('rt'),
  rw: text('rw'),
  province: text('province').notNull(),
  provinceId: text('province_id').notNull(),
  city: text('city').notNull(),
  cityId: text('city_id').notNull(),
  district: text('district').notNull(),
  districtId: text('district_id').notNull(),
  subdistrict: text('subdistrict').notNull(),
  subdistrictId: text('subdistrict_id').notNull(),
  postalCode: text('postal_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** CMS entries (promos, news, FAQ topics, help-center articles), one row per language. */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    position: integer('position').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('content_kind_slug_lang').on(t.kind, t.slug, t.lang)],
)

/**
 * Fixed-window counters of the limits (server/lib/rate-limit.ts), shared by every server instance
 * and kept across restarts: one row per limit and key (`login-phone:+62…`, `login-ip:10.0.0.1`).
 * A row whose window has ended counts as zero and is swept away.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
)

/**
 * Progressive delay on password checks (server/lib/login-throttle.ts), one row per key (a phone, a
 * known device of an account, a sign-in, a client address): failures past a free few make the
 * next attempt wait, twice as long each time; a row is forgotten a window after its last wait.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** no attempt is checked before this time */
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    /** the failures are forgotten from this time on */
    forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttle_forget_at_idx').on(t.forgetAt)],
)

/**
 * Which phones failed a login from which client address within the window: an address's count
 * is of distinct phones, so customers behind one carrier NAT do not add up each other's typos.
 */
export const loginFailedPhones = pgTable(
  'login_failed_phones',
  {
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.address, t.phone] }), index('login_failed_phones_at_idx').on(t.at)],
)

/**
 * A TV's sign-in by code (RFC 8628, server/services/tv-sign-in.ts): the TV holds the device code
 * (stored only as its SHA-256), the customer types the user code on the site and approves it.
 * `status` goes pending → approved or denied, and approved → issued exactly once (the poll that
 * gets the tokens); `poll_interval` grows by 5 s each time the TV polls too fast.
 */
export const tvSignIns = pgTable(
  'tv_sign_ins',
  {
    deviceCodeHash: text('device_code_hash').primaryKey(),
    /** 8 letters, without the hyphen */
    userCode: text('user_code').notNull(),
    clientId: text('client_id').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'denied' | 'issued'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** seconds the TV must wait between polls */
    pollInterval: integer('poll_interval').notNull(),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tv_sign_ins_user_code').on(t.userCode),
    index('tv_sign_ins_expires_at_idx').on(t.expiresAt),
  ],
)

/**
 * A customer's passkeys (WebAuthn, server/services/passkeys.ts): the credential's id and COSE
 * public key as the authenticator gave them (base64url), its signature counter (a counter that
 * does not grow, where the authenticator keeps one, means a cloned authenticator), and the name,
 * dates and backup state the customer's list shows.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    /** WebAuthn's signCount, an unsigned 32-bit number */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull(),
    name: text('name').notNull(),
    /** synced to the customer's other devices (a password manager, a platform account) */
    backedUp: boolean('backed_up').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
)

/**
 * Challenges handed out for a passkey registration (bound to the customer) or login (to nobody
 * yet: the passkey names its account): each is spent by the one statement that deletes it, and
 * lives a few minutes.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<'register' | 'login'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_at_idx').on(t.expiresAt)],
)

/**
 * A customer's payment methods the provider holds (server/services/subscriptions.ts): a card saved
 * at checkout (its `saved_token_id`) or a linked wallet. The token is used only by the server to
 * charge renewals and never leaves it; the site sees the masked fields alone.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'card' | 'gopay'>().notNull(),
    /**
     * pending: a GoPay account linked at the provider whose activation is not yet confirmed (no
     * token yet); active: renewals can be charged to it (server/services/payment-methods.ts)
     */
    status: text('status').$type<'pending' | 'active'>().notNull().default('active'),
    /**
     * the provider's token charged for it (a card's saved_token_id, a GoPay account's payment
     * option token; '' while pending); server-side only
     */
    token: text('token').notNull(),
    /** GoPay: the provider's pay-account id (linking, charging, unbinding); server-side only */
    accountId: text('account_id'),
    /** a card added in the provider's card page: its registration, completed once */
    registrationId: text('registration_id').unique(),
    /** card: e.g. 'visa'; '' for a wallet */
    brand: text('brand').notNull().default(''),
    last4: text('last4').notNull().default(''),
    /** card: MM/YY */
    expiry: text('expiry').notNull().default(''),
    /** wallet: e.g. '0812****890' */
    maskedPhone: text('masked_phone').notNull().default(''),
    /** when the provider stops taking the token (saved_token_id_expired_at) */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    // one method per linked account: a GoPay account polled twice becomes active once
    uniqueIndex('payment_methods_account_idx').on(t.accountId),
  ],
)

/**
 * An add-on bought for a box, renewed each period from a payment method (contract/subscription.ts,
 * server/services/renewals.ts). `period_no` counts the periods paid: the renewal of period n is
 * order RNW-<id>-<n+1>-<try>. `package_id` is the stb_packages row of the current period, whose
 * end moves to `grace_until` while a renewal is past due. Every change of state is one
 * conditional UPDATE on what it moves from.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stbId: integer('stb_id')
      .notNull()
      .references(() => stbs.id),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    amount: integer('amount').notNull(),
    durationDays: integer('duration_days').notNull(),
    state: text('state').$type<'active' | 'cancelling' | 'past_due' | 'ended'>().notNull(),
    periodNo: integer('period_no').notNull().default(1),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    packageId: integer('package_id'),
    methodId: integer('method_id').references(() => paymentMethods.id),
    failure: text('failure').$type<'declined' | 'no_method' | 'unavailable'>(),
    /** failed renewal charges of this period */
    attempts: integer('attempts').notNull().default(0),
    /** past_due: when the next charge is tried (at grace_until once the retries are spent) */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    /** the order that started it: a replayed settlement starts none */
    originOrderId: text('origin_order_id').unique(),
    /** when a renewal round last claimed it (server/services/renewals.ts) */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /**
     * the period each SMS notice was sent for (server/services/renewal-notices.ts): before the
     * renewal charge, after a failed one, at the end; set by the one UPDATE that claims it before it
     * is sent, so no period gets two of a kind
     */
    noticedRenewalPeriod: integer('noticed_renewal_period'),
    noticedFailurePeriod: integer('noticed_failure_period'),
    noticedEndPeriod: integer('noticed_end_period'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    // the renewal round looks for active and cancelling ones by period end, past-due ones by next attempt
    index('subscriptions_due_idx').on(t.state, t.periodEnd),
    index('subscriptions_retry_idx').on(t.state, t.nextAttemptAt),
    // the end notices look for ended ones by when they ended (server/services/renewal-notices.ts)
    index('subscriptions_ended_idx').on(t.state, t.updatedAt),
    // one live subscription per add-on and box: buying it again adds a package, not a second renewal
    uniqueIndex('subscriptions_live_idx')
      .on(t.stbId, t.productCode)
      .where(sql`${t.state} <> 'ended'`),
  ],
)

/** The sandbox's record of a Snap checkout it made: whether the payer may save the card, for whom. */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  token: text('token').primaryKey(),
  orderId: text('order_id').notNull(),
  saveCard: boolean('save_card').notNull().default(false),
  userId: text('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** Cards the sandbox saved (its saved_token_id): a card whose charges it denies says so. */
export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  userId: text('user_id'),
  maskedCard: text('masked_card').notNull(),
  cardType: text('card_type').notNull(),
  bank: text('bank').notNull(),
  /** later charges are denied (Midtrans' sandbox deny card 4911 1111 1111 1113) */
  denies: boolean('denies').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * GoPay accounts linked in the sandbox (Midtrans' POST /v2/pay/account): PENDING until the payer
 * allows it in the activation page, then ENABLED with its payment option token; DISABLED once
 * refused or unbound; a PENDING one older than the sandbox's limit reads EXPIRED.
 */
export const sandboxPayAccounts = pgTable('sandbox_pay_accounts', {
  accountId: text('account_id').primaryKey(),
  /** the activation page's reference: the page's address does not give the account id away */
  activationCode: text('activation_code').notNull().unique(),
  phone: text('phone').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  status: text('status').$type<'PENDING' | 'ENABLED' | 'DISABLED'>().notNull(),
  paymentOptionToken: text('payment_option_token'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** Cards added in the sandbox's card page (no charge): the saved card (sandbox_cards) once done. */
export const sandboxCardRegistrations = pgTable('sandbox_card_registrations', {
  registrationId: text('registration_id').primaryKey(),
  userId: text('user_id').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  status: text('status').$type<'PENDING' | 'REGISTERED' | 'CANCELLED'>().notNull(),
  savedTokenId: text('saved_token_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** Refunds the sandbox made (POST /v2/{order_id}/refund): one per order and refund_key. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    refundChargebackId: serial('refund_chargeback_id').primaryKey(),
    orderId: text('order_id').notNull(),
    refundKey: text('refund_key').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_refunds_key_idx').on(t.orderId, t.refundKey)],
)

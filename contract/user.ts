/** Main API, user service: /api/v1/user/… */
import * as v from 'valibot'
import {
  emailSchema,
  envelope,
  nameSchema,
  otpSchema,
  passwordSchema,
  phoneSchema,
  plainText,
  statusSchema,
} from './common'

export const checkQuery = v.object({ phone: phoneSchema })
/** The ways a one-time code can travel; the server offers those OTP_CHANNELS names (SMS always). */
export const OTP_CHANNELS = ['sms', 'whatsapp'] as const
export type OtpChannel = (typeof OTP_CHANNELS)[number]
export const otpChannelSchema = v.picklist(OTP_CHANNELS, "channel must be 'sms' or 'whatsapp'")
/** `channel` is optional: a body without it (SPEC §7) asks for SMS. */
export const otpSendBody = v.object({ phone: phoneSchema, channel: v.optional(otpChannelSchema) })
export const otpVerifyBody = v.object({ phone: phoneSchema, otp: otpSchema })
export const loginBody = v.object({
  phone: phoneSchema,
  password: v.pipe(v.string('Password is required'), v.nonEmpty('Password is required'), v.maxLength(128)),
})
export const registerBody = v.object({ name: nameSchema, phone: phoneSchema, password: passwordSchema })
/** After a password change or reset: also end the account's other sign-ins (the default). */
const logoutOthers = v.optional(v.boolean('logoutOthers must be true or false'), true)
/**
 * A reset by code: also remove every passkey of the account (the default), so a passkey an
 * intruder added does not outlive the reset.
 */
const removePasskeys = v.optional(v.boolean('removePasskeys must be true or false'), true)
export const forgetPasswordBody = v.object({
  phone: phoneSchema,
  password: passwordSchema,
  logoutOthers,
  removePasskeys,
})
/**
 * Before a reset by code: the account's passkeys, for the form to offer removing them by name
 * (POST v1/user/forgetpassword/passkeys, with the same verification ticket, not spent).
 */
export const forgetPasswordPasskeysBody = v.object({ phone: phoneSchema })
/** A passkey as the reset form lists it: its name and when it was added (ISO 8601). */
export const resetPasskeySchema = v.object({ name: v.string(), createdAt: v.string() })
export type ResetPasskey = v.InferOutput<typeof resetPasskeySchema>
/** Oldest first; empty for an account without passkeys, and for a phone without an account. */
export const forgetPasswordPasskeysReply = envelope(v.object({ passkeys: v.array(resetPasskeySchema) }))
export const changePasswordBody = v.pipe(
  v.object({
    oldPassword: v.pipe(v.string('Old password is required'), v.nonEmpty('Old password is required')),
    newPassword: passwordSchema,
    logoutOthers,
  }),
  v.check((b) => b.oldPassword !== b.newPassword, 'New password must differ from the old password'),
)
export const editProfileFields = v.object({ name: nameSchema, email: emailSchema })

export const tokenReply = envelope(v.object({ token: v.string() }))
/** user/otp/channels: the channels this server sends codes by, SMS first. */
export const otpChannelsReply = envelope(
  v.object({ channels: v.pipe(v.array(otpChannelSchema), v.minLength(1), v.maxLength(OTP_CHANNELS.length)) }),
)
/** user/check: code 0 with `exists`, code 2 without data (not an error: the phone has no account). */
export const checkReply = v.object({
  status: statusSchema,
  data: v.optional(v.object({ exists: v.boolean() })),
})
/** user/changepassword: this sign-in's next login token (absent from an older service). */
export const changePasswordReply = v.object({
  status: statusSchema,
  data: v.optional(v.object({ token: v.string() })),
})

/** A sign-in on the customer's list of signed-in devices (GET v1/user/sessions). */
export const signInSchema = v.object({
  id: v.string(),
  /** what the User-Agent named, '' when it did not: 'Chrome', 'Safari' */
  browser: v.string(),
  /** 'Android', 'iPhone', 'Windows'; '' when unknown */
  os: v.string(),
  /** the client address masked to its network: '203.0.113.0/24' */
  place: v.string(),
  createdAt: v.string(),
  lastActiveAt: v.string(),
  /** the sign-in of the token that asked */
  current: v.boolean(),
})
export type SignIn = v.InferOutput<typeof signInSchema>
export const signInsReply = envelope(v.object({ sessions: v.array(signInSchema) }))
export const sessionIdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Session not found')),
})
/** Ending sign-ins (one, or all others) asks for the customer's password again (ASVS 7.5.2). */
export const endSessionsBody = v.object({ password: loginBody.entries.password })
export const endedReply = envelope(v.object({ ended: v.number() }))
export type TokenData = v.InferOutput<typeof tokenReply>['data']

export const profileSchema = v.object({
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  /** relative to the content base (e.g. 'avatars/12-….png'), or null */
  avatarUrl: v.nullable(v.string()),
})
export type Profile = v.InferOutput<typeof profileSchema>
export const profileReply = envelope(profileSchema)

export const ROOMS = ['general', 'bedroom', 'livingroom', 'kitchen'] as const
export type Room = (typeof ROOMS)[number]

export const deviceSchema = v.object({
  sn: v.string(),
  name_stb: v.string(),
  name_user: v.string(),
  location_stb: v.string(),
  accountID: v.string(),
  customerID: v.string(),
  mnc_subscriber_id: v.string(),
  NIK: v.string(),
  email: v.string(),
  phone: v.string(),
  address: v.string(),
  city: v.string(),
  mac_address: v.string(),
})
export type Device = v.InferOutput<typeof deviceSchema>
export const deviceListReply = envelope(v.array(deviceSchema))
export const deviceDetailReply = envelope(deviceSchema)
const snSchema = v.pipe(
  v.string('sn is required'),
  plainText('sn'),
  v.trim(),
  v.nonEmpty('sn is required'),
  v.maxLength(64),
)
export const snQuery = v.object({ sn: snSchema })

/** Device name length (SPEC §5), shared with the Edit Device form. */
export const DEVICE_NAME_MIN_LENGTH = 3
export const DEVICE_NAME_MAX_LENGTH = 60

export const snEditBody = v.object({
  sn: snSchema,
  name: v.pipe(
    v.string('Name is required'),
    plainText('Name'),
    v.trim(),
    v.minLength(DEVICE_NAME_MIN_LENGTH, 'Min 3 char'),
    v.maxLength(DEVICE_NAME_MAX_LENGTH, 'Max 60 char'),
  ),
  location: v.picklist(ROOMS, 'Location must be one of general, bedroom, livingroom, kitchen'),
})

export const overlayTextSchema = v.object({ lan: v.string(), overlayText: v.string() })
export const devicePackageSchema = v.object({
  servicename: v.string(),
  product_code: v.string(),
  /** the channel group of GET v1/package/channel; '' (or absent) when the package has none */
  productgroup: v.optional(v.string(), ''),
  startdate: v.string(),
  enddate: v.string(),
  snapshot_image: v.string(),
  overlay_texts: v.array(overlayTextSchema),
})
export type DevicePackage = v.InferOutput<typeof devicePackageSchema>
export const devicePackagesReply = envelope(v.array(devicePackageSchema))

export const deviceTransactionSchema = v.object({
  id: v.string(),
  paidDate: v.nullable(v.string()),
  fullName: v.string(),
  tlp: v.string(),
  sn: v.string(),
  customerId: v.string(),
  packetName: v.string(),
  price: v.number(),
  status: v.string(),
})
export type DeviceTransaction = v.InferOutput<typeof deviceTransactionSchema>
export const deviceTransactionsReply = envelope(v.array(deviceTransactionSchema))

/** Signed /stb-profile link check. */
export const stbVerifyQuery = v.object({
  sn: v.pipe(v.string('sn is required'), plainText('sn'), v.nonEmpty('sn is required'), v.maxLength(64)),
  token: v.pipe(
    v.string('token is required'),
    v.regex(/^[0-9a-f]{64}$/i, 'token must be a SHA-256 hex digest'),
  ),
  timestamp: v.pipe(
    v.string('timestamp is required'),
    v.regex(/^\d{1,13}$/, 'timestamp must be seconds since epoch'),
  ),
})
export const stbVerifyReply = envelope(v.object({ sn: v.string(), valid: v.boolean() }))

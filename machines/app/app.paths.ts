/**
 * Path model of the app root: its children (session, login modal, address picker, box phone
 * popups) stand still, as they have their own paths; a login made here and on /stb-profile (with
 * and without a link's box), a login a flow asks for (made, or the modal closed, or no longer
 * waited for), and payment requests made before, while and after the payment flow's
 * code loads, on a payment flow that stays open.
 */
import { createActor, fromCallback } from 'xstate'
import type { PathModel } from '../testing/paths'
import { addressPickerMachine } from '../address-picker/address-picker.machine'
import { devicePhoneMachine } from '../device-phone/device-phone.machine'
import {
  appMachine,
  type LoginAsker,
  type OpenedSession,
  type PaymentLogic,
  type PurchaseLogic,
} from './app.machine'
import type { Device } from '../../contract/user'

/** A child that stays and says nothing (each has its own path model; the payment flow's too). */
const stays = fromCallback(() => () => undefined)

/** The link's box, as the account's device list has it. */
export const DEVICE: Device = {
  sn: 'STB-1',
  name_stb: 'Living room',
  name_user: 'Dina',
  location_stb: 'Living room',
  accountID: 'A-1',
  customerID: 'C-1',
  mnc_subscriber_id: 'M-1',
  NIK: '',
  email: '',
  phone: '0812',
  address: '',
  city: '',
  mac_address: '',
}

export const opened: OpenedSession = {
  login: {
    token: 'header.payload.sig',
    exp: 4_102_444_800,
    user: { name: 'Dina', phone: '0812', avatarUrl: null },
  },
  userId: '7',
}

/** A flow that asked for a login (the TV sign-in's `logIn`): it takes the answer and says nothing. */
const asker = createActor(fromCallback(() => () => undefined)).start() as unknown as LoginAsker

/** The /purchase page's flow, spawned by the app (a stand-in: its own path model walks it; its Pay comes as `purchase.pay`). */
const purchaseFlow = stays as unknown as PurchaseLogic

/** The payment region's events, and the /purchase flow's (its Pay becomes the region's `pay`). */
const PAYMENT_EVENT = /^(buy|pay|returned|purchase\.|payment\.|xstate\.(done|error)\.actor\.loadPayment)/
/** Events the root handles alone (actions, no state): offered in every state. */
const ROOT_EVENTS = new Set(['auth.signedUp', 'api.sessionEnded', 'session.navigateHome', 'session.reload'])

type RegionValue = { login: string; asking: string; stb: string; payment: unknown }

export const appPathModel: PathModel<typeof appMachine> = {
  machine: appMachine,
  // The payment region shares no event, guard or context with the other three (login, a login
  // asked for, the box), which share `auth.loggedIn`: it is explored with them at rest and they
  // with it dormant, so the paths cover each region's states, transitions and pairs without
  // walking their product (1,304 paths, where the product took 8,852).
  filter: (snapshot, event) => {
    if (ROOT_EVENTS.has(event.type)) return true
    const value = snapshot.value as RegionValue
    if (PAYMENT_EVENT.test(event.type))
      return value.login === 'idle' && value.asking === 'idle' && value.stb === 'elsewhere'
    return value.payment === 'dormant'
  },
  scenarios: [{ name: 'browser', input: () => undefined }],
  events: [
    { type: 'auth.loggedIn', token: 'header.payload.sig', user: null },
    { type: 'auth.signedUp' },
    { type: 'auth.closed' },
    { type: 'login.ask', replyTo: asker },
    { type: 'login.unask', replyTo: asker },
    { type: 'api.sessionEnded' },
    { type: 'session.navigateHome' },
    { type: 'session.reload' },
    { type: 'xstate.done.actor.openSession', output: opened },
    { type: 'xstate.error.actor.openSession', error: new Error('no exp') },
    { type: 'page', stbSerial: 'STB-1' },
    { type: 'page', stbSerial: '' },
    { type: 'page', stbSerial: null },
    { type: 'xstate.done.actor.loadDevice', output: DEVICE },
    { type: 'xstate.error.actor.loadDevice', error: new Error('not on this account') },
    { type: 'device.close' },
    { type: 'device.edit' },
    { type: 'buy', pkg: { id: 101, kind: 'add-on', productCode: 'ADDON-SPORTS-2' }, returnPath: '/token' },
    { type: 'pay', orderId: 'VPT-1', token: 'snap-token', returnPath: '/purchase', mode: 'visitor' },
    { type: 'returned', orderId: 'VPT-1', openTx: false },
    { type: 'purchase.open', logic: purchaseFlow, query: 'STB-1' },
    { type: 'purchase.close' },
    { type: 'purchase.pay', orderId: 'VPT-2', token: 'snap-token', own: false },
    { type: 'purchase.pay', orderId: 'VPT-2', token: 'snap-token', own: true },
    { type: 'payment.wake' },
    { type: 'payment.track', event: 'buy_started', label: 'ADDON-SPORTS-2' },
    { type: 'xstate.done.actor.loadPayment', output: stays as unknown as PaymentLogic },
    { type: 'payment.started' },
    { type: 'payment.navigate', path: '/', query: { order_id: 'VPT-1', open_tx: 'true' } },
    { type: 'xstate.error.actor.loadPayment', error: new Error('offline') },
  ],
  // what guards and views read: the states, whether a box serial is known, whether requests wait
  // (not the page's flow it runs: no guard reads it, and its page renders it)
  project: (snapshot) => ({
    value: snapshot.value,
    serial: snapshot.context.stbSerial === null ? 'none' : snapshot.context.stbSerial === '' ? 'empty' : 'sn',
    held: snapshot.context.held.length > 0,
    topbar: snapshot.context.topbarActive,
    // the box the detail modal shows (AppModals shows it whenever it is set): only while step:device
    device: snapshot.context.device?.sn ?? null,
  }),
  // the two shell pickers are pure machines, run as they are (the hosts read them)
  fakes: {
    session: stays,
    auth: stays,
    addressPicker: addressPickerMachine,
    devicePhone: devicePhoneMachine,
    hearAuth: stays,
    hearSession: stays,
    hearApi: stays,
    hearPayment: stays,
    hearPurchase: stays,
  },
}

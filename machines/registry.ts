/**
 * Every flow machine, once. `npm run flows` charts each, `npm run paths`
 * replays each path model, `<name>.view-paths.test.tsx` under src/ is its
 * view-level path test (found by that name: machines/testing/view-path-files.ts),
 * and `providedIn` says where its real actors are bound (provide-sites.test.ts).
 * The checklist for a new machine is in machines/README.md ("Adding a machine").
 */
import type { AnyStateMachine } from 'xstate'
import { addressPickerMachine } from './address-picker/address-picker.machine'
import { addressPickerPathModel } from './address-picker/address-picker.paths'
import { appMachine } from './app/app.machine'
import { appPathModel } from './app/app.paths'
import { addressCascadeMachine } from './address-cascade/address-cascade.machine'
import { addressCascadePathModel } from './address-cascade/address-cascade.paths'
import { authMachine } from './auth/auth.machine'
import { authPathModel } from './auth/auth.paths'
import { buyMachine } from './buy/buy.machine'
import { buyPathModel } from './buy/buy.paths'
import { devicePhoneMachine } from './device-phone/device-phone.machine'
import { devicePhonePathModel } from './device-phone/device-phone.paths'
import { deviceVerificationMachine } from './device-verification/device-verification.machine'
import { deviceVerificationPathModel } from './device-verification/device-verification.paths'
import { otpMachine } from './otp/otp.machine'
import { otpPathModel } from './otp/otp.paths'
import { passkeysMachine } from './passkeys/passkeys.machine'
import { passkeysPathModel } from './passkeys/passkeys.paths'
import { passwordMachine } from './password/password.machine'
import { passwordPathModel } from './password/password.paths'
import { paymentMachine } from './payment/payment.machine'
import { paymentPathModel } from './payment/payment.paths'
import { paymentMethodsMachine } from './payment-methods/payment-methods.machine'
import { paymentMethodsPathModel } from './payment-methods/payment-methods.paths'
import { paymentReturnMachine } from './payment-return/payment-return.machine'
import { paymentReturnPathModel } from './payment-return/payment-return.paths'
import { purchaseMachine } from './purchase/purchase.machine'
import { purchasePathModel } from './purchase/purchase.paths'
import { returnPageMachine } from './return-page/return-page.machine'
import { returnPagePathModel } from './return-page/return-page.paths'
import { sessionMachine } from './session/session.machine'
import { sessionPathModel } from './session/session.paths'
import { sessionsMachine } from './sessions/sessions.machine'
import { sessionsPathModel } from './sessions/sessions.paths'
import { subscriptionsMachine } from './subscriptions/subscriptions.machine'
import { subscriptionsPathModel } from './subscriptions/subscriptions.paths'
import type { PathModel } from './testing/paths'
import { tvSignInMachine } from './tv-sign-in/tv-sign-in.machine'
import { tvSignInPathModel } from './tv-sign-in/tv-sign-in.paths'
import type { Gestures } from './testing/playwright'

export interface FlowEntry {
  /** File name under docs/flows, kebab-case. */
  name: string
  title: string
  /** Repository-relative source, for the generated header. */
  source: string
  machine: AnyStateMachine
  pathModel: PathModel
  /**
   * The files that may `.provide()` this machine's real actors: where its long-lived actor is made
   * (the composition root for the session and the login, a feature's runtime or the view that opens
   * a flow, a per-box binding for the box's phone check). machines/provide-sites.test.ts fails on
   * any other site, so a new site is a decision written here. Tests provide fakes anywhere.
   */
  providedIn?: readonly string[]
  /**
   * The view-level path test (src/test/view-paths.tsx), only when it is not the one file under
   * src/ named `<name>.view-paths.test.tsx`. Every machine with a view has one; `npm test` fails
   * when it is missing or covers less than all.
   */
  viewPaths?: string
  /**
   * How a person makes the machine's plain events on the site (a button's name, a field's label,
   * in English), by event type: `npm run paths -- --format playwright` writes the Playwright call
   * for a step from it, a TODO where it says nothing (machines/testing/playwright.ts).
   */
  gestures?: Gestures
}

export const flows: readonly FlowEntry[] = [
  {
    name: 'app',
    title: 'The app system (its children and the hand-overs between them)',
    source: 'machines/app/app.machine.ts',
    machine: appMachine,
    pathModel: appPathModel,
    providedIn: ['src/app/runtime.ts'],
  },
  {
    name: 'address-picker',
    title: 'Address picker of the shell',
    source: 'machines/address-picker/address-picker.machine.ts',
    machine: addressPickerMachine,
    pathModel: addressPickerPathModel,
  },
  {
    name: 'address-cascade',
    title: 'Address list and add-address cascade',
    source: 'machines/address-cascade/address-cascade.machine.ts',
    machine: addressCascadeMachine,
    pathModel: addressCascadePathModel,
    providedIn: ['src/features/addresses/AddressListModal.tsx'],
  },
  {
    name: 'auth',
    title: 'Auth (login, code, sign-up, forgot password)',
    source: 'machines/auth/auth.machine.ts',
    machine: authMachine,
    pathModel: authPathModel,
    providedIn: ['src/app/runtime.ts'],
  },
  {
    name: 'buy',
    title: "Buy's billing check",
    source: 'machines/buy/buy.machine.ts',
    machine: buyMachine,
    pathModel: buyPathModel,
    providedIn: ['src/features/payment/payment-feature.ts'],
    // BuyModals: the failed check's dialog and the already-owned alert
    gestures: {
      retry: { click: 'Try again' },
      close: [
        { click: 'Cancel', when: 'failed' },
        { click: 'OK', when: 'alreadyOwned' },
      ],
    },
  },
  {
    name: 'device-phone',
    title: 'Box phone popups of the shell',
    source: 'machines/device-phone/device-phone.machine.ts',
    machine: devicePhoneMachine,
    pathModel: devicePhonePathModel,
  },
  {
    name: 'device-verification',
    title: 'Set-top-box phone verification',
    source: 'machines/device-verification/device-verification.machine.ts',
    machine: deviceVerificationMachine,
    pathModel: deviceVerificationPathModel,
    providedIn: ['src/features/stb/stb.actors.ts'],
  },
  {
    name: 'otp',
    title: 'One-time code',
    source: 'machines/otp/otp.machine.ts',
    machine: otpMachine,
    pathModel: otpPathModel,
    providedIn: ['src/app/runtime.ts', 'src/features/stb/stb.actors.ts'],
  },
  {
    name: 'passkeys',
    title: 'Passkeys (add, rename, remove)',
    source: 'machines/passkeys/passkeys.machine.ts',
    machine: passkeysMachine,
    pathModel: passkeysPathModel,
    providedIn: ['src/features/account/PasskeysPanel.tsx'],
  },
  {
    name: 'password',
    title: 'Password form (change, forgot)',
    source: 'machines/password/password.machine.ts',
    machine: passwordMachine,
    pathModel: passwordPathModel,
    providedIn: ['src/app/runtime.ts'],
  },
  {
    name: 'payment',
    title: 'Buying, end to end (Buy or Pay → result)',
    source: 'machines/payment/payment.machine.ts',
    machine: paymentMachine,
    pathModel: paymentPathModel,
    providedIn: ['src/features/payment/payment-feature.ts'],
  },
  {
    name: 'payment-methods',
    title: 'Payment methods (link GoPay, add a card, unlink)',
    source: 'machines/payment-methods/payment-methods.machine.ts',
    machine: paymentMethodsMachine,
    pathModel: paymentMethodsPathModel,
    providedIn: ['src/features/payment-methods/PaymentMethodsPanel.tsx'],
  },
  {
    name: 'payment-return',
    title: 'Payment popup (payment return)',
    source: 'machines/payment-return/payment-return.machine.ts',
    machine: paymentReturnMachine,
    pathModel: paymentReturnPathModel,
    providedIn: ['src/features/payment/payment-feature.ts'],
  },
  {
    name: 'purchase',
    title: 'Add-on purchase',
    source: 'machines/purchase/purchase.machine.ts',
    machine: purchaseMachine,
    pathModel: purchasePathModel,
    providedIn: ['src/features/payment/PurchaseFlow.tsx'],
  },
  {
    name: 'return-page',
    title: 'Partner return page',
    source: 'machines/return-page/return-page.machine.ts',
    machine: returnPageMachine,
    pathModel: returnPagePathModel,
    providedIn: ['src/features/payment/pages/TokenPage.tsx'],
  },
  {
    name: 'session',
    title: 'Session',
    source: 'machines/session/session.machine.ts',
    machine: sessionMachine,
    pathModel: sessionPathModel,
    providedIn: ['src/app/runtime.ts'],
  },
  {
    name: 'sessions',
    title: 'Signed-in devices',
    source: 'machines/sessions/sessions.machine.ts',
    machine: sessionsMachine,
    pathModel: sessionsPathModel,
    providedIn: ['src/features/account/SessionsPanel.tsx'],
  },
  {
    name: 'subscriptions',
    title: 'Renewals (auto-renew off and on)',
    source: 'machines/subscriptions/subscriptions.machine.ts',
    machine: subscriptionsMachine,
    pathModel: subscriptionsPathModel,
    providedIn: ['src/features/account/RenewalsPanel.tsx'],
  },
  {
    name: 'tv-sign-in',
    title: 'Sign a TV in with a code',
    source: 'machines/tv-sign-in/tv-sign-in.machine.ts',
    machine: tvSignInMachine,
    pathModel: tvSignInPathModel,
    providedIn: ['src/features/tv/TvSignInFlow.tsx'],
  },
]

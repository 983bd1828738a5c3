/**
 * Every flow machine, once. `npm run flows` charts each, `npm run paths`
 * replays each path model. A new machine is listed here and in the few other
 * places machines/README.md ("The pattern every machine copies") names.
 */
import type { AnyStateMachine } from 'xstate'
import { addressCascadeMachine } from './address-cascade/address-cascade.machine'
import { addressCascadePathModel } from './address-cascade/address-cascade.paths'
import { authMachine } from './auth/auth.machine'
import { authPathModel } from './auth/auth.paths'
import { buyMachine } from './buy/buy.machine'
import { buyPathModel } from './buy/buy.paths'
import { deviceVerificationMachine } from './device-verification/device-verification.machine'
import { deviceVerificationPathModel } from './device-verification/device-verification.paths'
import { otpMachine } from './otp/otp.machine'
import { otpPathModel } from './otp/otp.paths'
import { passwordMachine } from './password/password.machine'
import { passwordPathModel } from './password/password.paths'
import { paymentMachine } from './payment/payment.machine'
import { paymentPathModel } from './payment/payment.paths'
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
import type { PathModel } from './testing/paths'

export interface FlowEntry {
  /** File name under docs/flows, kebab-case. */
  name: string
  title: string
  /** Repository-relative source, for the generated header. */
  source: string
  machine: AnyStateMachine
  pathModel: PathModel
  /**
   * The view-level path test (src/test/view-paths.tsx): the same paths driving the real view. Every
   * machine with a view has one; `npm test` fails when it is missing or covers less than all.
   */
  viewPaths: string
}

export const flows: readonly FlowEntry[] = [
  {
    name: 'address-cascade',
    title: 'Address list and add-address cascade',
    source: 'machines/address-cascade/address-cascade.machine.ts',
    machine: addressCascadeMachine,
    pathModel: addressCascadePathModel,
    viewPaths: 'src/features/addresses/address-cascade.view-paths.test.tsx',
  },
  {
    name: 'auth',
    title: 'Auth (login, code, sign-up, forgot password)',
    source: 'machines/auth/auth.machine.ts',
    machine: authMachine,
    pathModel: authPathModel,
    viewPaths: 'src/features/auth/auth.view-paths.test.tsx',
  },
  {
    name: 'buy',
    title: "Buy's billing check",
    source: 'machines/buy/buy.machine.ts',
    machine: buyMachine,
    pathModel: buyPathModel,
    viewPaths: 'src/features/payment/buy.view-paths.test.tsx',
  },
  {
    name: 'device-verification',
    title: 'Set-top-box phone verification',
    source: 'machines/device-verification/device-verification.machine.ts',
    machine: deviceVerificationMachine,
    pathModel: deviceVerificationPathModel,
    viewPaths: 'src/features/stb/device-verification.view-paths.test.tsx',
  },
  {
    name: 'otp',
    title: 'One-time code',
    source: 'machines/otp/otp.machine.ts',
    machine: otpMachine,
    pathModel: otpPathModel,
    viewPaths: 'src/ui/otp/otp.view-paths.test.tsx',
  },
  {
    name: 'password',
    title: 'Password form (change, forgot)',
    source: 'machines/password/password.machine.ts',
    machine: passwordMachine,
    pathModel: passwordPathModel,
    viewPaths: 'src/app/password.view-paths.test.tsx',
  },
  {
    name: 'payment',
    title: 'Buying, end to end (Buy or Pay → result)',
    source: 'machines/payment/payment.machine.ts',
    machine: paymentMachine,
    pathModel: paymentPathModel,
    viewPaths: 'src/features/payment/payment.view-paths.test.tsx',
  },
  {
    name: 'payment-return',
    title: 'Payment popup (payment return)',
    source: 'machines/payment-return/payment-return.machine.ts',
    machine: paymentReturnMachine,
    pathModel: paymentReturnPathModel,
    viewPaths: 'src/features/payment/payment-return.view-paths.test.tsx',
  },
  {
    name: 'purchase',
    title: 'Add-on purchase',
    source: 'machines/purchase/purchase.machine.ts',
    machine: purchaseMachine,
    pathModel: purchasePathModel,
    viewPaths: 'src/features/payment/purchase.view-paths.test.tsx',
  },
  {
    name: 'return-page',
    title: 'Partner return page',
    source: 'machines/return-page/return-page.machine.ts',
    machine: returnPageMachine,
    pathModel: returnPagePathModel,
    viewPaths: 'src/features/payment/return-page.view-paths.test.tsx',
  },
  {
    name: 'session',
    title: 'Session',
    source: 'machines/session/session.machine.ts',
    machine: sessionMachine,
    pathModel: sessionPathModel,
    viewPaths: 'src/app/session.view-paths.test.tsx',
  },
  {
    name: 'sessions',
    title: 'Signed-in devices',
    source: 'machines/sessions/sessions.machine.ts',
    machine: sessionsMachine,
    pathModel: sessionsPathModel,
    viewPaths: 'src/features/account/sessions.view-paths.test.tsx',
  },
]

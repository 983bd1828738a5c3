// @vitest-environment jsdom
/**
 * The app system's generated paths, driven through the shell's modals of its children (AppModals,
 * in AppSystemProvider.tsx): after a login on /stb-profile the link's box shows in its detail
 * dialog until closed or edited, and the payment dialogs show once the payment flow runs. The box detail and the
 * payment modals are their features' views, with their own tests: here stand-ins. What the other
 * parts of the page send (a login, the page in view, a Buy or Pay) comes from outside, as their
 * own tests drive them.
 */
import { screen, within } from '@testing-library/react'
import { beforeAll, expect, vi } from 'vitest'
import { appPathModel } from '../../machines/app/app.paths'
import { describeViewPaths } from '../test/view-paths'
import { AppModals } from './AppSystemProvider'

vi.mock('../features/devices/components/DeviceDetailModal', () => ({
  DeviceDetailModal: (props: { device: { sn: string }; onClose: () => void; onEdit: () => void }) => (
    <dialog open aria-label={`box ${props.device.sn}`}>
      <button onClick={props.onEdit}>Edit</button>
      <button onClick={props.onClose}>Close</button>
    </dialog>
  ),
}))
vi.mock('../features/payment/payment-feature', () => ({
  PaymentDialogs: () => <section aria-label="payment dialogs" />,
}))

beforeAll(() => AppModals.preload())

const boxDetail = () => screen.queryByRole('dialog', { name: 'box STB-1' })
const noBoxDetail = () => expect(boxDetail()).toBeNull()
const noPaymentDialogs = () => expect(screen.queryByRole('region', { name: 'payment dialogs' })).toBeNull()
/** A hand-over that shows nothing of its own (the login modal has closed; the session shows the customer). */
const nothingOfItsOwn = () => undefined

describeViewPaths({
  flow: 'app',
  pathModel: appPathModel,
  render: (actor) => <AppModals app={actor} />,
  states: {
    'app.login.idle': nothingOfItsOwn,
    'app.login.handingOver': nothingOfItsOwn,
    // the login modal is the auth flow's own view (its view paths); the TV page's flow gets the answer
    'app.asking.idle': nothingOfItsOwn,
    'app.asking.asked': nothingOfItsOwn,
    'app.stb.elsewhere': noBoxDetail,
    'app.stb.onStbPage': noBoxDetail,
    'app.stb.loadingDevice': noBoxDetail,
    'app.stb.showingDevice': async () => {
      expect(await screen.findByRole('dialog', { name: 'box STB-1' })).toBeVisible()
    },
    'app.stb.handedOver': noBoxDetail,
    'app.payment.dormant': noPaymentDialogs,
    'app.payment.loading': noPaymentDialogs,
    'app.payment.failed': noPaymentDialogs,
    'app.payment.running.starting': async () => {
      expect(await screen.findByRole('region', { name: 'payment dialogs' })).toBeInTheDocument()
    },
    'app.payment.running.ready': async () => {
      expect(await screen.findByRole('region', { name: 'payment dialogs' })).toBeInTheDocument()
    },
  },
  events: {
    // the login modal (auth view paths), the layout (the page in view), pages' Buy and Pay buttons
    'auth.loggedIn': async (view) => view.sendFromOutside(),
    'auth.signedUp': async (view) => view.sendFromOutside(),
    'auth.closed': async (view) => view.sendFromOutside(),
    // the TV sign-in's login step asks, and leaves (src/features/tv/tv.actors.ts; its view paths)
    'login.ask': async (view) => view.sendFromOutside(),
    'login.unask': async (view) => view.sendFromOutside(),
    // the API's "ended elsewhere" (src/app/runtime.ts; the session's view paths show what follows)
    'api.sessionEnded': async (view) => view.sendFromOutside(),
    // the session's way home and reload (its view paths drive them through the layout)
    'session.navigateHome': async (view) => view.sendFromOutside(),
    'session.reload': async (view) => view.sendFromOutside(),
    page: async (view) => view.sendFromOutside(),
    buy: async (view) => view.sendFromOutside(),
    pay: async (view) => view.sendFromOutside(),
    returned: async (view) => view.sendFromOutside(),
    // the /purchase page's flow, which its page renders, and its Pay (purchase view paths;
    // e2e/buying.spec.ts)
    'purchase.open': async (view) => view.sendFromOutside(),
    'purchase.close': async (view) => view.sendFromOutside(),
    'purchase.pay': async (view) => view.sendFromOutside(),
    'payment.wake': async (view) => view.sendFromOutside(),
    // the payment flow's own analytics (its view paths; e2e/analytics.spec.ts)
    'payment.track': async (view) => view.sendFromOutside(),
    'payment.started': async (view) => view.sendFromOutside(),
    // the payment flow's redirect (its view paths); the layout navigates (e2e/buying.spec.ts)
    'payment.navigate': async (view) => view.sendFromOutside(),
    'device.close': async (view) =>
      view.user.click(within(boxDetail()!).getByRole('button', { name: 'Close' })),
    'device.edit': async (view) =>
      view.user.click(within(boxDetail()!).getByRole('button', { name: 'Edit' })),
  },
})

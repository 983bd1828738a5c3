/**
 * The app actor system in the shell. Its provider, mounted once in App.tsx for the page's life,
 * loads the runtime (`importRuntime` below: a lazy import of src/app/runtime.ts, the composition
 * root that makes the app actor) the first time anyone asks, holds it, and gives pages the app
 * actor (AppSystemContext, src/lib/app-system.ts) and the shell the runtime (useRuntimeSystem).
 * The header (account-nav.tsx) is one of its clients, as pages and hosts are: nothing reaches the
 * app through the login header. Nothing here imports the runtime's code statically: it loads
 * lazily, and anonymous visitors who ask for nothing never load it. Below it, the modals of the
 * app's children (`AppModals`), which the layout mounts once the app runs, inside the page's
 * locale: what each child shows, the payment flow's dialogs among them.
 */
import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react'
import { useLocation } from 'wouter'
import type { AppActorRef } from '../../machines/app/app.machine'
import { localizePath, splitLocale } from '../../contract/route-paths'
import { AppSystemContext, useActorValue, type AppSystem } from '../lib/app-system'
import { withAccountCatalog } from '../i18n/i18n'
import { lazyPart, PartBoundary, reloadPage } from '../ui/lazy-part'
import { LazyTransactionDetail } from '../features/transactions/components/LazyTransactionViews'
import { ErrorBoundary } from './ErrorBoundary'
import { AddressPickerHost } from './AddressPickerHost'
import { DevicePhoneHost } from './DevicePhoneHost'
import type { Runtime } from './runtime'

let loading: Promise<Runtime> | undefined
/**
 * The runtime (src/app/runtime.ts: the app chart provided with its actors, its actor made and
 * started), once a page; a failed download (offline) may be tried again by the next request.
 * `urgent` when a tap waits for it: made in one go once its code is here.
 */
const importRuntime = (urgent = false): Promise<Runtime> =>
  (loading ??= import('./runtime').then(
    (m) => m.getRuntime(urgent),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))

export interface RuntimeSystem {
  /** The runtime once its code has run; null before. */
  runtime: Runtime | null
  /**
   * The runtime, its code loaded first if need be (a failed download may be tried again). Held
   * here once loaded, in a transition; `urgent` when a tap waits for it: then the caller says it
   * with `loaded`, in the same render as what the tap opens.
   */
  load: (urgent?: boolean) => Promise<Runtime>
  loaded: (runtime: Runtime) => void
}

const RuntimeContext = createContext<RuntimeSystem>({
  runtime: null,
  load: () => Promise.reject(new Error('no app system: render inside AppSystemProvider')),
  loaded: () => undefined,
})

/** The shell's side of the app system: the runtime and its loader. */
export const useRuntimeSystem = (): RuntimeSystem => useContext(RuntimeContext)

/** The first runtime loaded is the page's (a later one, from the same promise, is the same). */
const keep = (current: Runtime | null, next: Runtime): Runtime => current ?? next

export interface AppSystemProviderProps {
  children: ReactNode
  /** The runtime's loader: the app's own unless a test gives another (a path's actors, no module mocked). */
  loadRuntime?: (urgent?: boolean) => Promise<Runtime>
  /** Another tab's login change reloads the page (a test counts it instead). */
  reload?: () => void
}

export function AppSystemProvider({
  children,
  loadRuntime = importRuntime,
  reload = reloadPage,
}: AppSystemProviderProps) {
  const [runtime, loaded] = useReducer(keep, null)
  /**
   * The runtime whose app's reload and navigation this provider carries out (one listener each,
   * for the page's life).
   */
  const heard = useRef<Runtime | null>(null)
  // the whole address (this provider is outside the locale's nested route) and the way to another
  const [path, navigate] = useLocation()
  const router = useRef({ path, navigate })
  useEffect(() => {
    router.current = { path, navigate }
  })
  const load = useCallback(
    (urgent = false) =>
      loadRuntime(urgent).then((r) => {
        // before anything is sent to the session: another tab's change may reload at once (the
        // app hears the session's reload, machines/app, and asks the page for it); and before any
        // page renders with the app: its way home or a payment's redirect, asked for at once, is
        // carried out, in the page's language, whether or not a layout listens yet
        if (heard.current !== r) {
          heard.current = r
          r.app.on('reload', reload)
          r.app.on('navigate', ({ to }) => {
            const { locale } = splitLocale(router.current.path)
            router.current.navigate(localizePath(to, locale))
          })
        }
        // the layout renders again with the runtime in a transition (sliced, may pause for
        // input), unless a tap waits for it (the tap says it then)
        if (!urgent) startTransition(() => loaded(r))
        return r
      }),
    [loadRuntime, reload],
  )
  // one loader for the page's life: a page's request sent with it stays the same request
  const loadApp = useCallback(() => load().then((r) => r.app), [load])
  const app = runtime?.app ?? null
  const system = useMemo<AppSystem>(() => ({ app, load: loadApp }), [app, loadApp])
  const shell = useMemo<RuntimeSystem>(() => ({ runtime, load, loaded }), [runtime, load])
  return (
    <RuntimeContext.Provider value={shell}>
      <AppSystemContext.Provider value={system}>{children}</AppSystemContext.Provider>
    </RuntimeContext.Provider>
  )
}

// ── The modals of the app's children ─────────────────────────────────────────────────────────
// Each renders what its child says (the payment flow once it runs, the /stb-profile box detail,
// the address picker, the box phone popups). Nothing here is loaded or shown before the app runs.

// the payment feature's one lazy entry: the flow the app loads (`loadPayment`) and its dialogs
const PaymentDialogs = lazy(async () => ({
  default: (await import('../features/payment/payment-feature')).PaymentDialogs,
}))

// a failed download says so and offers to try again (PartBoundary), the page staying
const DeviceDetailModal = lazyPart(async () => ({
  default: (await withAccountCatalog(import('../features/devices/components/DeviceDetailModal')))
    .DeviceDetailModal,
}))

function AppModals({ app }: { app: AppActorRef }) {
  const payment = useActorValue(app, (s) => s.context.payment)
  const device = useActorValue(app, (s) => s.context.device)
  const { addressPicker, devicePhone } = app.getSnapshot().children
  return (
    <>
      {device && (
        <PartBoundary onClose={() => app.send({ type: 'device.close' })}>
          <DeviceDetailModal
            device={device}
            onClose={() => app.send({ type: 'device.close' })}
            onEdit={() => app.send({ type: 'device.edit' })}
          />
        </PartBoundary>
      )}
      <AddressPickerHost picker={addressPicker} />
      <DevicePhoneHost phone={devicePhone} />
      {payment && (
        <ErrorBoundary>
          <Suspense fallback={null}>
            <PaymentDialogs actor={payment} TransactionDetail={LazyTransactionDetail} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  )
}

/** The modals, and their code to load ahead (a test, as a page idle a while has it). */
const Modals = Object.assign(AppModals, {
  preload: () => Promise.all([DeviceDetailModal.preload(), import('../features/payment/payment-feature')]),
})
export { Modals as AppModals }

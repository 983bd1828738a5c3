/**
 * How pages and the shell reach the app actor system (machines/app): one context holding the app
 * actor once its code runs, and the loader that brings it. A request is an event sent to the
 * system: made before its code arrived, it is sent once the code has loaded (the click is not
 * lost), and the app holds what its own children are still loading for. Types only from the
 * machines: no xstate code loads with a page's button.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useLingui } from '@lingui/react'
import { useSearch } from 'wouter'
import type { AppActorRef, AppEvent, AppSnapshot } from '../../machines/app/app.machine'
import type { BuyPackage } from '../../machines/buy/buy.machine'
import type {
  AddressPickerEmitted,
  AddressPickerEvent,
} from '../../machines/address-picker/address-picker.machine'
import type { DevicePhoneEmitted, DevicePhoneEvent } from '../../machines/device-phone/device-phone.machine'
import { localizePath, type Locale } from '../../contract/route-paths'

export interface AppSystem {
  /** The app actor once its code runs; null before. */
  app: AppActorRef | null
  /** The app actor, its code loaded first if need be (a failed download may be tried again). */
  load: () => Promise<AppActorRef>
}

export const AppSystemContext = createContext<AppSystem>({
  app: null,
  load: () => Promise.reject(new Error('no app system: render inside AppSystemProvider (src/app)')),
})

export const useAppSystem = (): AppSystem => useContext(AppSystemContext)

/** Sends an event to the app, loading its code first if need be. */
export function useAppSend(): (event: AppEvent) => void {
  const { load } = useAppSystem()
  return useCallback((event: AppEvent) => void load().then((app) => app.send(event)), [load])
}

/** Buy a package through the partner popup (SPEC §4 Buy flow); the payment ends on this locale's /token. */
export function useBuy(): (pkg: BuyPackage) => void {
  const send = useAppSend()
  const { i18n } = useLingui()
  return useCallback(
    (pkg: BuyPackage) =>
      send({ type: 'buy', pkg, returnPath: localizePath('/token', i18n.locale as Locale) }),
    [send, i18n],
  )
}

/**
 * A page opened with an order in its address (`?order_id=…`, with `open_tx=true` after the narrow
 * redirect: the payment's return) hands it to the app as `returned`, once per order and page,
 * which loads the payment flow and passes it on (machines/app). `enabled` false: the page shows no
 * payment (a blank page), or the order is another view's (the transaction page opens its detail).
 * Returns whether the address names an order.
 */
export function useReturnedOrder(enabled: boolean): boolean {
  const send = useAppSend()
  const query = new URLSearchParams(useSearch())
  const orderId = query.get('order_id')
  const openTx = query.get('open_tx') === 'true'
  useEffect(() => {
    if (enabled && orderId) send({ type: 'returned', orderId, openTx })
  }, [enabled, orderId, openTx, send])
  return orderId !== null
}

interface Children {
  addressPicker: { event: AddressPickerEvent; emitted: AddressPickerEmitted }
  devicePhone: { event: DevicePhoneEvent; emitted: DevicePhoneEmitted }
}
type ChildId = keyof Children

/** A child of the app by its id: the address picker or the box phone popups. */
function childOf<K extends ChildId>(app: AppActorRef, id: K) {
  return app.getSnapshot().children[id] as
    | {
        send: (event: Children[K]['event']) => void
        on: <T extends Children[K]['emitted']['type']>(
          type: T,
          handler: (emitted: Extract<Children[K]['emitted'], { type: T }>) => void,
        ) => { unsubscribe: () => void }
      }
    | undefined
}

/** Sends an event to one of the app's children (loading the app's code first if need be). */
export function useSendToChild<K extends ChildId>(id: K): (event: Children[K]['event']) => void {
  const { load } = useAppSystem()
  return useCallback((event) => void load().then((app) => childOf(app, id)?.send(event)), [load, id])
}

/** Calls `handler` with what a child of the app emits, while the app runs and the caller is mounted. */
export function useChildEmitted<K extends ChildId, T extends Children[K]['emitted']['type']>(
  id: K,
  type: T,
  handler: (emitted: Extract<Children[K]['emitted'], { type: T }>) => void,
): void {
  const { app } = useAppSystem()
  useEffect(() => {
    if (!app) return
    const subscription = childOf(app, id)?.on(type, handler)
    return () => subscription?.unsubscribe()
  }, [app, id, type, handler])
}

/**
 * A page's flow that the app system runs for as long as the page shows it: the page asks the app
 * to spawn it (`open`, with the flow's logic as the page's code provides it, and its input as the
 * page first rendered it), its unmount closes it (`close`), and it reads the running flow from
 * the app (`select`): null until the app has spawned it. When the app's own code could not load
 * (offline), the error is thrown to the page's boundary, which says so and offers to try again.
 */
export function useAppFlow<T>(
  open: AppEvent,
  close: AppEvent,
  select: (snapshot: AppSnapshot) => T | null,
): T | null {
  const { app, load } = useAppSystem()
  const flow = useActorValue(app, select)
  const [failed, setFailed] = useState<{ error: unknown } | null>(null)
  // the input as the page first rendered it: a later render asks for no new flow
  const first = useRef(open)
  useEffect(() => {
    let closed = false
    load().then(
      (a) => {
        if (!closed) a.send(first.current)
      },
      (error: unknown) => {
        if (!closed) setFailed({ error })
      },
    )
    return () => {
      closed = true
      void load().then(
        (a) => a.send(close),
        () => undefined,
      )
    }
  }, [load, close])
  if (failed) throw failed.error
  return flow
}

interface Observable<TSnapshot> {
  getSnapshot: () => TSnapshot
  subscribe: (listener: () => void) => { unsubscribe: () => void }
}

/** A value read from an actor's snapshot (null without the actor), kept current; no xstate code needed. */
export function useActorValue<TSnapshot, T>(
  actor: Observable<TSnapshot> | null | undefined,
  select: (snapshot: TSnapshot) => T,
): T | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {}
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(
    subscribe,
    () => (actor ? select(actor.getSnapshot()) : null),
    () => null,
  )
}

/**
 * As `useActorValue`, for a value nothing waits on at once (who is logged in, as the header shows
 * it): a change renders in a transition, which React may slice and pause for input, where a store
 * read by useSyncExternalStore re-renders everything under it in one task (on an account page's
 * load, the whole layout when the session has read the stored login). A new actor's value is read
 * in the render that brings the actor; its later changes follow a transition behind.
 */
export function useActorValueInTransition<TSnapshot, T>(
  actor: Observable<TSnapshot> | null | undefined,
  select: (snapshot: TSnapshot) => T,
): T | null {
  const selectRef = useRef(select)
  useEffect(() => {
    selectRef.current = select
  })
  const [shown, setShown] = useState<{ actor: Observable<TSnapshot>; value: T } | null>(null)
  useEffect(() => {
    if (!actor) return
    const update = () =>
      startTransition(() =>
        setShown((prev) => {
          const value = selectRef.current(actor.getSnapshot())
          return prev && prev.actor === actor && Object.is(prev.value, value) ? prev : { actor, value }
        }),
      )
    // what changed between the render and this subscription is not missed
    update()
    const subscription = actor.subscribe(update)
    return () => subscription.unsubscribe()
  }, [actor])
  if (!actor) return null
  return shown && shown.actor === actor ? shown.value : select(actor.getSnapshot())
}

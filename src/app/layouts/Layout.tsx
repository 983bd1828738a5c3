import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSearch } from 'wouter'
import type { LayoutKind, Locale, RouteId } from '../../../contract/route-paths'
import { Navbar } from '../../ui/Navbar'
import { Footer } from '../../ui/Footer'
import { AccountLayoutPart } from './account-layout-part'
import { PartBoundary } from '../../ui/lazy-part'
import { useAccountNav } from '../account-nav'
import { ErrorBoundary } from '../ErrorBoundary'
import { AppModals } from '../AppSystemProvider'
import { useActorValue, useAppSystem, useReturnedOrder } from '../../lib/app-system'
import { readStored, STORAGE_KEYS } from '../../api/storage-keys'

interface LayoutProps {
  kind: LayoutKind
  routeId: RouteId | null
  locale: Locale
  /** The account page's first look, shown until the session is known (its module's `Frame`). */
  Frame?: ComponentType | undefined
  children: ReactNode
}

/** A partner payment result, or the already-has-package notice (showRecurring), waits in storage. */
function hasStoredPaymentResult(): boolean {
  return (
    Boolean(readStored(STORAGE_KEYS.paymentSuccessData)) || readStored(STORAGE_KEYS.showRecurring) === 'true'
  )
}

/** Default, account and blank layouts of SPEC §2. */
export function Layout({ kind, routeId, locale, Frame, children }: LayoutProps) {
  const { t } = useLingui()
  const nav = useAccountNav()
  // the app system (AppSystemProvider, App.tsx): the layout is one of its clients, as pages are
  const { app, load: loadApp } = useAppSystem()
  const topbarActive = useActorValue(app, (s) => s.context.topbarActive) ?? false
  const search = useSearch()

  // the page in view, as the app's hand-overs need it: on /stb-profile, the box of its link
  const stbSerial = routeId === 'stbProfile' ? (new URLSearchParams(search).get('sn') ?? '') : null
  useEffect(() => {
    app?.send({ type: 'page', stbSerial })
  }, [app, stbSerial])
  // a payment just returned here (order_id): the order goes to the app (`returned`), which hands
  // it to the payment flow; or its result waits in storage (read after hydration: the page is
  // prerendered): the payment flow loads and shows it. Not on a blank page (the partner's return
  // page in its popup stores the result for the page that opened it); on the transaction page
  // the order is its own detail's.
  const showsModals = kind !== 'blank'
  const returned = useReturnedOrder(showsModals && routeId !== 'transactions')
  useEffect(() => {
    if (showsModals && (returned || hasStoredPaymentResult()))
      void loadApp().then((a) => a.send({ type: 'payment.wake' }))
  }, [showsModals, returned, loadApp])

  if (kind === 'blank') return <main id="main">{children}</main>

  return (
    <>
      <a href="#main" className="vp-skip">{t`Skip to content`}</a>
      {routeId !== 'explore' && <div className="vp-backdrop" aria-hidden data-testid="backdrop" />}
      {/* Boundaries let React hydrate header, page and footer as separate tasks. */}
      <Suspense fallback={null}>
        <Navbar
          locale={locale}
          account={nav.account}
          restoring={nav.restoring}
          undecided={nav.undecided}
          onLogin={nav.onLogin}
          loginIntent={nav.loginIntent}
          onLogout={nav.onLogout}
          active={topbarActive}
        />
      </Suspense>
      {kind === 'account' ? (
        <PartBoundary fallback={<main id="main" className="vp-main" />}>
          <AccountLayoutPart routeId={routeId} nav={nav} Frame={Frame}>
            {children}
          </AccountLayoutPart>
        </PartBoundary>
      ) : (
        <main id="main" className="vp-main">
          {children}
        </main>
      )}
      {routeId !== 'stbProfile' && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <ErrorBoundary>{nav.modals}</ErrorBoundary>
      {app && (
        <ErrorBoundary>
          <AppModals app={app} />
        </ErrorBoundary>
      )}
    </>
  )
}

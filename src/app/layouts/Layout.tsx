import { Suspense, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { LayoutKind, Locale, RouteId } from '../../lib/route-paths'
import { Navbar } from '../../ui/Navbar'
import { Footer } from '../../ui/Footer'
import { AccountLayoutPart } from './account-layout-part'
import { PartBoundary } from '../../ui/lazy-part'
import { useAccountNav } from '../account-nav'
import { usePaymentHost } from '../payment-nav'
import { ErrorBoundary } from '../ErrorBoundary'
import { useStbHandoff } from '../stb-handoff'

interface LayoutProps {
  kind: LayoutKind
  routeId: RouteId | null
  locale: Locale
  children: ReactNode
}

/** Default, account and blank layouts of SPEC §2. */
export function Layout({ kind, routeId, locale, children }: LayoutProps) {
  const { t } = useLingui()
  const nav = useAccountNav()
  const stb = useStbHandoff(nav.runtime)
  const paymentModals = usePaymentHost(locale, routeId)

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
          active={stb.topbarActive}
        />
      </Suspense>
      {kind === 'account' ? (
        <PartBoundary fallback={<main id="main" className="vp-main" />}>
          <AccountLayoutPart routeId={routeId} nav={nav}>
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
      <ErrorBoundary>
        {nav.modals}
        {stb.modal}
      </ErrorBoundary>
      <ErrorBoundary>{paymentModals}</ErrorBoundary>
    </>
  )
}

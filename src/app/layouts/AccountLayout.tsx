import { useDeferredValue, useEffect, useMemo, type ComponentType, type ReactNode } from 'react'
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconChevronLeft, IconLock } from '@tabler/icons-react'
import { Link } from 'wouter'
import type { RouteId } from '../../../contract/route-paths'
import { AccountSidebar } from '../../ui/AccountSidebar'
import { PageSkeleton } from '../../ui/PageSkeleton'
import { AccountServicesContext, type AccountServices } from '../../features/account/account-services'
import type { AccountNav } from '../account-nav'

interface AccountLayoutProps {
  routeId: RouteId | null
  nav: AccountNav
  /** The page's first look (heading and content skeleton), while the session is not known yet. */
  Frame?: ComponentType | undefined
  children: ReactNode
}

/**
 * SPEC §2 account layout: the sidebar of account pages (wide screens), the page, and on narrow
 * screens a back action above each section (the account page puts Log Out under the profile). The pages render only
 * for a logged-in customer; a visitor gets the login modal and, once logged in, the page they
 * asked for (the address never changes). Until the session knows which, the page's frame shows.
 */
export function AccountLayout({ routeId, nav, Frame = PageSkeleton, children }: AccountLayoutProps) {
  const { status, endedElsewhere, runtime, onLogin, onLogout } = nav
  // The page (or the login prompt) replaces the frame in a render React may pause for input: an
  // account page's first render took one task of 100–160 ms on a phone's CPU (Lighthouse mobile)
  const shown = useDeferredValue(status)

  // a login ended elsewhere goes home with its notice instead (account-nav)
  useEffect(() => {
    if (status === 'loggedOut' && !endedElsewhere) onLogin()
  }, [status, endedElsewhere, onLogin])

  const services = useMemo<AccountServices | null>(
    () =>
      runtime
        ? { passwordMachine: runtime.password, profileChanged: runtime.profileChanged, logout: onLogout }
        : null,
    [runtime, onLogout],
  )

  return (
    <div className="vp-main">
      <div className="vp-container vp-account">
        <AccountSidebar />
        <main id="main" className="vp-account-main">
          <BackAction toHome={routeId === 'account'} />
          {shown === 'loggedIn' && services ? (
            <AccountServicesContext.Provider value={services}>{children}</AccountServicesContext.Provider>
          ) : shown === 'loggedOut' ? (
            <LoginPrompt onLogin={onLogin} />
          ) : (
            // prerendered (the build writes each account page's HTML with it) and painted before
            // the app runs; the page renders the same heading and skeleton until its data comes
            <Frame />
          )}
        </main>
      </div>
    </div>
  )
}

/** Narrow screens have no sidebar: each section leads back to the account page, the account page home. */
function BackAction({ toHome }: { toHome: boolean }) {
  return (
    <Anchor component={Link} href={toHome ? '/' : '/account'} className="vp-account-mobile vp-account-back">
      <IconChevronLeft size={18} aria-hidden />
      {toHome ? <Trans>Back to home</Trans> : <Trans>Back to my account</Trans>}
    </Anchor>
  )
}

function LoginPrompt({ onLogin }: { onLogin: () => void }) {
  const { t } = useLingui()
  return (
    <Paper className="vp-card" p="xl" radius="lg" aria-labelledby="login-needed">
      <Stack align="center" ta="center" gap="md">
        <IconLock size={40} aria-hidden />
        <Title order={1} id="login-needed" fz={24}>
          <Trans>Log in to see your account</Trans>
        </Title>
        <Text c="dimmed">{t`Your profile, packages, devices and transactions are here once you log in.`}</Text>
        <Button onClick={onLogin}>
          <Trans>Login</Trans>
        </Button>
      </Stack>
    </Paper>
  )
}

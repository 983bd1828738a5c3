import { Button, Group, UnstyledButton } from '@mantine/core'
import { useWindowScroll } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import { IconChevronDown, IconHelpCircle, IconUser } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import type { Locale } from '../../contract/route-paths'
import { Logo } from './Logo'
import { LanguageSwitch } from './LanguageSwitch'
import { HELP_CENTER, MAIN_NAV, type NavAccount } from './nav-items'
import { lazyPart, PartBoundary } from './lazy-part'
import { ifShown, intentTo, whenIdle } from '../lib/prefetch'
import { useKeptTap } from '../lib/kept-tap'
import classes from './Navbar.module.css'

const MobileMenu = lazyPart(() => import('./MobileMenu'))
const AccountMenu = lazyPart(() => import('./AccountMenu'))
/** The avatar menu's code: boot asks for it beside the page when a login is stored. */
export const preloadAccountMenu = AccountMenu.preload
const MENU_INTENT = intentTo(MobileMenu.preload)

export interface NavbarProps {
  locale: Locale
  account: NavAccount | null
  /** A stored login is being read: the account's place stays empty rather than offering Login. */
  restoring?: boolean
  /**
   * Storage is not read yet (as prerendered): Login, or the avatar's place instead where the
   * page's first script (public/taps.js) marked a stored login on <html>.
   */
  undecided?: boolean
  onLogin: () => void
  /** Handlers that start loading the login's code when a tap on Login is on its way. */
  loginIntent?: Record<string, () => void>
  onLogout: () => void
  /** The solid style without a scroll (SPEC §3 layout topbarActive). */
  active?: boolean
}

export function Navbar({
  locale,
  account,
  restoring = false,
  undecided = false,
  onLogin,
  loginIntent,
  onLogout,
  active = false,
}: NavbarProps) {
  const { t, i18n } = useLingui()
  const [scroll] = useWindowScroll()
  const [location] = useLocation()
  const [mobileOpen, setMobileOpen] = useState(false)
  // a tap on Login or the menu made before the app was ready
  useKeptTap('login', onLogin)
  useKeptTap('menu', () => setMobileOpen(true))
  // a tap on the avatar's place before the app was ready, or before the menu's code was: the menu
  // opens once it is here (and the wish is dropped if the stored login turns out to name no one)
  const [accountMenuWanted, setAccountMenuWanted] = useState(false)
  useKeptTap('account', () => setAccountMenuWanted(true))
  if (accountMenuWanted && !account && !restoring && !undecided) setAccountMenuWanted(false)
  const previous = useRef(location)

  // the menus' code once the page is idle: the first tap on them answers at once. The mobile
  // menu's only where its button shows: from 80em the bar holds the links, and its 17 files
  // downloaded beside the login's code held that back (a phone's 150 ms RTT, six connections)
  const customer = account !== null || restoring
  const burger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const mobileMenu = ifShown(() => burger.current, MobileMenu.preload)
    return whenIdle(customer ? [AccountMenu.preload, mobileMenu] : [mobileMenu])
  }, [customer])

  // Navigating closes the menu (which also resets it to its root panel), except when
  // leaving the set-top-box profile, whose login hand-off navigates on its own.
  useEffect(() => {
    if (previous.current !== location && !previous.current.includes('stb-profile')) setMobileOpen(false)
    previous.current = location
  }, [location])

  return (
    <header className={classes.header} data-scrolled={scroll.y > 0 || active || undefined}>
      <div className={`vp-container ${classes.inner}`}>
        <Link href="/" className={classes.logo}>
          <Logo />
          <span className="vp-sr-only">{t`Vision+ TV home`}</span>
        </Link>

        <nav aria-label={t`Main`} className={classes.menu}>
          {MAIN_NAV.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              className={classes.menuLink}
              aria-current={location === item.href ? 'page' : undefined}
            >
              {i18n._(item.label)}
            </Link>
          ))}
        </nav>

        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <Link href={HELP_CENTER.href} className={classes.help} aria-label={i18n._(HELP_CENTER.label)}>
            <IconHelpCircle size={18} aria-hidden />
            <span className={classes.helpLabel}>{i18n._(HELP_CENTER.label)}</span>
          </Link>
          <LanguageSwitch locale={locale} />
          <Button component={Link} href="/package" className={classes.cta}>
            <Trans>Buy</Trans>
          </Button>
          {account ? (
            <PartBoundary
              fallback={<AccountPlaceholder name={account.name} onTap={() => setAccountMenuWanted(true)} />}
            >
              <AccountMenu
                account={account}
                onLogout={onLogout}
                openAtOnce={accountMenuWanted}
                onOpenedAtOnce={() => setAccountMenuWanted(false)}
              />
            </PartBoundary>
          ) : restoring ? (
            <span className={`${classes.avatarPlaceholder} ${classes.cta}`} data-testid="account-pending" />
          ) : (
            <>
              <Button
                variant="default"
                onClick={onLogin}
                {...loginIntent}
                className={`${classes.cta} ${classes.login}`}
                data-tap="login"
                data-undecided={undecided || undefined}
              >
                <Trans>Login</Trans>
              </Button>
              {undecided && <AccountPlaceholder undecided onTap={() => setAccountMenuWanted(true)} />}
            </>
          )}
          {/* Mantine's Burger draws its lines with a div, which a button may not hold */}
          <UnstyledButton
            ref={burger}
            onClick={() => setMobileOpen((open) => !open)}
            {...MENU_INTENT}
            data-tap="menu"
            className={classes.burger}
            aria-label={mobileOpen ? t`Close menu` : t`Open menu`}
            aria-expanded={mobileOpen}
          >
            <span className={classes.burgerLines} data-opened={mobileOpen || undefined} />
          </UnstyledButton>
        </Group>
      </div>
      {mobileOpen && (
        <PartBoundary onClose={() => setMobileOpen(false)}>
          <MobileMenu
            opened={mobileOpen}
            onClose={() => setMobileOpen(false)}
            locale={locale}
            account={account}
            onLogin={onLogin}
            onLogout={onLogout}
          />
        </PartBoundary>
      )}
    </header>
  )
}

/**
 * The avatar menu's trigger before the menu's code is here: the same place and size, and a tap on
 * it opens the menu once it is. Before the app has read storage (`undecided`, in the prerendered
 * page), it shows only where public/taps.js saw a stored login, with the name it read.
 */
function AccountPlaceholder({
  name,
  undecided = false,
  onTap,
}: {
  name?: string
  undecided?: boolean
  onTap: () => void
}) {
  const { t } = useLingui()
  return (
    <UnstyledButton
      className={`${classes.avatarButton} ${classes.cta} ${classes.earlyAccount}`}
      aria-label={t`Account menu`}
      data-tap="account"
      data-undecided={undecided || undefined}
      onClick={onTap}
    >
      <span className={classes.earlyAvatar}>
        <IconUser size={20} aria-hidden />
      </span>
      {undecided ? (
        <span className={`${classes.userName} ${classes.storedName}`} />
      ) : (
        <span className={classes.userName}>{name}</span>
      )}
      <IconChevronDown size={16} aria-hidden />
    </UnstyledButton>
  )
}

import { NavLink } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import { ACCOUNT_NAV } from './nav-items'

/** The account pages, the current one highlighted. Hidden on narrow screens (the menu has them). */
export function AccountSidebar() {
  const { i18n, t } = useLingui()
  const [location] = useLocation()
  return (
    <nav aria-label={t`Account`} className="vp-account-sidebar vp-card">
      {ACCOUNT_NAV.map((item) => (
        <NavLink
          key={item.href}
          component={Link}
          href={item.href}
          label={i18n._(item.label)}
          active={location === item.href}
          aria-current={location === item.href ? 'page' : undefined}
          variant="light"
        />
      ))}
    </nav>
  )
}

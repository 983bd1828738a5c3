import '../styles/mantine-extra.css'
import { Avatar, Menu, UnstyledButton } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { IconChevronDown } from '@tabler/icons-react'
import { useEffect } from 'react'
import { ACCOUNT_NAV } from './nav-items'
import type { NavAccount } from './nav-items'
import classes from './Navbar.module.css'

/** The account page is Detail above; Change password is the account page's button. */
const MENU_LEAVES_OUT = new Set(['/account', '/account/change-password'])

/**
 * The logged-in avatar dropdown; its own chunk, as visitors never need it. `openAtOnce`: its place
 * was tapped before the code was here (Navbar), so it opens as it mounts.
 */
export default function AccountMenu({
  account,
  onLogout,
  openAtOnce = false,
  onOpenedAtOnce,
}: {
  account: NavAccount
  onLogout: () => void
  openAtOnce?: boolean
  onOpenedAtOnce?: () => void
}) {
  const { t, i18n } = useLingui()
  // the wish is carried out (the menu reads `defaultOpened` as it mounts): the Navbar drops it
  useEffect(() => {
    if (openAtOnce) onOpenedAtOnce?.()
  }, [openAtOnce, onOpenedAtOnce])
  return (
    <Menu position="bottom-end" width={240} withinPortal defaultOpened={openAtOnce}>
      <Menu.Target>
        <UnstyledButton className={`${classes.avatarButton} ${classes.cta}`} aria-label={t`Account menu`}>
          <Avatar src={account.avatarUrl ?? null} alt="" name={account.name} color="accent" size={36} />
          <span className={classes.userName} title={account.name}>
            {account.name}
          </span>
          <IconChevronDown size={16} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{account.name}</Menu.Label>
        <Menu.Item component={Link} href="/account">
          <Trans>Detail</Trans>
        </Menu.Item>
        {ACCOUNT_NAV.filter((item) => !MENU_LEAVES_OUT.has(item.href)).map((item) => (
          <Menu.Item key={item.href} component={Link} href={item.href}>
            {i18n._(item.label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="accent.4" onClick={onLogout}>
          <Trans>Log Out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

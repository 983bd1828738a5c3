import '../styles/mantine-extra.css'
import { Avatar, Menu, UnstyledButton } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { IconChevronDown } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { ACCOUNT_NAV } from './nav-items'
import type { NavAccount } from './nav-items'
import classes from './Navbar.module.css'

/** The account page is Detail above; Change password is the account page's button. */
const MENU_LEAVES_OUT = new Set(['/account', '/account/change-password'])

/**
 * The logged-in avatar dropdown; its own chunk, as visitors never need it. `openAtOnce`: its place
 * was tapped before the code was here (Navbar), so it opens as it mounts.
 *
 * Until the first tap it is its button alone, the same to see and to hear. The menu (a Popover)
 * is made by that tap and opens once mounted: made at load, its target's ref set floating-ui's
 * state inside the commit that mounted it, a second render of the menu in the same task, one of
 * the longest of every logged-in page's load.
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
  const label = t`Account menu`
  const [made, setMade] = useState(openAtOnce)
  if (openAtOnce && !made) setMade(true)
  const [opened, setOpened] = useState(false)
  const target = useRef<HTMLButtonElement>(null)
  // made by a tap, the menu opens once its own button is in the page and has focus, which the
  // menu gives back when it closes (the tapped button is gone by then)
  useEffect(() => {
    if (!made) return
    target.current?.focus()
    // opened after the focus moved (the page's focus is what this effect sets first): opened in the
    // render that made it, Mantine read no opener and Escape left the focus on the page's body
    // oxlint-disable-next-line react/set-state-in-effect
    setOpened(true)
  }, [made])
  // the wish is carried out (the menu opens as it is made): the Navbar drops it
  useEffect(() => {
    if (openAtOnce) onOpenedAtOnce?.()
  }, [openAtOnce, onOpenedAtOnce])
  if (!made)
    return (
      <UnstyledButton
        className={`${classes.avatarButton} ${classes.cta}`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => setMade(true)}
      >
        <Face account={account} />
      </UnstyledButton>
    )
  return (
    <Menu position="bottom-end" width={240} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UnstyledButton
          ref={target}
          className={`${classes.avatarButton} ${classes.cta}`}
          aria-label={label}
          // Escape while the focus is still on the button: Mantine's own Escape is the dropdown's,
          // which takes the focus a task after it opens (later still on a busy phone). That task
          // comes even when the menu closed meanwhile, and the focus would go with the menu: it is
          // given back to the button in the task after it.
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !opened) return
            setOpened(false)
            setTimeout(() => target.current?.focus())
          }}
        >
          <Face account={account} />
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

/** What the menu's button shows: the avatar, the name and the chevron. */
function Face({ account }: { account: NavAccount }) {
  return (
    <>
      <Avatar src={account.avatarUrl ?? null} alt="" name={account.name} color="accent" size={36} />
      <span className={classes.userName} title={account.name}>
        {account.name}
      </span>
      <IconChevronDown size={16} aria-hidden />
    </>
  )
}

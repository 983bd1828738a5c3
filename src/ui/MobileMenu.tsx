import '../styles/mantine-extra.css'
import { Avatar, Button, Divider, Drawer, NavLink, Stack, Text, UnstyledButton } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Link } from 'wouter'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useState } from 'react'
import type { Locale } from '../../contract/route-paths'
import { LanguageSwitch } from './LanguageSwitch'
import { ACCOUNT_NAV, ADD_ON, HELP_CENTER, MAIN_NAV, type NavItem } from './nav-items'
import type { NavAccount } from './nav-items'

export type MobilePanel = 'root' | 'account' | 'package' | 'device' | 'transaction' | 'password'

interface Props {
  opened: boolean
  onClose: () => void
  locale: Locale
  account: NavAccount | null
  onLogin: () => void
  onLogout: () => void
}

const PANEL_TITLES: Record<Exclude<MobilePanel, 'root'>, MessageDescriptor> = {
  account: msg`My account`,
  package: msg`Package`,
  device: msg`Device Management`,
  transaction: msg`Transaction History`,
  password: msg`Change Password`,
}

const PANEL_LINKS: Record<Exclude<MobilePanel, 'root' | 'account'>, NavItem[]> = {
  package: [
    { href: '/package', label: msg`Starter packs` },
    { href: '/addon', label: msg`Add-on` },
    { href: '/purchase', label: msg`Buy an add-on for your box` },
    { href: '/channels', label: msg`Channels` },
  ],
  device: [
    { href: '/account/device-management', label: msg`My devices` },
    { href: '/purchase', label: msg`Add a pack to a device` },
  ],
  transaction: [
    { href: '/account/transaction', label: msg`All transactions` },
    { href: '/account/my-package', label: msg`My Package` },
  ],
  password: [{ href: '/account/change-password', label: msg`Change Password` }],
}

/** The slide-over menu for narrow screens; sub-panels slide in from the root list. */
export default function MobileMenu({ opened, onClose, locale, account, onLogin, onLogout }: Props) {
  const { i18n, t } = useLingui()
  const [panel, setPanel] = useState<MobilePanel>('root')

  const link = (item: NavItem) => (
    <NavLink
      key={item.href + item.label.id}
      component={Link}
      href={item.href}
      label={i18n._(item.label)}
      onClick={onClose}
    />
  )
  const openPanel = (target: MobilePanel, label: string) => (
    <NavLink
      key={target}
      label={label}
      rightSection={<IconChevronRight size={16} aria-hidden />}
      onClick={() => setPanel(target)}
      aria-haspopup="true"
    />
  )

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 380px)"
      title={panel === 'root' ? t`Menu` : i18n._(PANEL_TITLES[panel])}
      closeButtonProps={{ 'aria-label': t`Close menu` }}
      lockScroll
    >
      {panel !== 'root' && (
        <UnstyledButton
          onClick={() => setPanel(panel === 'account' ? 'root' : account ? 'account' : 'root')}
          mih={44}
          mb="sm"
        >
          <IconChevronLeft size={16} aria-hidden /> <Trans>Back</Trans>
        </UnstyledButton>
      )}
      {panel === 'root' && (
        <Stack gap={4}>
          {account ? (
            <NavLink
              label={account.name}
              description={t`My account`}
              leftSection={
                <Avatar src={account.avatarUrl ?? null} alt="" name={account.name} color="accent" size={32} />
              }
              rightSection={<IconChevronRight size={16} aria-hidden />}
              onClick={() => setPanel('account')}
            />
          ) : (
            <Button
              onClick={() => {
                onClose()
                onLogin()
              }}
              fullWidth
              mb="xs"
            >
              <Trans>Login</Trans>
            </Button>
          )}
          {MAIN_NAV.map((item) =>
            item.href === '/package' ? openPanel('package', i18n._(item.label)) : link(item),
          )}
          {link(ADD_ON)}
          {link(HELP_CENTER)}
          <Divider my="sm" />
          <Text size="sm" c="dimmed">
            <Trans>Language</Trans>
          </Text>
          <LanguageSwitch locale={locale} />
          <Button component={Link} href="/package" onClick={onClose} mt="md" fullWidth>
            <Trans>Buy</Trans>
          </Button>
        </Stack>
      )}
      {panel === 'account' && account && (
        <Stack gap={4}>
          {link(ACCOUNT_NAV[0]!)}
          {link(ACCOUNT_NAV[1]!)}
          {link(ACCOUNT_NAV[2]!)}
          {openPanel('device', i18n._(PANEL_TITLES.device))}
          {openPanel('transaction', i18n._(PANEL_TITLES.transaction))}
          {openPanel('password', i18n._(PANEL_TITLES.password))}
          {link(ACCOUNT_NAV[6]!)}
          <Divider my="sm" />
          <NavLink
            label={t`Log Out`}
            onClick={() => {
              onClose()
              onLogout()
            }}
            c="accent.4"
          />
        </Stack>
      )}
      {panel !== 'root' && panel !== 'account' && <Stack gap={4}>{PANEL_LINKS[panel].map(link)}</Stack>}
    </Drawer>
  )
}

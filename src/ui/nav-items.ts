import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface NavItem {
  href: string
  label: MessageDescriptor
}

/** What the header shows of a logged-in customer. */
export interface NavAccount {
  name: string
  avatarUrl?: string | null
}

export const MAIN_NAV: NavItem[] = [
  { href: '/', label: msg`What is Vision+ TV` },
  { href: '/package', label: msg`Package` },
  { href: '/promo', label: msg`Promo` },
  { href: '/marketplace', label: msg`Shop at Marketplace` },
  { href: '/explore', label: msg`Explore Vision+` },
]

export const ACCOUNT_NAV: NavItem[] = [
  { href: '/account', label: msg`Account` },
  { href: '/account/my-package', label: msg`My Package` },
  { href: '/account/payment-methods', label: msg`Payment methods` },
  { href: '/account/device-management', label: msg`Device Management` },
  { href: '/account/transaction', label: msg`Transaction History` },
  { href: '/account/change-password', label: msg`Change Password` },
  { href: '/account/security', label: msg`Logged-in devices` },
]

export const HELP_CENTER: NavItem = { href: '/help-center', label: msg`Help Center` }
export const ADD_ON: NavItem = { href: '/addon', label: msg`Add-on` }

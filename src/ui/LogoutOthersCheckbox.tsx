import { Checkbox } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * "Also log out of all other devices" beside a new password (OWASP ASVS 7.4.3), checked by
 * default: a changed or reset password then ends every other sign-in of the account.
 */
export function LogoutOthersCheckbox({
  checked,
  onChange,
  description,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  /** what logging out elsewhere leaves as it is (the passkeys) */
  description?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <Checkbox
      label={t`Also log out of all other devices`}
      description={description}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  )
}

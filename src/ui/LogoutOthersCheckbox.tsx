import { Checkbox } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/**
 * "Also log out of all other devices" beside a new password (OWASP ASVS 7.4.3), checked by
 * default: a changed or reset password then ends every other sign-in of the account.
 */
export function LogoutOthersCheckbox({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const { t } = useLingui()
  return (
    <Checkbox
      label={t`Also log out of all other devices`}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  )
}

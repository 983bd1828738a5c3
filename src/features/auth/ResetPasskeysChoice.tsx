import { Checkbox, List, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ResetPasskey } from '../../../contract/user'
import type { Locale } from '../../../contract/route-paths'
import { formatDayMonth } from '../../lib/format'

/**
 * What a reset by code does to the account's passkeys (issue #48 item 4): with passkeys, a box to
 * remove them too (checked by default: a passkey an intruder added must not outlive the reset) and
 * their names under it; without, nothing. When they could not be had, the service's default
 * (every passkey removed) is said without names.
 */
export function ResetPasskeysChoice({
  passkeys,
  unknown,
  remove,
  onRemoveChange,
}: {
  passkeys: ResetPasskey[]
  /** the list could not be had */
  unknown: boolean
  remove: boolean
  onRemoveChange: (remove: boolean) => void
}) {
  const { t, i18n } = useLingui()
  if (unknown)
    return (
      <Text size="sm" c="dimmed">
        <Trans>
          If your account has passkeys, they are removed too, so nobody else's passkey can log in. Add yours
          again once you are logged in.
        </Trans>
      </Text>
    )
  if (passkeys.length === 0) return null
  const day = (iso: string) => formatDayMonth(iso, i18n.locale as Locale, true)
  return (
    <Stack gap="xs">
      <Checkbox
        label={t`Also remove my passkeys`}
        checked={remove}
        onChange={(event) => onRemoveChange(event.currentTarget.checked)}
        description={
          remove ? (
            <Trans>Then nobody else's passkey can log in. Add yours again once you are logged in.</Trans>
          ) : (
            <Text span size="xs" c="orange.4">
              <Trans>Your passkeys stay. If someone else added one, they can still log in with it.</Trans>
            </Text>
          )
        }
      />
      {/* indented under the box's label: the passkeys it speaks of */}
      <List aria-label={t`Your passkeys`} size="sm" pl={32} spacing={2}>
        {passkeys.map((passkey, index) => (
          <List.Item key={`${index}-${passkey.createdAt}`}>
            <Text span size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {passkey.name}
            </Text>{' '}
            <Text span size="sm" c="dimmed">
              <Trans>Added {day(passkey.createdAt)}</Trans>
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}

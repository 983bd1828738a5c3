/**
 * The parts the security page's two lists (signed-in devices, passkeys) share: a list that could
 * not be loaded, a dialog's Cancel and its action, and the password asked again before a change.
 */
import { Alert, Button, Group, Stack } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import { PasswordField } from '../../ui/PasswordField'

/** What could not be loaded, and Try again. */
export function LoadFailed({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" role="alert" w="100%">
        {children}
      </Alert>
      <Button variant="default" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  )
}

/**
 * Cancel (off while the action runs) and the action: the form's submit, or with `onConfirm` a
 * red button that takes the focus when the dialog opens (a confirmation without a field).
 */
export function DialogActions({
  loading,
  onCancel,
  onConfirm,
  children,
}: {
  loading: boolean
  onCancel: () => void
  onConfirm?: () => void
  children: ReactNode
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" disabled={loading} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      {onConfirm ? (
        <Button data-autofocus loading={loading} onClick={onConfirm}>
          {children}
        </Button>
      ) : (
        <Button type="submit" loading={loading}>
          {children}
        </Button>
      )}
    </Group>
  )
}

/**
 * The account's password asked again (OWASP ASVS 7.5.2). The field takes the focus when the dialog
 * opens, and again once the service has refused the password (a wrong one, or too many tries), so
 * the customer types straight on: the refusal left the focus on the busy action, or nowhere.
 */
export function PasswordAgainField({
  inputProps,
  wrongPassword,
  refused,
  loading,
}: {
  inputProps: GetInputPropsReturnType
  wrongPassword: boolean
  refused: boolean
  loading: boolean
}) {
  const { t } = useLingui()
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!refused || loading) return
    field.current?.focus()
    field.current?.select()
  }, [refused, loading])
  return (
    <PasswordField
      ref={field}
      data-autofocus
      label={t`Your password`}
      description={t`To keep your account safe, enter your password again.`}
      autoComplete="current-password"
      required
      visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password` }}
      {...inputProps}
      error={inputProps.error ?? (wrongPassword ? t`Wrong password. Please try again.` : undefined)}
    />
  )
}

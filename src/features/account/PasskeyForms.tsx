import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { PasskeysActorRef } from '../../../machines/passkeys/passkeys.machine'
import { LoginLockedText } from '../../ui/LoginLockedText'
import { PasswordField } from '../../ui/PasswordField'
import { useSchemaForm } from '../../ui/use-schema-form'
import { ACCOUNT_ERROR_TEXT } from './messages'
import { browserAndSystem } from './passkey-name'
import { addPasskeySchema, renamePasskeySchema } from './schemas'

/** "Chrome on Android" for this browser, in the page's language; "Passkey" when it names itself oddly. */
function useSuggestedName() {
  const { t } = useLingui()
  const { browser, os } = browserAndSystem(typeof navigator === 'undefined' ? '' : navigator.userAgent)
  if (browser && os) return t`${browser} on ${os}`
  return browser || os || t`Passkey`
}

/**
 * The add dialog: the account's password asked again (OWASP ASVS 7.5.2, as ending a sign-in) and
 * the passkey's name, suggested from this browser; then the browser's own prompt, which the
 * dialog says to follow. A refused password takes the focus back to its field.
 */
export function AddPasskeyForm({ actor }: { actor: PasskeysActorRef }) {
  const { t } = useLingui()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const prompting = useSelector(actor, (s) => s.hasTag('step:prompt'))
  const error = useSelector(actor, (s) => s.context.error)
  const retryAfterSeconds = useSelector(actor, (s) => s.context.retryAfterSeconds ?? 0)
  const field = useRef<HTMLInputElement>(null)
  const form = useSchemaForm({
    schema: addPasskeySchema,
    initialValues: { password: '', name: useSuggestedName() },
    messages: ACCOUNT_ERROR_TEXT,
    onValuesChange: () => actor.send({ type: 'edit' }),
  })
  const passwordProps = form.getInputProps('password')
  const refused = error === 'wrongPassword' || error === 'tooManyAttempts'
  useEffect(() => {
    if (!refused || loading) return
    field.current?.focus()
    field.current?.select()
  }, [refused, loading])

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ password, name }) => actor.send({ type: 'add.submit', password, name }))}
    >
      <Stack gap="md">
        <PasswordField
          ref={field}
          data-autofocus
          label={t`Your password`}
          description={t`To keep your account safe, enter your password again.`}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password` }}
          {...passwordProps}
          error={
            passwordProps.error ??
            (error === 'wrongPassword' ? t`Wrong password. Please try again.` : undefined)
          }
        />
        <TextInput
          label={t`Passkey name`}
          description={t`To tell your passkeys apart, e.g. the device it is on.`}
          required
          maxLength={60}
          {...form.getInputProps('name')}
        />
        {error === 'tooManyAttempts' && (
          <Text c="red.4" size="sm" role="alert">
            <LoginLockedText retryAfterSeconds={retryAfterSeconds} />
          </Text>
        )}
        {error === 'addFailed' && (
          <Text c="red.4" size="sm" role="alert">
            <Trans>The passkey could not be added. Please try again.</Trans>
          </Text>
        )}
        {prompting && (
          <Text size="sm" component="output" display="block">
            <Trans>Follow your browser’s prompt to create the passkey.</Trans>
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={loading} onClick={() => actor.send({ type: 'cancel' })}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={loading}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** The rename dialog: the name, filled with the current one; a failed save keeps it and says so. */
export function RenamePasskeyForm({ actor, name }: { actor: PasskeysActorRef; name: string }) {
  const { t } = useLingui()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.context.error === 'renameFailed')
  const form = useSchemaForm({
    schema: renamePasskeySchema,
    initialValues: { name },
    messages: ACCOUNT_ERROR_TEXT,
    onValuesChange: () => actor.send({ type: 'edit' }),
  })
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => actor.send({ type: 'rename.submit', name: values.name }))}
    >
      <Stack gap="md">
        <TextInput
          label={t`Passkey name`}
          data-autofocus
          required
          maxLength={60}
          {...form.getInputProps('name')}
        />
        {failed && (
          <Text c="red.4" size="sm" role="alert">
            <Trans>The name could not be saved. Check your connection and try again.</Trans>
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={loading} onClick={() => actor.send({ type: 'cancel' })}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={loading}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

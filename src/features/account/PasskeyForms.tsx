import { Stack, Text, TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { FormEvent, ReactNode } from 'react'
import type { PasskeysActorRef } from '../../../machines/passkeys/passkeys.machine'
import { LoginLockedText } from '../../ui/LoginLockedText'
import { useSchemaForm } from '../../ui/use-schema-form'
import { DialogActions, PasswordAgainField } from './ConfirmParts'
import { ACCOUNT_ERROR_TEXT } from './messages'
import { browserAndSystem } from './passkey-name'
import { addPasskeySchema, removePasskeySchema, renamePasskeySchema } from './schemas'

/** "Chrome on Android" for this browser, in the page's language; "Passkey" when it names itself oddly. */
function useSuggestedName() {
  const { t } = useLingui()
  const { browser, os } = browserAndSystem(typeof navigator === 'undefined' ? '' : navigator.userAgent)
  if (browser && os) return t`${browser} on ${os}`
  return browser || os || t`Passkey`
}

/**
 * The one form of both passkey dialogs: the fields given, the passkey's name, what is said under
 * them (an error, a prompt to follow), then Cancel and the dialog's action.
 */
function PasskeyForm({
  actor,
  onSubmit,
  nameProps,
  nameHint,
  autofocusName = false,
  notes,
  action,
  children,
}: {
  actor: PasskeysActorRef
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void
  nameProps: GetInputPropsReturnType
  nameHint?: string
  autofocusName?: boolean
  notes: ReactNode
  action: ReactNode
  children?: ReactNode
}) {
  const { t } = useLingui()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {children}
        <TextInput
          label={t`Passkey name`}
          description={nameHint}
          data-autofocus={autofocusName || undefined}
          required
          maxLength={60}
          {...nameProps}
        />
        {notes}
        <DialogActions loading={loading} onCancel={() => actor.send({ type: 'cancel' })}>
          {action}
        </DialogActions>
      </Stack>
    </form>
  )
}

/**
 * The add dialog: the account's password asked again (as ending a sign-in) and the passkey's name,
 * suggested from this browser; then the browser's own prompt, which the dialog says to follow.
 */
export function AddPasskeyForm({ actor }: { actor: PasskeysActorRef }) {
  const { t } = useLingui()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const prompting = useSelector(actor, (s) => s.hasTag('step:prompt'))
  const error = useSelector(actor, (s) => s.context.error)
  const retryAfterSeconds = useSelector(actor, (s) => s.context.retryAfterSeconds ?? 0)
  const form = useSchemaForm({
    schema: addPasskeySchema,
    initialValues: { password: '', name: useSuggestedName() },
    messages: ACCOUNT_ERROR_TEXT,
    onValuesChange: () => actor.send({ type: 'edit' }),
  })

  return (
    <PasskeyForm
      actor={actor}
      onSubmit={form.onSubmit(({ password, name }) => actor.send({ type: 'add.submit', password, name }))}
      nameProps={form.getInputProps('name')}
      nameHint={t`To tell your passkeys apart, e.g. the device it is on.`}
      action={<Trans>Continue</Trans>}
      notes={
        <>
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
        </>
      }
    >
      <PasswordAgainField
        inputProps={form.getInputProps('password')}
        wrongPassword={error === 'wrongPassword'}
        refused={error === 'wrongPassword' || error === 'tooManyAttempts'}
        loading={loading}
      />
    </PasskeyForm>
  )
}

/** A refused password's wait, said under the dialog's fields. */
function TooManyAttemptsNote({ actor }: { actor: PasskeysActorRef }) {
  const retryAfterSeconds = useSelector(actor, (s) =>
    s.context.error === 'tooManyAttempts' ? (s.context.retryAfterSeconds ?? 0) : null,
  )
  if (retryAfterSeconds === null) return null
  return (
    <Text c="red.4" size="sm" role="alert">
      <LoginLockedText retryAfterSeconds={retryAfterSeconds} />
    </Text>
  )
}

/**
 * The rename dialog: the account's password asked again (a token alone renames nothing) and the
 * name, filled with the current one; a refused password or a failed save keeps both and says so.
 */
export function RenamePasskeyForm({ actor, name }: { actor: PasskeysActorRef; name: string }) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const error = useSelector(actor, (s) => s.context.error)
  const form = useSchemaForm({
    schema: renamePasskeySchema,
    initialValues: { password: '', name },
    messages: ACCOUNT_ERROR_TEXT,
    onValuesChange: () => actor.send({ type: 'edit' }),
  })
  return (
    <PasskeyForm
      actor={actor}
      onSubmit={form.onSubmit((values) =>
        actor.send({ type: 'rename.submit', name: values.name, password: values.password }),
      )}
      nameProps={form.getInputProps('name')}
      action={<Trans>Save</Trans>}
      notes={
        <>
          <TooManyAttemptsNote actor={actor} />
          {error === 'renameFailed' && (
            <Text c="red.4" size="sm" role="alert">
              <Trans>The name could not be saved. Check your connection and try again.</Trans>
            </Text>
          )}
        </>
      }
    >
      <PasswordAgainField
        inputProps={form.getInputProps('password')}
        wrongPassword={error === 'wrongPassword'}
        refused={error === 'wrongPassword' || error === 'tooManyAttempts'}
        loading={loading}
      />
    </PasskeyForm>
  )
}

/**
 * The remove dialog's form: what removing does, the account's password asked again (a token alone
 * removes nothing), Cancel and Remove.
 */
export function RemovePasskeyForm({ actor, children }: { actor: PasskeysActorRef; children: ReactNode }) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const error = useSelector(actor, (s) => s.context.error)
  const form = useSchemaForm({
    schema: removePasskeySchema,
    initialValues: { password: '' },
    messages: ACCOUNT_ERROR_TEXT,
    onValuesChange: () => actor.send({ type: 'edit' }),
  })
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ password }) => actor.send({ type: 'remove.confirm', password }))}
    >
      <Stack gap="md">
        {children}
        <PasswordAgainField
          inputProps={form.getInputProps('password')}
          wrongPassword={error === 'wrongPassword'}
          refused={error === 'wrongPassword' || error === 'tooManyAttempts'}
          loading={loading}
        />
        <TooManyAttemptsNote actor={actor} />
        <DialogActions loading={loading} onCancel={() => actor.send({ type: 'cancel' })}>
          <Trans>Remove</Trans>
        </DialogActions>
      </Stack>
    </form>
  )
}

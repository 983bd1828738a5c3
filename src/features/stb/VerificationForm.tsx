import { Alert, Button, Group, Stack, TextInput } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { serverText } from '../../ui/server-text'
import type { DeviceVerificationActorRef } from '../../../machines/device-verification/device-verification.machine'
import { useSchemaForm } from '../../ui/use-schema-form'
import { FIELD_ERROR_TEXT } from './messages'
import { verificationSchema } from './schemas'

/**
 * SPEC §3 device verification form. Account ID, serial number and email belong to the box and
 * are shown read-only; the phone number is the one to verify. It opens with the fields as last
 * sent, so a failure leaves it filled; a failure offers Try again.
 */
export function VerificationForm({ actor }: { actor: DeviceVerificationActorRef }) {
  const { t, i18n } = useLingui()
  const fields = useSelector(actor, (s) => s.context.fields)
  const error = useSelector(actor, (s) => s.context.error)
  // the service's words in the page's language; words the site does not know, not at all
  const said = serverText(useSelector(actor, (s) => s.context.serverMessage))
  const canRetry = useSelector(actor, (s) => s.can({ type: 'retry' }))
  const form = useSchemaForm({
    schema: verificationSchema,
    initialValues: fields,
    messages: FIELD_ERROR_TEXT,
    onValuesChange: () => {
      if (error) actor.send({ type: 'edit' })
    },
  })

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        actor.send({ type: 'form.submit', fields: { ...values, phoneNumber: values.phoneNumber.trim() } }),
      )}
    >
      <Stack gap="md">
        <TextInput label={t`Account ID`} readOnly variant="filled" {...form.getInputProps('accountId')} />
        <TextInput label={t`Serial number`} readOnly variant="filled" {...form.getInputProps('sn')} />
        <TextInput
          label={t`Phone number`}
          description={t`The number to receive the verification code, for example 081234567890`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
          required
          data-autofocus
          {...form.getInputProps('phoneNumber')}
        />
        <TextInput label={t`Email`} readOnly variant="filled" {...form.getInputProps('email')} />
        {error && (
          <Alert color="red" role="alert" title={t`The phone number could not be verified.`}>
            {error === 'phoneTaken' ? (
              <Trans>This number already registered in other Vision+ TV Box</Trans>
            ) : (
              said && i18n._(said)
            )}
          </Alert>
        )}
        <Group grow>
          {canRetry && (
            <Button variant="default" size="md" onClick={() => actor.send({ type: 'retry' })}>
              <Trans>Try again</Trans>
            </Button>
          )}
          <Button type="submit" size="md" disabled={!form.isValid()}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

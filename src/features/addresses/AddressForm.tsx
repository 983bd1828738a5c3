import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { serverText } from '../../ui/server-text'
import { IconArrowLeft } from '@tabler/icons-react'
import {
  isSaving,
  LEVELS,
  type AddressCascadeActorRef,
} from '../../../machines/address-cascade/address-cascade.machine'
import { useSchemaForm } from '../../ui/use-schema-form'
import { addressFormSchema } from './schemas'
import { ADDRESS_ERROR_TEXT } from './messages'
import { CascadeSelect, LoadFailed, POSTAL_CODE_FAILED } from './CascadeSelect'
import classes from './Addresses.module.css'

const numeric = { inputMode: 'numeric', maxLength: 3 } as const

/** The add-address form inside the list modal: a 70vh scroll area with a sticky Save. */
export function AddressForm({ actor }: { actor: AddressCascadeActorRef }) {
  const { t, i18n } = useLingui()
  const form = useSchemaForm({
    schema: addressFormSchema,
    initialValues: { recipient_name: '', phone_number: '', address_details: '', rt: '', rw: '' },
    messages: ADDRESS_ERROR_TEXT,
  })
  const fields = {
    ...form.values,
    recipient_name: form.values.recipient_name.trim(),
    address_details: form.values.address_details.trim(),
  }
  const canSave = useSelector(actor, (s) => s.can({ type: 'save', fields }))
  const saving = useSelector(actor, isSaving)
  const postalCode = useSelector(actor, (s) => s.context.postalCode)
  const postalLoading = useSelector(actor, (s) => s.context.pending === 'postalCode' && s.hasTag('loading'))
  const postalFailed = useSelector(actor, (s) => s.context.pending === 'postalCode' && s.hasTag('error'))
  const saveFailed = useSelector(actor, (s) =>
    s.context.error === 'saveFailed' ? (s.context.serverMessage ?? '') : null,
  )

  const saved = (words: string) => {
    const said = serverText(words)
    return said && i18n._(said)
  }

  return (
    <form noValidate onSubmit={form.onSubmit(() => actor.send({ type: 'save', fields }))}>
      <div className={classes.scroll}>
        <Stack gap="sm">
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={() => actor.send({ type: 'form.cancel' })}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Back to addresses</Trans>
          </Button>
          <TextInput
            label={t`Recipient name`}
            autoComplete="name"
            required
            data-autofocus
            {...form.getInputProps('recipient_name')}
          />
          <TextInput
            label={t`Phone number`}
            autoComplete="tel"
            inputMode="tel"
            required
            {...form.getInputProps('phone_number')}
          />
          {LEVELS.map((level) => (
            <CascadeSelect key={level} actor={actor} level={level} />
          ))}
          <div>
            <TextInput
              label={t`Postal code`}
              description={t`Filled in from the subdistrict`}
              value={postalLoading ? t`Loading…` : postalCode}
              readOnly
              required
            />
            {postalFailed && <LoadFailed actor={actor} what={POSTAL_CODE_FAILED} />}
          </div>
          <div className={classes.pair}>
            <TextInput label={t`RT (optional)`} {...numeric} {...form.getInputProps('rt')} />
            <TextInput label={t`RW (optional)`} {...numeric} {...form.getInputProps('rw')} />
          </div>
          <Textarea
            label={t`Address detail`}
            description={t`Street, number, building`}
            rows={3}
            maxLength={300}
            required
            {...form.getInputProps('address_details')}
          />
          {saveFailed !== null && (
            <Alert color="red" role="alert" title={t`The address could not be saved.`}>
              {/* the service's words in the page's language; words the site does not know, not at all */}
              {saved(saveFailed)}
            </Alert>
          )}
        </Stack>
        <div className={classes.sticky}>
          <Button type="submit" fullWidth size="md" disabled={!form.isValid() || !canSave} loading={saving}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </div>
    </form>
  )
}

import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import {
  moveTargets,
  type PaymentMethodsActorRef,
} from '../../../machines/payment-methods/payment-methods.machine'
import { SHARED_FIELD_ERRORS } from '../../ui/field-rules'
import { SiteDialog } from '../../ui/steps'
import { useSchemaForm } from '../../ui/use-schema-form'
import { methodLabel } from './method-label'
import { gopaySchema } from './schemas'

/**
 * Link GoPay: the account's phone number; Continue opens GoPay's activation page. The field has the
 * focus as the dialog opens; Escape, the close button and Cancel close it (not while it starts).
 */
export function GopayDialog({ actor }: { actor: PaymentMethodsActorRef }) {
  const { t } = useLingui()
  const opened = useSelector(actor, (s) => s.hasTag('step:gopayForm'))
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.context.error === 'linkFailed')
  const form = useSchemaForm({
    schema: gopaySchema,
    initialValues: { phone: '' },
    messages: SHARED_FIELD_ERRORS,
  })
  // a new linking starts from an empty field
  const { reset } = form
  useEffect(() => {
    if (opened) reset()
  }, [opened, reset])
  const close = () => {
    if (!loading) actor.send({ type: 'cancel' })
  }
  return (
    <SiteDialog opened={opened} onClose={close} title={t`Link GoPay`}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ phone }) => actor.send({ type: 'gopay.submit', phone: phone.trim() }))}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Enter the phone number of your GoPay account. GoPay’s page opens, where you allow the link.
            </Trans>
          </Text>
          <TextInput
            data-autofocus
            label={t`GoPay phone number`}
            placeholder="08xxxxxxxxxx"
            inputMode="tel"
            autoComplete="tel"
            required
            {...form.getInputProps('phone')}
          />
          {failed && (
            <Alert color="red" role="alert">
              <Trans>GoPay could not be linked. Check your connection and try again.</Trans>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={loading} onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={loading}>
              <Trans>Continue</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </SiteDialog>
  )
}

/**
 * Unlink a method, confirmed. Renewals charged to it move to another active method, or their
 * auto-renew turns off: the customer picks one before Unlink is offered.
 */
export function UnlinkDialog({ actor }: { actor: PaymentMethodsActorRef }) {
  const { t, i18n } = useLingui()
  const opened = useSelector(actor, (s) => s.hasTag('step:confirmUnlink'))
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.context.error === 'unlinkFailed')
  const target = useSelector(actor, (s) => s.context.methods.find((m) => m.id === s.context.target) ?? null)
  const methods = useSelector(actor, (s) => s.context.methods)
  const moveTo = useSelector(actor, (s) => s.context.moveTo)
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'confirm' }))
  const label = target ? methodLabel(i18n, target.method) : ''
  const close = () => {
    if (!loading) actor.send({ type: 'cancel' })
  }
  const renewals = target?.renewals ?? 0
  const places = moveTargets(methods, target?.id ?? null)
  return (
    <SiteDialog opened={opened} onClose={close} title={t`Unlink ${label}?`}>
      <Stack gap="md">
        {renewals === 0 ? (
          <Text size="sm">
            <Trans>It is removed from your account. You can link or add it again at any time.</Trans>
          </Text>
        ) : (
          <Radio.Group
            value={moveTo === null ? null : String(moveTo)}
            onChange={(value) =>
              actor.send({ type: 'unlink.choose', moveTo: value === 'off' ? 'off' : Number(value) })
            }
            label={
              <Plural
                value={renewals}
                one="# renewal is charged to it. Where should it be charged now?"
                other="# renewals are charged to it. Where should they be charged now?"
              />
            }
            required
          >
            <Stack gap="xs" mt="xs">
              {places.map((place) => {
                const placeLabel = methodLabel(i18n, place.method)
                return <Radio key={place.id} value={String(place.id)} label={t`To ${placeLabel}`} />
              })}
              <Radio
                value="off"
                label={t`Nowhere: turn auto-renew off (the packages stay active until their paid period ends)`}
              />
            </Stack>
          </Radio.Group>
        )}
        {failed && (
          <Alert color="red" role="alert">
            <Trans>The payment method could not be unlinked. Check your connection and try again.</Trans>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={loading} onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            data-autofocus={renewals === 0 ? true : undefined}
            loading={loading}
            disabled={!canConfirm && !loading}
            onClick={() => actor.send({ type: 'confirm' })}
          >
            <Trans>Unlink</Trans>
          </Button>
        </Group>
      </Stack>
    </SiteDialog>
  )
}

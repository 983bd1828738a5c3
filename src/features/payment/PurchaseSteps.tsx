import { Alert, Button, Group, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PurchaseActorRef, PurchaseErrorCode } from '../../../machines/purchase/purchase.machine'
import { formatRupiah } from '../../lib/format'
import { cleanAddonName } from '../../lib/addon-name'
import { useSchemaForm } from '../../ui/use-schema-form'
import { durationOptions, packageOptions } from './purchase-options'
import { LOOKUP_ERROR_TEXT, lookupSchema } from './schemas'
import classes from './Payment.module.css'

type StepProps = { actor: PurchaseActorRef }

function ErrorText({ code }: { code: PurchaseErrorCode | null }) {
  if (!code) return null
  const text = {
    notFound: <Trans>This Serial Number/Customer ID/Phone Number is unavailable.</Trans>,
    lookupFailed: <Trans>We could not look up your box. Please try again.</Trans>,
    packagesFailed: <Trans>We could not load the add-ons. Please try again.</Trans>,
    loginRequired: <Trans>Log in with the account this box belongs to.</Trans>,
    notYourBox: <Trans>This box is not on your account. Log in with the account it belongs to.</Trans>,
    checkoutFailed: <Trans>We could not create your order. Please try again.</Trans>,
  }[code]
  return (
    <Alert color="red" variant="light" role="alert">
      {text}
    </Alert>
  )
}

export function LookupStep({ actor }: StepProps) {
  const { t } = useLingui()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const error = useSelector(actor, (s) => s.context.error)
  const query = useSelector(actor, (s) => s.context.query)
  const form = useSchemaForm({ schema: lookupSchema, initialValues: { query }, messages: LOOKUP_ERROR_TEXT })
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ query: value }) => {
        actor.send({ type: 'query.change', query: value })
        actor.send({ type: 'lookup.submit' })
      })}
    >
      <Stack gap="md">
        <TextInput
          label={t`Serial Number / Customer ID / Phone Number`}
          autoComplete="off"
          maxLength={80}
          required
          {...form.getInputProps('query')}
        />
        <ErrorText code={error} />
        <Button type="submit" size="md" loading={loading}>
          <Trans>Find my box</Trans>
        </Button>
      </Stack>
    </form>
  )
}

function DeviceLine({ actor }: StepProps) {
  const device = useSelector(actor, (s) => s.context.device)
  if (!device) return null
  return (
    <Text size="sm" data-testid="purchase-device">
      <Trans>
        Box {device.sn} · customer ID {device.customerId} · {device.name}
      </Trans>
    </Text>
  )
}

export function ChooseStep({ actor }: StepProps) {
  const { t } = useLingui()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  const packages = useSelector(actor, (s) => s.context.packages)
  const productType = useSelector(actor, (s) => s.context.productType)
  const packageName = useSelector(actor, (s) => s.context.packageName)
  const packageId = useSelector(actor, (s) => s.context.packageId)
  const canSummary = useSelector(actor, (s) => s.can({ type: 'summary.open' }))
  const names = packageOptions(packages, productType)
  const durations = durationOptions(packages, productType, packageName)

  return (
    <>
      <DeviceLine actor={actor} />
      {loading && <Skeleton height={160} aria-label={t`Loading`} />}
      {failed && (
        <>
          <ErrorText code="packagesFailed" />
          <Button variant="default" onClick={() => actor.send({ type: 'retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
      {!loading && !failed && (
        <>
          <Radio.Group
            label={t`Add-on`}
            value={productType === null ? null : String(productType)}
            onChange={(value) => actor.send({ type: 'type.select', productType: Number(value) })}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="3" label={t`Premium channels`} />
              <Radio value="8" label={t`Video streaming voucher`} />
            </Stack>
          </Radio.Group>
          {productType !== null && (
            <Radio.Group
              label={t`Package`}
              value={packageName}
              onChange={(name) => actor.send({ type: 'package.select', name })}
            >
              <Stack gap="xs" mt="xs">
                {names.map((option) => (
                  <Radio
                    key={option.name}
                    value={option.name}
                    label={t`${option.name} — from ${formatRupiah(option.fromPrice)}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {packageName !== null && (
            <Radio.Group
              label={t`Duration`}
              value={packageId === null ? null : String(packageId)}
              onChange={(id) => actor.send({ type: 'duration.select', packageId: Number(id) })}
            >
              <Stack gap="xs" mt="xs">
                {durations.map((p) => (
                  <Radio
                    key={p.id}
                    value={String(p.id)}
                    label={t`${p.durationDays} days — ${formatRupiah(p.price)}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => actor.send({ type: 'back' })}>
          <Trans>Change box</Trans>
        </Button>
        <Button disabled={!canSummary} onClick={() => actor.send({ type: 'summary.open' })}>
          <Trans>See summary</Trans>
        </Button>
      </Group>
    </>
  )
}

export function SummaryStep({ actor }: StepProps) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const error = useSelector(actor, (s) => s.context.error)
  const device = useSelector(actor, (s) => s.context.device)
  const chosen = useSelector(actor, (s) => s.context.packages.find((p) => p.id === s.context.packageId))
  if (!chosen || !device) return null
  return (
    <>
      <Title order={2} size="h3">
        <Trans>Order summary</Trans>
      </Title>
      <dl className={classes.summary} data-testid="purchase-order-summary">
        <dt>
          <Trans>Box</Trans>
        </dt>
        <dd>{device.sn}</dd>
        <dt>
          <Trans>Package</Trans>
        </dt>
        <dd>{cleanAddonName(chosen.name)}</dd>
        <dt>
          <Trans>Duration</Trans>
        </dt>
        <dd>
          <Trans>{chosen.durationDays} days</Trans>
        </dd>
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{formatRupiah(chosen.price)}</dd>
      </dl>
      <Text size="sm" c="dimmed">
        <Trans>Prices exclude VAT and admin fee.</Trans>
      </Text>
      <ErrorText code={error} />
      <Group justify="space-between">
        <Button variant="default" onClick={() => actor.send({ type: 'back' })} disabled={loading}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={() => actor.send({ type: 'pay' })} loading={loading}>
          <Trans>Pay now</Trans>
        </Button>
      </Group>
    </>
  )
}

export function OrderedStep({ actor }: StepProps) {
  const order = useSelector(actor, (s) => s.context.order)
  return (
    <>
      <Text>
        <Trans>
          Order {order?.orderId} is created. Complete the payment in the payment window; its result shows
          here.
        </Trans>
      </Text>
      <Group justify="space-between">
        <Button variant="default" onClick={() => actor.send({ type: 'restart' })}>
          <Trans>Buy another add-on</Trans>
        </Button>
        <Button onClick={() => actor.send({ type: 'pay' })}>
          <Trans>Open the payment window again</Trans>
        </Button>
      </Group>
    </>
  )
}

import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PurchaseActorRef, PurchaseDevice } from '../../../machines/purchase/purchase.machine'
import { formatRupiah } from '../../lib/format'
import { cleanAddonName } from '../../lib/addon-name'
import { durationOptions, packageOptions } from './purchase-options'
import { LoadingSkeleton } from '../../ui/LoadingSkeleton'
import { LookupForm, PurchaseErrorText as ErrorText } from './LookupForm'
import classes from './Payment.module.css'

type StepProps = { actor: PurchaseActorRef }

export function LookupStep({ actor }: StepProps) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const error = useSelector(actor, (s) => s.context.error)
  const query = useSelector(actor, (s) => s.context.query)
  return (
    <LookupForm
      initialQuery={query}
      loading={loading}
      error={error}
      onChange={(value) => actor.send({ type: 'query.change', query: value })}
      onSubmit={(value) => {
        actor.send({ type: 'query.change', query: value })
        actor.send({ type: 'lookup.submit' })
      }}
    />
  )
}

/** The box as the buyer may know it: the customer's own by its serial number, anyone else's by its owner masked. */
function BoxName({ device }: { device: PurchaseDevice }) {
  const { name, phone, ownSn } = device
  if (ownSn !== null)
    return (
      <Trans>
        Your box {ownSn} · {name}
      </Trans>
    )
  return phone ? (
    <Trans>
      The box of {name} · {phone}
    </Trans>
  ) : (
    <Trans>The box of {name}</Trans>
  )
}

function DeviceLine({ actor }: StepProps) {
  const device = useSelector(actor, (s) => s.context.device)
  if (!device) return null
  return (
    <Text size="sm" data-testid="purchase-device">
      <BoxName device={device} />
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
      {loading && <LoadingSkeleton height={160} />}
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
        <dd>
          <BoxName device={device} />
        </dd>
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

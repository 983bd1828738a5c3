/**
 * My Package's two dialogs over the renewals that choose a payment method: Change payment method
 * (what a live subscription renews with) and Update payment (a failed renewal paid now). Both read
 * the subscriptions machine; its tags choose the step, `can()` enables the actions.
 */
import { Alert, Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import type { SubscriptionsActorRef } from '../../../machines/subscriptions/subscriptions.machine'
import { formatRupiah } from '../../lib/format'
import { LoadingSkeleton } from '../../ui/LoadingSkeleton'
import { routeHref } from '../../ui/route-href'
import { SiteDialog } from '../../ui/SiteDialog'
import { LoadFailed } from './ConfirmParts'
import { useMethodText } from './method-text'

type DateText = (iso: string | null) => string

/** The dialog's own reading of the machine: its subscription, its methods, what may be done. */
function useDialogState(actor: SubscriptionsActorRef) {
  const target = useSelector(
    actor,
    (s) => s.context.subscriptions.find((row) => row.id === s.context.target) ?? null,
  )
  return {
    target,
    loading: useSelector(actor, (s) => s.hasTag('loading')),
    failed: useSelector(actor, (s) => s.hasTag('error')),
    choosing: useSelector(actor, (s) => s.hasTag('step:choose')),
    error: useSelector(actor, (s) => s.context.error),
    canCancel: useSelector(actor, (s) => s.can({ type: 'cancel' })),
    close: () => {
      if (actor.getSnapshot().can({ type: 'cancel' })) actor.send({ type: 'cancel' })
    },
  }
}

/**
 * The customer's active methods as a labelled radio group, the current one marked; a link to
 * Payment methods where there is no other to choose. The checked (or first) method takes the focus
 * once the methods are read, and again after a declined charge cleared the choice.
 */
function MethodChoice({
  actor,
  label,
  declinedCurrent,
}: {
  actor: SubscriptionsActorRef
  label: string
  declinedCurrent: boolean
}) {
  const { t } = useLingui()
  const methodText = useMethodText()
  const methods = useSelector(actor, (s) => s.context.methods)
  const picked = useSelector(actor, (s) => s.context.picked)
  const current = useSelector(
    actor,
    (s) => s.context.subscriptions.find((row) => row.id === s.context.target)?.method_id ?? null,
  )
  const busy = useSelector(actor, (s) => s.hasTag('loading'))
  const declined = useSelector(actor, (s) => s.context.error === 'declined')
  const group = useRef<HTMLDivElement>(null)
  const first = useRef(true)
  const others = methods.filter((m) => m.id !== current)

  useEffect(() => {
    if (!first.current && !declined) return
    first.current = false
    const radios = group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]')
    if (!radios?.length) return
    ;([...radios].find((radio) => radio.checked) ?? radios[0])?.focus()
  }, [declined])

  return (
    <Stack gap="sm">
      {methods.length > 0 && (
        <Radio.Group
          ref={group}
          label={label}
          value={picked === null ? null : String(picked)}
          onChange={(value) => actor.send({ type: 'method.pick', id: Number(value) })}
        >
          <Stack gap="xs" mt="xs">
            {methods.map((saved, i) => (
              <Radio
                key={saved.id}
                // the dialog's first focus, where the methods are read before it opens
                data-autofocus={(picked === null ? i === 0 : saved.id === picked) || undefined}
                value={String(saved.id)}
                disabled={busy}
                label={methodText(saved.method)}
                description={
                  saved.id !== current
                    ? undefined
                    : declinedCurrent
                      ? t`Current method, declined on the last try`
                      : t`Current method`
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {others.length === 0 && (
        <Text size="sm">
          {methods.length === 0 ? (
            <Trans>You have no payment method to choose.</Trans>
          ) : (
            <Trans>You have no other payment method.</Trans>
          )}{' '}
          <Anchor component={Link} href={routeHref('paymentMethods')}>
            <Trans>Add one in Payment methods</Trans>
          </Anchor>
        </Text>
      )}
    </Stack>
  )
}

/** The methods being read, or a read that failed with Try again. */
function MethodsPending({ actor, failed }: { actor: SubscriptionsActorRef; failed: boolean }) {
  if (failed)
    return (
      <LoadFailed onRetry={() => actor.send({ type: 'retry' })}>
        <Trans>Your payment methods could not be loaded. Check your connection and try again.</Trans>
      </LoadFailed>
    )
  return <LoadingSkeleton height={96} radius="md" />
}

/** Change payment method: what a live subscription renews with. */
export function ChangeMethodDialog({ actor }: { actor: SubscriptionsActorRef }) {
  const { t } = useLingui()
  const opened = useSelector(actor, (s) => s.hasTag('step:method'))
  const canSave = useSelector(actor, (s) => s.can({ type: 'save' }))
  const { target, loading, failed, choosing, error, canCancel, close } = useDialogState(actor)
  const name = target?.name ?? ''
  return (
    <SiteDialog opened={opened} onClose={close} withCloseButton={canCancel} title={t`Change payment method`}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'save' })
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>Choose the method {name} renews with. Nothing is charged now.</Trans>
          </Text>
          {choosing ? (
            <MethodChoice actor={actor} label={t`Payment method`} declinedCurrent={false} />
          ) : (
            <MethodsPending actor={actor} failed={failed} />
          )}
          {error === 'saveFailed' && (
            <Alert color="red" role="alert">
              <Trans>The payment method could not be changed. Check your connection and try again.</Trans>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!canCancel} onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            {choosing && (
              <Button type="submit" loading={loading} disabled={!canSave && !loading}>
                <Trans>Save</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </SiteDialog>
  )
}

/** Update payment: a failed renewal's amount charged now to the chosen method, and what came of it. */
export function UpdatePaymentDialog({ actor, date }: { actor: SubscriptionsActorRef; date: DateText }) {
  const { t } = useLingui()
  const opened = useSelector(actor, (s) => s.hasTag('step:pay'))
  const paid = useSelector(actor, (s) => s.hasTag('step:paid'))
  const canPay = useSelector(actor, (s) => s.can({ type: 'pay' }))
  const receipt = useSelector(actor, (s) => s.context.receipt)
  const { target, loading, failed, choosing, error, canCancel, close } = useDialogState(actor)
  const done = useRef<HTMLParagraphElement>(null)
  const name = target?.name ?? ''
  const amount = formatRupiah(target?.amount ?? 0)

  // the result replaces the form the focus was in: the sentence saying it takes the focus
  useEffect(() => {
    if (paid) done.current?.focus()
  }, [paid])

  if (paid && target)
    return (
      <SiteDialog opened={opened} onClose={close} withCloseButton={false} title={t`Payment made`}>
        <Stack gap="md">
          <Text size="sm" ref={done} tabIndex={-1}>
            <Trans>
              {amount} is paid. {name} is active again and renews on {date(target.next_charge_at)}.
            </Trans>
          </Text>
          <Group justify="space-between" gap="sm">
            {receipt && (
              <Anchor component={Link} href={routeHref('receipt', { id: receipt })} size="sm">
                <Trans>See the receipt</Trans>
              </Anchor>
            )}
            <Button onClick={close}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      </SiteDialog>
    )

  return (
    <SiteDialog opened={opened} onClose={close} withCloseButton={canCancel} title={t`Update payment`}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'pay' })
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Pay {amount} for {name} now to keep it active. It then renews with the method you choose.
            </Trans>
          </Text>
          {choosing ? (
            <MethodChoice
              actor={actor}
              label={t`Pay with`}
              declinedCurrent={target?.failure === 'declined'}
            />
          ) : (
            <MethodsPending actor={actor} failed={failed} />
          )}
          {error === 'declined' && (
            <Alert color="red" role="alert">
              <Trans>The payment was declined. Choose another method.</Trans>
            </Alert>
          )}
          {error === 'unavailable' && (
            <Alert color="red" role="alert">
              <Trans>Payments cannot be made right now. Please try again later.</Trans>
            </Alert>
          )}
          {error === 'payFailed' && (
            <Alert color="red" role="alert">
              <Trans>The payment could not be sent. Check your connection and try again.</Trans>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!canCancel} onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            {choosing && (
              <Button type="submit" loading={loading} disabled={!canPay && !loading}>
                <Trans>Pay {amount} now</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </SiteDialog>
  )
}

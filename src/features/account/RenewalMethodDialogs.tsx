/**
 * My Package's two dialogs over the renewals that choose a payment method: Change payment method
 * (what a live subscription renews with) and Update payment (a failed renewal paid now). Both read
 * the subscriptions machine; its tags choose the step, `can()` enables the actions.
 */
import { Alert, Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { shallowEqual, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { SnapshotFrom } from 'xstate'
import { Link } from 'wouter'
import type { SubscriptionsActorRef } from '../../../machines/subscriptions/subscriptions.machine'
import { formatRupiah } from '../../lib/format'
import { LoadingSkeleton } from '../../ui/LoadingSkeleton'
import { SiteDialog } from '../../ui/steps'
import { LoadFailed } from './ConfirmParts'
import { useMethodText } from './method-text'

type DateText = (iso: string | null) => string

/** What a method dialog shows, read from the machine's snapshot. */
function readDialog(snapshot: SnapshotFrom<SubscriptionsActorRef>) {
  const { context } = snapshot
  return {
    target: context.subscriptions.find((row) => row.id === context.target) ?? null,
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('error'),
    choosing: snapshot.hasTag('step:choose'),
    paid: snapshot.hasTag('step:paid'),
    error: context.error,
    methods: context.methods,
    picked: context.picked,
    receipt: context.receipt,
    canCancel: snapshot.can({ type: 'cancel' }),
    canSave: snapshot.can({ type: 'save' }),
    canPay: snapshot.can({ type: 'pay' }),
  }
}

/**
 * The dialog opened by `tag`, and what it shows: kept as it was while it fades out, as the machine
 * has already cleared it (the list would flash "no payment method" and a skeleton in the fading box).
 */
function useDialog(actor: SubscriptionsActorRef, tag: 'step:method' | 'step:pay') {
  const opened = useSelector(actor, (s) => s.hasTag(tag))
  const now = useSelector(actor, readDialog, shallowEqual)
  // the last of it seen open (React's "adjusting state while rendering")
  const [kept, keep] = useState(now)
  if (opened && kept !== now) keep(now)
  return {
    opened,
    view: opened ? now : kept,
    close: () => {
      if (actor.getSnapshot().can({ type: 'cancel' })) actor.send({ type: 'cancel' })
    },
  }
}
type DialogView = ReturnType<typeof readDialog>

/**
 * The customer's active methods as a labelled radio group, the current one marked; a link to
 * Payment methods where there is no other to choose. The checked (or first) method takes the focus
 * once the methods are read, and again after a declined charge cleared the choice.
 */
function MethodChoice({
  view,
  label,
  declinedCurrent,
  onPick,
}: {
  view: DialogView
  label: string
  declinedCurrent: boolean
  onPick: (id: number) => void
}) {
  const { t } = useLingui()
  const methodText = useMethodText()
  const { methods, picked, loading: busy } = view
  const current = view.target?.method_id ?? null
  const declined = view.error === 'declined'
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
          onChange={(value) => onPick(Number(value))}
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
          <Anchor component={Link} href="/account/payment-methods">
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
  const { opened, view, close } = useDialog(actor, 'step:method')
  const name = view.target?.name ?? ''
  return (
    <SiteDialog
      opened={opened}
      onClose={close}
      withCloseButton={view.canCancel}
      title={t`Change payment method`}
    >
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
          {view.choosing ? (
            <MethodChoice
              view={view}
              label={t`Payment method`}
              declinedCurrent={false}
              onPick={(id) => actor.send({ type: 'method.pick', id })}
            />
          ) : (
            <MethodsPending actor={actor} failed={view.failed} />
          )}
          {view.error === 'saveFailed' && (
            <Alert color="red" role="alert">
              <Trans>The payment method could not be changed. Check your connection and try again.</Trans>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!view.canCancel} onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            {view.choosing && (
              <Button type="submit" loading={view.loading} disabled={!view.canSave && !view.loading}>
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
  const { opened, view, close } = useDialog(actor, 'step:pay')
  const { target, paid } = view
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
            {view.receipt && (
              <Anchor
                component={Link}
                href={`/account/transaction/${encodeURIComponent(view.receipt)}/receipt`}
                size="sm"
              >
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
    <SiteDialog opened={opened} onClose={close} withCloseButton={view.canCancel} title={t`Update payment`}>
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
          {view.choosing ? (
            <MethodChoice
              view={view}
              label={t`Pay with`}
              declinedCurrent={target?.failure === 'declined'}
              onPick={(id) => actor.send({ type: 'method.pick', id })}
            />
          ) : (
            <MethodsPending actor={actor} failed={view.failed} />
          )}
          {view.error === 'declined' && (
            <Alert color="red" role="alert">
              <Trans>The payment was declined. Choose another method.</Trans>
            </Alert>
          )}
          {view.error === 'unavailable' && (
            <Alert color="red" role="alert">
              <Trans>Payments cannot be made right now. Please try again later.</Trans>
            </Alert>
          )}
          {view.error === 'payFailed' && (
            <Alert color="red" role="alert">
              <Trans>The payment could not be sent. Check your connection and try again.</Trans>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!view.canCancel} onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            {view.choosing && (
              <Button type="submit" loading={view.loading} disabled={!view.canPay && !view.loading}>
                <Trans>Pay {amount} now</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </SiteDialog>
  )
}

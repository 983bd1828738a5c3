import '../../styles/mantine-extra.css'
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef } from 'react'
import {
  offeredChange,
  offersMethodChange,
  offersPayment,
  type ChangeKind,
  type Subscription,
  type SubscriptionsActorRef,
} from '../../../machines/subscriptions/subscriptions.machine'
import type { SubscriptionState } from '../../../contract/subscription'
import type { Locale } from '../../../contract/route-paths'
import { formatDateLong, formatRupiah } from '../../lib/format'
import { LoadingSkeleton } from '../../ui/LoadingSkeleton'
import { SiteDialog } from '../../ui/steps'
import { DialogActions, LoadFailed } from './ConfirmParts'
import { useMethodText } from './method-text'
import { ChangeMethodDialog, UpdatePaymentDialog } from './RenewalMethodDialogs'
import classes from '../../ui/ItemList.module.css'

const BADGE_COLOR: Record<SubscriptionState, string> = {
  active: 'teal',
  cancelling: 'gray',
  past_due: 'red',
  ended: 'gray',
}

/** Renewals on My Package: the subscriptions over their machine (its tags choose what shows). */
export function RenewalsView({ actor }: { actor: SubscriptionsActorRef }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const date = (iso: string | null) => (iso ? formatDateLong(iso, locale) : '-')
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  const listing = useSelector(actor, (s) => s.hasTag('step:list'))
  const confirmOff = useSelector(actor, (s) => s.hasTag('step:confirmOff'))
  // a method dialog's work (reading the methods, saving, paying) is the dialog's, not a row's
  const inMethodDialog = useSelector(actor, (s) => s.hasTag('step:method') || s.hasTag('step:pay'))
  const subscriptions = useSelector(actor, (s) => s.context.subscriptions)
  const target = useSelector(
    actor,
    (s) => s.context.subscriptions.find((row) => row.id === s.context.target) ?? null,
  )
  const changeFailed = useSelector(actor, (s) => s.context.error === 'changeFailed')
  const changed = useSelector(actor, (s) => s.context.changed)
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const changedRow = subscriptions.find((row) => row.id === changed?.id)

  // the button pressed leaves with the change (Turn off becomes Turn on): focus goes to the list,
  // whose status line says what happened
  useEffect(() => {
    if (changed) heading.current?.focus()
  }, [changed])

  const methodText = useMethodText()
  const stateText: Record<SubscriptionState, string> = {
    active: t`Auto-renew on`,
    cancelling: t`Auto-renew off`,
    past_due: t`Payment failed`,
    ended: t`Ended`,
  }

  if (!listing)
    return failed ? (
      <LoadFailed onRetry={() => actor.send({ type: 'retry' })}>
        <Trans>Your renewals could not be loaded. Check your connection and try again.</Trans>
      </LoadFailed>
    ) : (
      <LoadingSkeleton height={160} radius="md" />
    )

  return (
    <Stack gap="md">
      <Title order={2} fz="lg" ref={heading} id={headingId} tabIndex={-1} className={classes.heading}>
        <Trans>Renewals</Trans>
      </Title>
      <output aria-live="polite" className={classes.status}>
        {changed && changedRow && (
          <Text size="sm">
            <ChangedLine
              kind={changed.kind}
              row={changedRow}
              date={date}
              method={methodText(changedRow.method)}
            />
          </Text>
        )}
      </output>
      {changeFailed && (
        <Alert color="red" role="alert">
          <Trans>Auto-renew could not be changed. Check your connection and try again.</Trans>
        </Alert>
      )}
      {subscriptions.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>None of your packages renews automatically.</Trans>
        </Text>
      ) : (
        <ul className={classes.list} aria-labelledby={headingId}>
          {subscriptions.map((row) => (
            <li key={row.id}>
              <Paper withBorder radius="md" p="md" className={classes.item}>
                <div className={classes.details}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{row.name}</Text>
                    <Badge
                      color={BADGE_COLOR[row.state]}
                      variant="light"
                      classNames={{ root: classes.wrappingBadge, label: classes.wrappingBadgeLabel }}
                    >
                      {stateText[row.state]}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    <Trans>Box {row.sn}</Trans>
                  </Text>
                  <RenewalLine row={row} date={date} />
                  <Text size="sm" c="dimmed">
                    {methodText(row.method)}
                  </Text>
                </div>
                <div className={classes.actions}>
                  {offeredChange(row) === 'off' && (
                    <Button
                      variant="default"
                      classNames={{ root: classes.wrappingButton, label: classes.wrappingButtonLabel }}
                      disabled={loading}
                      aria-label={t`Turn off auto-renew for ${row.name}`}
                      onClick={() => actor.send({ type: 'off.ask', id: row.id })}
                    >
                      <Trans>Turn off auto-renew</Trans>
                    </Button>
                  )}
                  {offeredChange(row) === 'on' && (
                    <Button
                      variant="light"
                      classNames={{ root: classes.wrappingButton, label: classes.wrappingButtonLabel }}
                      disabled={loading && (inMethodDialog || target?.id !== row.id)}
                      loading={loading && !inMethodDialog && target?.id === row.id}
                      aria-label={t`Turn on auto-renew for ${row.name}`}
                      onClick={() => actor.send({ type: 'on.ask', id: row.id })}
                    >
                      <Trans>Turn on auto-renew</Trans>
                    </Button>
                  )}
                  {offersPayment(row) && (
                    <Button
                      classNames={{ root: classes.wrappingButton, label: classes.wrappingButtonLabel }}
                      disabled={loading}
                      aria-label={t`Update payment for ${row.name}`}
                      onClick={() => actor.send({ type: 'pay.ask', id: row.id })}
                    >
                      <Trans>Update payment</Trans>
                    </Button>
                  )}
                  {offersMethodChange(row) && (
                    <Button
                      variant="default"
                      classNames={{ root: classes.wrappingButton, label: classes.wrappingButtonLabel }}
                      disabled={loading}
                      aria-label={t`Change payment method for ${row.name}`}
                      onClick={() => actor.send({ type: 'method.ask', id: row.id })}
                    >
                      <Trans>Change payment method</Trans>
                    </Button>
                  )}
                </div>
              </Paper>
            </li>
          ))}
        </ul>
      )}
      <SiteDialog
        opened={confirmOff}
        onClose={() => {
          if (!loading) actor.send({ type: 'cancel' })
        }}
        size="md"
        title={t`Turn off auto-renew?`}
      >
        <Stack gap="md">
          {target && (
            <Text size="sm">
              <Trans>
                {target.name} stays active until {date(target.period_end)} and is not charged again. You can
                turn auto-renew on again before then.
              </Trans>
            </Text>
          )}
          <DialogActions
            loading={loading}
            onCancel={() => actor.send({ type: 'cancel' })}
            onConfirm={() => actor.send({ type: 'confirm' })}
          >
            <Trans>Turn off</Trans>
          </DialogActions>
        </Stack>
      </SiteDialog>
      <ChangeMethodDialog actor={actor} />
      <UpdatePaymentDialog actor={actor} date={date} />
    </Stack>
  )
}

/** The status line's sentence: what changed last, on which subscription. */
function ChangedLine({
  kind,
  row,
  date,
  method,
}: {
  kind: ChangeKind
  row: Subscription
  date: (iso: string | null) => string
  method: string
}) {
  const name = row.name
  if (kind === 'on')
    return (
      <Trans>
        Auto-renew is on: {name} renews on {date(row.period_end)}.
      </Trans>
    )
  if (kind === 'off')
    return (
      <Trans>
        Auto-renew is off: {name} stays active until {date(row.period_end)}.
      </Trans>
    )
  if (kind === 'method')
    return (
      <Trans>
        {name} now renews with {method}.
      </Trans>
    )
  return (
    <Trans>
      {name} is paid and active again: next payment on {date(row.next_charge_at)}.
    </Trans>
  )
}

/** When the subscription next renews, or ends, and what it costs. */
function RenewalLine({ row, date }: { row: Subscription; date: (iso: string | null) => string }) {
  const amount = formatRupiah(row.amount)
  const when = date(row.next_charge_at)
  const end = date(row.period_end)
  const grace = date(row.grace_until)
  if (row.state === 'active')
    return (
      <Text size="sm">
        <Trans>
          Next payment {amount} on {when}
        </Trans>
      </Text>
    )
  if (row.state === 'cancelling')
    return (
      <Text size="sm">
        <Trans>Active until {end}</Trans>
      </Text>
    )
  if (row.state === 'ended')
    return (
      <Text size="sm">
        <Trans>Ended on {end}</Trans>
      </Text>
    )
  return (
    <Stack gap={2}>
      <Text size="sm" c="red.4">
        {row.failure === 'no_method' ? (
          <Trans>There is no payment method to renew with.</Trans>
        ) : row.failure === 'unavailable' ? (
          <Trans>The renewal payment could not be made.</Trans>
        ) : (
          <Trans>The renewal payment was declined.</Trans>
        )}
      </Text>
      <Text size="sm">
        {row.next_charge_at ? (
          <Trans>
            We will try to charge {amount} again on {when}. Your package stays active until {grace}.
          </Trans>
        ) : (
          <Trans>No more tries are left. Your package stays active until {grace}, then ends.</Trans>
        )}
      </Text>
    </Stack>
  )
}

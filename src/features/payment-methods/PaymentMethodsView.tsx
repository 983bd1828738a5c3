import '../../styles/mantine-extra.css'
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCreditCard, IconWallet } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import type {
  MethodsOutcome,
  PaymentMethodsActorRef,
  SavedMethod,
} from '../../../machines/payment-methods/payment-methods.machine'
import { LoadingSkeleton } from '../../ui/LoadingSkeleton'
import { GopayDialog, UnlinkDialog } from './PaymentMethodsDialogs'
import { LIST_HEIGHT } from './list-height'
import { methodLabel } from './method-label'
import classes from '../../ui/ItemList.module.css'

/** Payment methods over their machine (its tags choose what shows). */
export function PaymentMethodsView({ actor }: { actor: PaymentMethodsActorRef }) {
  const { i18n } = useLingui()
  const handedOver = useSelector(actor, (s) => s.hasTag('step:handedOver'))
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  const listing = useSelector(actor, (s) => s.hasTag('step:list'))
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const landing = useSelector(actor, (s) => s.hasTag('step:landing'))
  const methods = useSelector(actor, (s) => s.context.methods)
  const outcome = useSelector(actor, (s) => s.context.outcome)
  const error = useSelector(actor, (s) => s.context.error)
  const canLink = useSelector(actor, (s) => s.can({ type: 'gopay.start' }))
  const canAdd = useSelector(actor, (s) => s.can({ type: 'card.add' }))
  const addingCard = useSelector(actor, (s) => s.hasTag('step:cardPage'))
  const linking = useSelector(actor, (s) => s.hasTag('step:waiting'))
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const settled = listing && !loading && outcome !== null

  // the button pressed has gone (Unlink) or the dialog closed: focus goes to the list, whose
  // status line says what the change came to
  useEffect(() => {
    if (settled) heading.current?.focus()
  }, [settled])

  if (landing)
    return (
      <output className={classes.status}>
        <Text>
          {handedOver ? (
            <Trans>You can close this window and go back to the page that opened it.</Trans>
          ) : (
            <Trans>This window closes by itself.</Trans>
          )}
        </Text>
      </output>
    )
  if (failed)
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" role="alert" w="100%">
          <Trans>Your payment methods could not be loaded. Check your connection and try again.</Trans>
        </Alert>
        <Button variant="default" onClick={() => actor.send({ type: 'retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    )
  if (!listing) return <LoadingSkeleton height={LIST_HEIGHT} radius="md" />

  const actions = (
    <Group gap="sm" wrap="wrap">
      <Button
        leftSection={<IconWallet size={18} aria-hidden />}
        classNames={{ root: classes.wrappingButton, label: classes.wrappingButtonLabel }}
        disabled={!canLink && !linking}
        loading={linking}
        onClick={() => actor.send({ type: 'gopay.start' })}
      >
        <Trans>Link GoPay</Trans>
      </Button>
      <Button
        variant="default"
        leftSection={<IconCreditCard size={18} aria-hidden />}
        classNames={{ root: classes.wrappingButton, label: classes.wrappingButtonLabel }}
        disabled={!canAdd && !addingCard}
        loading={addingCard}
        onClick={() => actor.send({ type: 'card.add' })}
      >
        <Trans>Add a card</Trans>
      </Button>
    </Group>
  )

  return (
    <Stack gap="md">
      <Title order={2} fz="lg" ref={heading} id={headingId} tabIndex={-1} className={classes.heading}>
        <Trans>Your payment methods</Trans>
      </Title>
      <output aria-live="polite" className={classes.status}>
        <StatusLine actor={actor} outcome={outcome} />
      </output>
      {(error === 'cardFailed' || error === 'redirectFailed') && (
        <Alert color="red" role="alert">
          {error === 'cardFailed' ? (
            <Trans>The card page could not be opened. Check your connection and try again.</Trans>
          ) : (
            <Trans>The payment provider’s page could not be opened. Try again.</Trans>
          )}
        </Alert>
      )}
      {methods.length === 0 ? (
        <Stack gap="xs">
          <Text fw={600}>
            <Trans>No saved payment methods</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Link GoPay or add a card, then your renewals can be charged to it.</Trans>
          </Text>
        </Stack>
      ) : (
        <ul className={classes.list} aria-labelledby={headingId}>
          {methods.map((method) => (
            <MethodItem
              key={method.id}
              actor={actor}
              method={method}
              label={methodLabel(i18n, method.method)}
            />
          ))}
        </ul>
      )}
      {actions}
      <GopayDialog actor={actor} />
      <UnlinkDialog actor={actor} />
    </Stack>
  )
}

function MethodItem({
  actor,
  method,
  label,
}: {
  actor: PaymentMethodsActorRef
  method: SavedMethod
  label: string
}) {
  const { t } = useLingui()
  const canUnlink = useSelector(actor, (s) => s.can({ type: 'unlink.ask', id: method.id }))
  const renewals = method.renewals
  return (
    <li>
      <Paper withBorder radius="md" p="md" className={classes.item}>
        <div className={classes.details}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{label}</Text>
            {method.status === 'pending' && (
              <Badge
                color="yellow"
                variant="light"
                classNames={{ root: classes.wrappingBadge, label: classes.wrappingBadgeLabel }}
              >
                <Trans>Waiting for activation</Trans>
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {renewals === 0 ? (
              <Trans>No renewals are charged to it.</Trans>
            ) : (
              <Plural value={renewals} one="Pays for # renewal." other="Pays for # renewals." />
            )}
          </Text>
        </div>
        <Button
          variant="default"
          className={classes.action}
          disabled={!canUnlink}
          aria-label={t`Unlink ${label}`}
          onClick={() => actor.send({ type: 'unlink.ask', id: method.id })}
        >
          <Trans>Unlink</Trans>
        </Button>
      </Paper>
    </li>
  )
}

/** What is going on (a provider's page open) or what the last change came to. */
function StatusLine({ actor, outcome }: { actor: PaymentMethodsActorRef; outcome: MethodsOutcome | null }) {
  const { i18n } = useLingui()
  const waiting = useSelector(actor, (s) => s.hasTag('step:waiting'))
  const cardPage = useSelector(actor, (s) => s.hasTag('step:cardPage') && !s.hasTag('loading'))
  const completing = useSelector(actor, (s) => s.hasTag('step:cardSaving'))
  const redirecting = useSelector(actor, (s) => s.hasTag('step:redirecting'))
  const text = (children: ReactNode) => <Text size="sm">{children}</Text>
  if (redirecting) return text(<Trans>Going to the payment provider’s page…</Trans>)
  if (waiting)
    return text(
      <Trans>Waiting for GoPay: allow the link in GoPay’s page. This page updates by itself.</Trans>,
    )
  if (cardPage) return text(<Trans>Add your card in the payment provider’s page. Nothing is charged.</Trans>)
  if (completing) return text(<Trans>Saving your card…</Trans>)
  if (!outcome) return null
  switch (outcome.kind) {
    case 'linked': {
      const label = methodLabel(i18n, outcome.method.method)
      return text(<Trans>{label} is linked. Renewals can be charged to it.</Trans>)
    }
    case 'added': {
      const label = methodLabel(i18n, outcome.method.method)
      return text(<Trans>{label} is added. Renewals can be charged to it.</Trans>)
    }
    case 'unlinked': {
      const label = methodLabel(i18n, outcome.method.method)
      const movedTo = outcome.movedTo ? methodLabel(i18n, outcome.movedTo.method) : null
      return (
        <Stack gap={2}>
          {text(<Trans>{label} is unlinked.</Trans>)}
          {movedTo && outcome.moved > 0 && text(<Trans>Its renewals are now charged to {movedTo}.</Trans>)}
          {outcome.stopped > 0 &&
            text(
              <Plural
                value={outcome.stopped}
                one="Auto-renew is off for # package: it stays active until its paid period ends."
                other="Auto-renew is off for # packages: they stay active until their paid period ends."
              />,
            )}
        </Stack>
      )
    }
    case 'cancelled':
      return text(
        outcome.what === 'gopay' ? (
          <Trans>GoPay was not linked: the linking was cancelled.</Trans>
        ) : (
          <Trans>No card was added: adding it was cancelled.</Trans>
        ),
      )
    case 'failed':
      return text(
        outcome.what === 'gopay' ? (
          <Trans>
            GoPay was not linked: the link was cancelled, refused or has expired. You can try again.
          </Trans>
        ) : (
          <Trans>The card could not be added. You can try again.</Trans>
        ),
      )
    case 'unconfirmed':
      return text(
        <Trans>GoPay’s activation could not be checked yet. It shows as waiting until it is active.</Trans>,
      )
  }
}

import '../../styles/mantine-extra.css'
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { SessionsActorRef, SignInRow } from '../../../machines/sessions/sessions.machine'
import { formatDayMonth, formatTime } from '../../lib/format'
import type { Locale } from '../../../contract/route-paths'
import { LoadingSkeleton } from '../../ui/LoadingSkeleton'
import { LoginLockedText } from '../../ui/LoginLockedText'
import { useSchemaForm } from '../../ui/use-schema-form'
import classes from '../../ui/ItemList.module.css'
import { SiteDialog } from '../../ui/steps'
import { useActorValueInTransition } from '../../lib/app-system'
import { DialogActions, LoadFailed, PasswordAgainField } from './ConfirmParts'
import { ACCOUNT_ERROR_TEXT } from './messages'
import { confirmPasswordSchema } from './schemas'

/** "Chrome on Android"; what the browser did not say is left out. */
function useDeviceName() {
  const { t } = useLingui()
  return (row: SignInRow) => {
    const { browser, os } = row
    if (browser && os) return t`${browser} on ${os}`
    return browser || os || t`Unknown device`
  }
}

/** Where you're logged in: the sign-ins over the sessions machine (its tags choose what shows). */
export function SessionsView({ actor }: { actor: SessionsActorRef }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const name = useDeviceName()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  // the list (null while it is not shown), and each new one, renders in a transition: React slices
  // it and may pause for input, where a store read renders the whole list in one task (at load, one
  // of the page's long tasks)
  const sessions = useActorValueInTransition(actor, (s) =>
    s.hasTag('step:list') ? s.context.sessions : null,
  )
  const confirmOne = useSelector(actor, (s) => s.hasTag('step:confirmOne'))
  const confirmAll = useSelector(actor, (s) => s.hasTag('step:confirmAll'))
  // the confirmation is mounted at the first ask, then kept (closing animates, focus goes back)
  const [confirmMounted, setConfirmMounted] = useState(false)
  if ((confirmOne || confirmAll) && !confirmMounted) setConfirmMounted(true)
  const target = useSelector(
    actor,
    (s) => s.context.sessions.find((row) => row.id === s.context.target) ?? null,
  )
  const endFailed = useSelector(actor, (s) => s.context.error === 'endFailed')
  const ended = useSelector(actor, (s) => s.context.ended)
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()

  // an ended device leaves the list with its button: focus goes to the list, which says what
  // happened (each ending gives a new list, so a second one moves focus too)
  useEffect(() => {
    if (ended && sessions) heading.current?.focus()
  }, [ended, sessions])

  const when = (iso: string) => `${formatDayMonth(iso, locale, true)}, ${formatTime(iso)} WIB`

  if (failed)
    return (
      <LoadFailed onRetry={() => actor.send({ type: 'retry' })}>
        <Trans>Your devices could not be loaded. Check your connection and try again.</Trans>
      </LoadFailed>
    )
  if (!sessions) return <LoadingSkeleton height={220} radius="md" />

  const others = sessions.filter((row) => !row.current)
  return (
    <Stack gap="md">
      <Title order={2} fz="lg" ref={heading} id={headingId} tabIndex={-1} className={classes.heading}>
        <Trans>Logged-in devices</Trans>
      </Title>
      <output aria-live="polite" className={classes.status}>
        {ended === 'one' && (
          <Text size="sm">
            <Trans>That device was logged out.</Trans>
          </Text>
        )}
        {ended === 'all' && (
          <Text size="sm">
            <Trans>Every other device was logged out.</Trans>
          </Text>
        )}
      </output>
      {endFailed && (
        <Alert color="red" role="alert">
          <Trans>The device could not be logged out. Check your connection and try again.</Trans>
        </Alert>
      )}
      <ul className={classes.list} aria-labelledby={headingId}>
        {sessions.map((row) => (
          <li key={row.id}>
            <Paper withBorder radius="md" p="md" className={classes.item}>
              <div className={classes.details}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{name(row)}</Text>
                  {row.current && (
                    <Badge color="teal" variant="light">
                      <Trans>This device</Trans>
                    </Badge>
                  )}
                </Group>
                {row.place && (
                  <Text size="sm" c="dimmed">
                    <Trans>Network {row.place}</Trans>
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  <Trans>Logged in {when(row.createdAt)}</Trans>
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>Last active {when(row.lastActiveAt)}</Trans>
                </Text>
              </div>
              {!row.current && (
                <Button
                  variant="default"
                  className={classes.action}
                  aria-label={t`Log out ${name(row)}`}
                  onClick={() => actor.send({ type: 'end.ask', id: row.id })}
                >
                  <Trans>Log out</Trans>
                </Button>
              )}
            </Paper>
          </li>
        ))}
      </ul>
      {others.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No other device is logged in to your account.</Trans>
        </Text>
      ) : (
        <Button
          color="accent"
          variant="light"
          classNames={{ root: classes.wrappingButton, label: classes.wrappingButtonLabel }}
          onClick={() => actor.send({ type: 'endAll.ask' })}
        >
          <Trans>Log out of all other devices</Trans>
        </Button>
      )}
      {confirmMounted && (
        <SiteDialog
          opened={confirmOne || confirmAll}
          onClose={() => {
            if (!loading) actor.send({ type: 'cancel' })
          }}
          size="md"
          title={confirmAll ? t`Log out of all other devices?` : t`Log out this device?`}
        >
          <ConfirmWithPassword actor={actor}>
            {confirmAll ? (
              <>
                <span>
                  <Trans>
                    Every device but this one is logged out at once. Whoever uses them needs your password to
                    log in again.
                  </Trans>
                </span>{' '}
                <span>
                  <Trans>
                    Your passkeys stay: remove any that is not yours under{' '}
                    <Anchor href="#passkeys" onClick={() => actor.send({ type: 'cancel' })}>
                      Passkeys
                    </Anchor>
                    .
                  </Trans>
                </span>
              </>
            ) : (
              target && (
                <Trans>
                  {name(target)} is logged out at once. Whoever uses it needs your password to log in again.
                </Trans>
              )
            )}
          </ConfirmWithPassword>
        </SiteDialog>
      )}
    </Stack>
  )
}

/**
 * The confirmation's words, then the account's password asked again, Cancel and Log out; a new
 * dialog starts empty.
 */
function ConfirmWithPassword({ actor, children }: { actor: SessionsActorRef; children: ReactNode }) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const wrongPassword = useSelector(actor, (s) => s.context.error === 'wrongPassword')
  const retryAfterSeconds = useSelector(actor, (s) =>
    s.context.error === 'tooManyAttempts' ? (s.context.retryAfterSeconds ?? 0) : null,
  )
  const form = useSchemaForm({
    schema: confirmPasswordSchema,
    initialValues: { password: '' },
    messages: ACCOUNT_ERROR_TEXT,
    onValuesChange: () => actor.send({ type: 'edit' }),
  })

  return (
    <form noValidate onSubmit={form.onSubmit(({ password }) => actor.send({ type: 'confirm', password }))}>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <PasswordAgainField
          inputProps={form.getInputProps('password')}
          wrongPassword={wrongPassword}
          refused={wrongPassword || retryAfterSeconds !== null}
          loading={loading}
        />
        {retryAfterSeconds !== null && (
          <Text c="red.4" size="sm" role="alert">
            <LoginLockedText retryAfterSeconds={retryAfterSeconds} />
          </Text>
        )}
        <DialogActions loading={loading} onCancel={() => actor.send({ type: 'cancel' })}>
          <Trans>Log out</Trans>
        </DialogActions>
      </Stack>
    </form>
  )
}

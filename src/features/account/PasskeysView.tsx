import '../../styles/mantine-extra.css'
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef } from 'react'
import type { Passkey, PasskeysActorRef } from '../../../machines/passkeys/passkeys.machine'
import { formatDayMonth } from '../../lib/format'
import type { Locale } from '../../../contract/route-paths'
import { LoadingSkeleton } from '../../ui/LoadingSkeleton'
import { SiteDialog } from '../../ui/steps'
import { LoadFailed } from './ConfirmParts'
import { AddPasskeyForm, RemovePasskeyForm, RenamePasskeyForm } from './PasskeyForms'
import classes from '../../ui/ItemList.module.css'

/** Your passkeys over the passkeys machine (its tags choose what shows; `can` offers Add). */
export function PasskeysView({ actor }: { actor: PasskeysActorRef }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  const listing = useSelector(actor, (s) => s.hasTag('step:list'))
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const adding = useSelector(actor, (s) => s.hasTag('step:add'))
  const renaming = useSelector(actor, (s) => s.hasTag('step:rename'))
  const removing = useSelector(actor, (s) => s.hasTag('step:remove'))
  const canAdd = useSelector(actor, (s) => s.can({ type: 'add.start' }))
  const supported = useSelector(actor, (s) => s.context.supported)
  const passkeys = useSelector(actor, (s) => s.context.passkeys)
  const error = useSelector(actor, (s) => s.context.error)
  const done = useSelector(actor, (s) => s.context.done)
  const target = useSelector(actor, (s) => s.context.passkeys.find((p) => p.id === s.context.target) ?? null)
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()

  // a removed passkey leaves the list with its button: focus goes to the heading, and the status says why
  useEffect(() => {
    if (done === 'removed') heading.current?.focus()
    // each removal starts from done = null (remove.ask clears it), so a second one moves focus too
  }, [done])

  const day = (iso: string) => formatDayMonth(iso, locale, true)

  if (failed)
    return (
      <LoadFailed onRetry={() => actor.send({ type: 'retry' })}>
        <Trans>Your passkeys could not be loaded. Check your connection and try again.</Trans>
      </LoadFailed>
    )
  if (!listing) return <LoadingSkeleton height={160} radius="md" />

  return (
    // #passkeys: "Log out of all other devices" and the password change point here (passkeys stay)
    <Stack gap="md" id="passkeys">
      <Title order={2} fz="lg" ref={heading} id={headingId} tabIndex={-1} className={classes.heading}>
        <Trans>Passkeys</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Log in with your fingerprint, face or screen lock instead of your password. A passkey stays on your
          device and cannot be stolen by a fake site.
        </Trans>
      </Text>
      <output aria-live="polite" className={classes.status}>
        {done && (
          <Text size="sm">
            {done === 'added' && <Trans>Passkey added. You can log in with it now.</Trans>}
            {done === 'renamed' && <Trans>Passkey renamed.</Trans>}
            {done === 'removed' && <Trans>Passkey removed. It no longer logs anyone in.</Trans>}
            {done === 'cancelled' && <Trans>No passkey was added.</Trans>}
          </Text>
        )}
      </output>
      {/* a refusal while the add dialog is open is said in it */}
      {!adding && (error === 'addFailed' || error === 'alreadyAdded' || error === 'removeFailed') && (
        <Alert color="red" role="alert">
          {error === 'addFailed' && <Trans>The passkey could not be added. Please try again.</Trans>}
          {error === 'alreadyAdded' && (
            <Trans>
              This device already holds a passkey for your account. You can use that one to log in.
            </Trans>
          )}
          {error === 'removeFailed' && (
            <Trans>The passkey could not be removed. Check your connection and try again.</Trans>
          )}
        </Alert>
      )}
      {passkeys.length === 0 ? (
        <Text size="sm">
          <Trans>No passkeys yet. Add one to log in faster, without typing your password.</Trans>
        </Text>
      ) : (
        <ul className={classes.list} aria-labelledby={headingId}>
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} actor={actor} passkey={passkey} day={day} />
          ))}
        </ul>
      )}
      {supported ? (
        <Button
          color="accent"
          variant="light"
          disabled={!canAdd}
          classNames={{ root: classes.wrappingButton, label: classes.wrappingButtonLabel }}
          onClick={() => actor.send({ type: 'add.start' })}
        >
          <Trans>Add a passkey</Trans>
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>
            This browser cannot make passkeys. Open this page in an up-to-date browser to add one.
          </Trans>
        </Text>
      )}
      <SiteDialog
        opened={adding}
        onClose={() => {
          if (!loading) actor.send({ type: 'cancel' })
        }}
        size="md"
        title={t`Add a passkey`}
      >
        <AddPasskeyForm actor={actor} />
      </SiteDialog>
      <SiteDialog
        opened={renaming}
        onClose={() => {
          if (!loading) actor.send({ type: 'cancel' })
        }}
        size="md"
        title={t`Rename passkey`}
      >
        {target && <RenamePasskeyForm key={target.id} actor={actor} name={target.name} />}
      </SiteDialog>
      <SiteDialog
        opened={removing}
        onClose={() => {
          if (!loading) actor.send({ type: 'cancel' })
        }}
        size="md"
        title={t`Remove this passkey?`}
      >
        <RemovePasskeyForm actor={actor}>
          {target && (
            <Text size="sm">
              <Trans>
                “{target.name}” will no longer log you in. Remove it from the device too, in its passkey
                settings.
              </Trans>
            </Text>
          )}
        </RemovePasskeyForm>
      </SiteDialog>
    </Stack>
  )
}

function PasskeyItem({
  actor,
  passkey,
  day,
}: {
  actor: PasskeysActorRef
  passkey: Passkey
  day: (iso: string) => string
}) {
  const { t } = useLingui()
  const { name } = passkey
  return (
    <li>
      <Paper withBorder radius="md" p="md" className={classes.item}>
        <div className={classes.details}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{name}</Text>
            {passkey.backedUp && (
              <Badge color="teal" variant="light">
                <Trans>Synced</Trans>
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>Added {day(passkey.createdAt)}</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            {passkey.lastUsedAt ? (
              <Trans>Last used {day(passkey.lastUsedAt)}</Trans>
            ) : (
              <Trans>Not used yet</Trans>
            )}
          </Text>
        </div>
        <Group gap="xs" className={classes.action}>
          <Button
            variant="default"
            aria-label={t`Rename ${name}`}
            onClick={() => actor.send({ type: 'rename.start', id: passkey.id })}
          >
            <Trans>Rename</Trans>
          </Button>
          <Button
            variant="default"
            aria-label={t`Remove ${name}`}
            onClick={() => actor.send({ type: 'remove.ask', id: passkey.id })}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </Paper>
    </li>
  )
}

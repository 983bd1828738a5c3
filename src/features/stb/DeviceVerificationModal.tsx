import '../../styles/mantine-extra.css'
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { IconCircleCheck } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import type {
  DeviceVerificationActorRef,
  DeviceVerificationTag,
} from '../../../machines/device-verification/device-verification.machine'
import type { DeviceProfile } from '../../api/b2b'
import { displayPhone } from '../../lib/format'
import { actorOptions } from '../../lib/inspect'
import { track } from '../../lib/analytics'
import { OtpForm } from '../../ui/otp/OtpForm'
import { deviceVerificationFor } from './stb.actors'
import { VerificationForm } from './VerificationForm'
import { SiteDialog } from '../../ui/steps'

/** The popups the machine tags, in the order the owner meets them. */
const STEPS = [
  'step:info',
  'step:form',
  'step:confirmation',
  'step:otp',
  'step:verified',
] as const satisfies DeviceVerificationTag[]
type Step = (typeof STEPS)[number]

const TITLES: Record<Step, MessageDescriptor> = {
  'step:info': msg`Verify your phone number`,
  'step:form': msg`Phone number`,
  'step:confirmation': msg`Confirm your phone number`,
  'step:otp': msg`Enter the code`,
  'step:verified': msg`Phone number verified`,
}

interface Props {
  profile: DeviceProfile
  onClose: () => void
  onVerified: () => void
}

/** SPEC §2 set-top-box phone popups: one machine per opening, its actors bound to this box. */
export default function DeviceVerificationModal({ profile, onClose, onVerified }: Props) {
  const [machine] = useState(() => deviceVerificationFor(profile.accountId))
  const actor = useActorRef(machine, {
    ...actorOptions('deviceVerification'),
    input: {
      fields: {
        accountId: profile.accountId,
        sn: profile.sn,
        phoneNumber: profile.nohp ? displayPhone(profile.nohp) : '',
        email: profile.email,
      },
    },
  })
  const callbacks = useRef({ onClose, onVerified })
  useEffect(() => {
    callbacks.current = { onClose, onVerified }
  })
  useEffect(() => {
    const verified = actor.on('verified', () => {
      track('box_verified', 'phone')
      callbacks.current.onVerified()
    })
    const done = actor.subscribe((s) => {
      if (s.status === 'done') callbacks.current.onClose()
    })
    return () => {
      verified.unsubscribe()
      done.unsubscribe()
    }
  }, [actor])
  return <DeviceVerificationPopups actor={actor} />
}

/** The popup of the step the actor is in; none once it ended. The view-level path tests render it on their own actor. */
export function DeviceVerificationPopups({ actor }: { actor: DeviceVerificationActorRef }) {
  const { i18n } = useLingui()
  const step = useSelector(actor, (s) => STEPS.find((tag) => s.hasTag(tag)) ?? null)
  const otp = useSelector(actor, (s) => s.children.otp)

  return (
    <SiteDialog
      opened={step !== null}
      onClose={() => actor.send({ type: 'close' })}
      title={step ? i18n._(TITLES[step]) : ''}
      size={500}
      overlayProps={{ backgroundOpacity: 0.6, blur: 4 }}
      returnFocus
    >
      {step === 'step:info' && <Info actor={actor} />}
      {step === 'step:form' && <VerificationForm actor={actor} />}
      {step === 'step:confirmation' && <Confirmation actor={actor} />}
      {step === 'step:otp' && otp && <OtpForm otp={otp} />}
      {step === 'step:verified' && <Verified actor={actor} />}
    </SiteDialog>
  )
}

function Info({ actor }: { actor: DeviceVerificationActorRef }) {
  return (
    <Stack gap="md">
      <Text>
        <Trans>
          Verify the phone number of this box: we send a 4-digit code by SMS to confirm the number is yours. A
          number can be verified on one Vision+ TV Box only.
        </Trans>
      </Text>
      <Button size="md" fullWidth onClick={() => actor.send({ type: 'start' })} data-autofocus>
        <Trans>Continue</Trans>
      </Button>
    </Stack>
  )
}

function Confirmation({ actor }: { actor: DeviceVerificationActorRef }) {
  const { t } = useLingui()
  const fields = useSelector(actor, (s) => s.context.fields)
  const phone = fields.phoneNumber
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const rows: [string, string][] = [
    [t`Account ID`, fields.accountId],
    [t`Serial number`, fields.sn],
    [t`Phone number`, fields.phoneNumber],
    [t`Email`, fields.email],
  ]
  return (
    <Stack gap="md">
      <Text>
        <Trans>We will send a verification code by SMS to {phone}. Is this right?</Trans>
      </Text>
      <dl className="vp-profile-fields">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
      <Group grow>
        <Button variant="default" size="md" disabled={loading} onClick={() => actor.send({ type: 'back' })}>
          <Trans>Change</Trans>
        </Button>
        <Button size="md" loading={loading} onClick={() => actor.send({ type: 'confirm' })} data-autofocus>
          <Trans>Send code</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

function Verified({ actor }: { actor: DeviceVerificationActorRef }) {
  const phone = useSelector(actor, (s) => s.context.fields.phoneNumber)
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Text>
        <Trans>The phone number {phone} is now verified on this box.</Trans>
      </Text>
      <Button size="md" fullWidth onClick={() => actor.send({ type: 'close' })} data-autofocus>
        <Trans>Done</Trans>
      </Button>
    </Stack>
  )
}

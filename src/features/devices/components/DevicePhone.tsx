import { Alert, Button, Group, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconPhone } from '@tabler/icons-react'
import { getDeviceProfile, type DeviceProfile } from '../../../api/b2b'
import { displayPhone } from '../../../lib/format'
import { useRemote } from '../../../lib/use-remote'
import { LoadingSkeleton } from '../../../ui/LoadingSkeleton'
import classes from './Devices.module.css'
import { VerifiedBadge } from '../../../ui/VerifiedBadge'

interface DevicePhoneProps {
  sn: string
  /** A new value reads the box's profile again (after a verification). */
  version: number
  /** Opens the phone popups for the box; without it the section only shows the state. */
  onVerify?: ((profile: DeviceProfile) => void) | undefined
}

/**
 * The box's phone number and whether it is verified, as the device service has it (b2b/getprofile
 * with the customer's login), and the way to verify or change it (SPEC §2 set-top-box phone popups).
 */
export function DevicePhone({ sn, version, onVerify }: DevicePhoneProps) {
  const { t } = useLingui()
  const profile = useRemote(
    `device-phone:${sn}:${version}`,
    () => getDeviceProfile(sn),
    'Device profile failed',
    {
      keepWhileReloading: true,
    },
  )
  return (
    <section className={classes.section} aria-labelledby="device-phone" data-testid="device-phone">
      <Title order={3} size="h4" id="device-phone" mb="sm">
        <Trans>Phone number</Trans>
      </Title>
      {profile.status === 'loading' ? (
        <LoadingSkeleton height={64} radius="md" />
      ) : profile.status === 'error' || profile.data === null ? (
        <Alert color="red" title={t`The phone number of this box could not be loaded.`} />
      ) : (
        <PhoneState profile={profile.data} onVerify={onVerify} />
      )}
    </section>
  )
}

function PhoneState({
  profile,
  onVerify,
}: {
  profile: DeviceProfile
  onVerify?: ((profile: DeviceProfile) => void) | undefined
}) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Group gap="xs" wrap="wrap">
        <Text className={classes.value}>{profile.nohp ? displayPhone(profile.nohp) : '-'}</Text>
        <VerifiedBadge verified={profile.isPhoneVerified} />
      </Group>
      {onVerify && (
        <Button
          variant="light"
          leftSection={<IconPhone size={18} aria-hidden />}
          onClick={() => onVerify(profile)}
        >
          {profile.isPhoneVerified ? <Trans>Change phone number</Trans> : <Trans>Verify phone number</Trans>}
        </Button>
      )}
    </Group>
  )
}

import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconPhone } from '@tabler/icons-react'
import { Fragment, useEffect, useMemo, useState } from 'react'
import { useSearch } from 'wouter'
import { closeDeviceSession, type DeviceProfile } from '../../../api/b2b'
import { displayPhone } from '../../../lib/format'
import { useRemote } from '../../../lib/use-remote'
import { PageIntro } from '../../../ui/PageIntro'
import { linkOf, openStbProfile } from '../stb-profile'
import { VerifiedBadge } from '../../../ui/VerifiedBadge'
import { lazyPart, PartBoundary } from '../../../ui/lazy-part'

// The popups, their machine and form library load when the owner opens them.
// a failed download says so and offers to try again (PartBoundary), the page staying
const DeviceVerificationModal = lazyPart(() => import('../DeviceVerificationModal'))

/** SPEC §2 /stb-profile: the box's profile behind a signed link, and its phone verification. */
export default function StbProfilePage() {
  const search = useSearch()
  const link = useMemo(() => linkOf(search), [search])
  const [version, setVersion] = useState(0)
  const state = useRemote(
    `stb-profile:${search}:${version}`,
    () => openStbProfile(link),
    'Device profile failed',
  )
  // the device session belongs to this page: leaving it ends what the box's link opened
  useEffect(() => () => closeDeviceSession(), [])

  if (state.status === 'loading')
    return (
      <div className="vp-container" aria-busy="true">
        <Skeleton height={40} width="60%" mt={48} mb="lg" radius="md" />
        <Skeleton height={260} radius="lg" />
      </div>
    )
  if (state.status === 'error')
    return (
      <div className="vp-container">
        <Alert color="red" mt={48} title={<Trans>The device profile could not be loaded.</Trans>}>
          <Button mt="xs" size="xs" variant="white" onClick={() => setVersion((v) => v + 1)}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      </div>
    )
  const result = state.data
  if (result.kind === 'unauthorized') return <Unauthorized expired={result.expired} />
  if (result.kind === 'notFound')
    return (
      <PageIntro
        title={<Trans>Set-top box profile</Trans>}
        intro={<Trans>This Serial Number/Customer ID/Phone Number is unavailable.</Trans>}
      />
    )
  return <Profile profile={result.profile} onChanged={() => setVersion((v) => v + 1)} />
}

/** SPEC §5 guard failure, in the active language. */
function Unauthorized({ expired }: { expired: boolean }) {
  return (
    <section className="vp-container" aria-labelledby="stb-unauthorized">
      <Stack align="center" gap="md" py={96} ta="center">
        <Text fz={64} fw={800} c="accent.4" lh={1} aria-hidden>
          401
        </Text>
        <Title order={1} id="stb-unauthorized" fz={28}>
          {expired ? <Trans>Unauthorized - Timestamp expired</Trans> : <Trans>Unauthorized</Trans>}
        </Title>
        <Text c="dimmed">
          <Trans>Open this page again from your Vision+ TV box.</Trans>
        </Text>
      </Stack>
    </section>
  )
}

/** The mapped device profile (SPEC §3); `onChanged` reloads it once the popups close after a verification. */
function Profile({ profile, onChanged }: { profile: DeviceProfile; onChanged: () => void }) {
  const { t } = useLingui()
  const [verifying, setVerifying] = useState(false)
  const [changed, setChanged] = useState(false)
  const close = () => {
    setVerifying(false)
    if (changed) onChanged()
  }
  const fields: [string, string][] = [
    [t`Name`, profile.name],
    [t`Account ID`, profile.accountId],
    [t`Email`, profile.email],
    [t`Serial number`, profile.sn],
    [t`MAC address`, profile.macaddress],
  ]
  return (
    <>
      <PageIntro
        title={<Trans>Set-top box profile</Trans>}
        intro={<Trans>The profile of your Vision+ TV box.</Trans>}
      />
      <div className="vp-container">
        <section
          className="vp-card"
          aria-labelledby="stb-device"
          style={{ padding: 'clamp(16px, 4vw, 32px)' }}
        >
          <Title order={2} size="h3" id="stb-device" mb="md">
            <Trans>Device profile</Trans>
          </Title>
          <dl className="vp-profile-fields">
            {fields.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value || '-'}</dd>
              </Fragment>
            ))}
            <dt>
              <Trans>Phone number</Trans>
            </dt>
            <dd>
              <Group gap="xs" wrap="wrap">
                <span>{profile.nohp ? displayPhone(profile.nohp) : '-'}</span>
                <VerifiedBadge verified={profile.isPhoneVerified} />
              </Group>
            </dd>
          </dl>
          <Button
            mt="lg"
            leftSection={<IconPhone size={18} aria-hidden />}
            onClick={() => setVerifying(true)}
          >
            {profile.isPhoneVerified ? (
              <Trans>Change phone number</Trans>
            ) : (
              <Trans>Verify phone number</Trans>
            )}
          </Button>
        </section>
      </div>
      {verifying && (
        <PartBoundary onClose={close}>
          <DeviceVerificationModal profile={profile} onClose={close} onVerified={() => setChanged(true)} />
        </PartBoundary>
      )}
    </>
  )
}

import { Alert, Button, Skeleton, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconArrowLeft } from '@tabler/icons-react'
import { useCallback, useState } from 'react'
import { Link } from 'wouter'
import type { DeviceProfile } from '../../../api/b2b'
import type { Device } from '../../../../contract/user'
import { DEVICES_CALL } from '../../../api/user'
import { firstCall } from '../../../api/early-calls'
import { useChildEmitted, useSendToChild } from '../../../lib/app-system'
import { useRemote } from '../../../lib/use-remote'
import { LazyChannelListModal } from '../../../ui/LazyChannelListModal'
import { PageIntro } from '../../../ui/PageIntro'
import { DeviceCard } from '../components/DeviceCard'
import type { ChannelsRequest } from '../components/DeviceDetail'
import {
  LazyDeviceDetail as DeviceDetail,
  LazyDeviceDetailModal as DeviceDetailModal,
  LazyEditDeviceModal as EditDeviceModal,
} from '../components/LazyDeviceViews'
import classes from '../components/Devices.module.css'

/** SPEC §9: the device detail is a modal above 640 px, an inline page below. */
const WIDE = '(min-width: 641px)'

export default function DevicesPage() {
  const { t } = useLingui()
  const [version, setVersion] = useState(0)
  // a reload (a rename, a verified phone) keeps the list, and the detail open on it, until it comes
  const devices = useRemote(`devices:${version}`, () => firstCall(DEVICES_CALL), 'Device list failed', {
    keepWhileReloading: true,
  })
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false })
  const [selectedSn, setSelectedSn] = useState<string | null>(null)
  const [editing, setEditing] = useState<Device | null>(null)
  const [channels, setChannels] = useState<ChannelsRequest | null>(null)
  const [verifying, setVerifying] = useState(false)
  const [phoneVersion, setPhoneVersion] = useState(0)
  // The list may have reloaded (a rename): show the selected box as the service has it now.
  const list = devices.status === 'ready' ? devices.data : []
  const selected = list.find((d) => d.sn === selectedSn) ?? null
  // The channel list and the phone popups are dialogs of their own: the detail modal steps aside
  // while they show (Mantine's modals do not share Escape and the focus trap) and comes back after.
  const covered = channels !== null || verifying

  const edit = (device: Device) => {
    if (wide) setSelectedSn(null)
    setEditing(device)
  }
  // the shell's box phone popups (the app's devicePhone child): opened for a box, heard back
  const openPhone = useSendToChild('devicePhone')
  const verifyPhone = (profile: DeviceProfile) => {
    setVerifying(true)
    openPhone({ type: 'open', profile })
  }
  useChildEmitted(
    'devicePhone',
    'verified',
    useCallback(() => {
      setPhoneVersion((v) => v + 1)
      setVersion((v) => v + 1)
    }, []),
  )
  useChildEmitted(
    'devicePhone',
    'closed',
    useCallback(() => setVerifying(false), []),
  )
  const detailActions = { version: phoneVersion, onChannels: setChannels, onVerifyPhone: verifyPhone }
  const modals = (
    <>
      <DeviceDetailModal
        device={wide && !covered ? selected : null}
        onClose={() => setSelectedSn(null)}
        onEdit={edit}
        {...detailActions}
      />
      <LazyChannelListModal
        productgroup={channels?.productgroup ?? null}
        title={channels ? t`Channels in ${channels.name}` : ''}
        onClose={() => setChannels(null)}
      />
      <EditDeviceModal
        device={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          setVersion((v) => v + 1)
        }}
      />
    </>
  )

  if (selected && !wide)
    return (
      <div className="vp-container">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={() => setSelectedSn(null)}
          mt="md"
        >
          <Trans>Back to devices</Trans>
        </Button>
        <Title order={1} size="h2" my="md">
          <Trans>Device details</Trans>
        </Title>
        <DeviceDetail device={selected} onEdit={() => edit(selected)} {...detailActions} />
        {modals}
      </div>
    )

  return (
    <>
      <Heading />
      <div className="vp-container">
        {devices.status === 'loading' ? (
          <DevicesSkeleton />
        ) : devices.status === 'error' ? (
          <Alert color="red" title={t`Your devices could not be loaded.`}>
            <Button mt="xs" size="xs" variant="white" onClick={() => setVersion((v) => v + 1)}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : list.length === 0 ? (
          <div className="vp-account-empty">
            <Text>
              <Trans>You have no Vision+ TV box yet.</Trans>
            </Text>
            <Button component={Link} href="/marketplace">
              <Trans>Shop at marketplace</Trans>
            </Button>
          </div>
        ) : (
          <ul className={classes.grid}>
            {list.map((device) => (
              <DeviceCard key={device.sn} device={device} onDetails={() => setSelectedSn(device.sn)} />
            ))}
          </ul>
        )}
      </div>
      {modals}
    </>
  )
}

function Heading() {
  return (
    <PageIntro
      title={<Trans>Device management</Trans>}
      intro={<Trans>Your Vision+ TV boxes, their details and their add-on packs.</Trans>}
    />
  )
}

function DevicesSkeleton() {
  const { t } = useLingui()
  return (
    <ul className={classes.grid} aria-busy="true" aria-label={t`Loading`}>
      <li>
        <Skeleton height={220} radius="lg" />
      </li>
      <li>
        <Skeleton height={220} radius="lg" />
      </li>
    </ul>
  )
}

/** The page as it first shows, painted before the app runs (src/app/layouts/AccountLayout.tsx). */
export function Frame() {
  return (
    <>
      <Heading />
      <div className="vp-container">
        <DevicesSkeleton />
      </div>
    </>
  )
}

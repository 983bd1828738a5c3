import { Alert, Button, Skeleton, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconArrowLeft } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'wouter'
import type { Device } from '../../../api/contract/user'
import { listDevices } from '../../../api/user'
import { useRemote } from '../../../lib/use-remote'
import { PageIntro } from '../../../ui/PageIntro'
import { DeviceCard } from '../components/DeviceCard'
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
  const devices = useRemote(`devices:${version}`, () => listDevices(), 'Device list failed')
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false })
  const [selectedSn, setSelectedSn] = useState<string | null>(null)
  const [editing, setEditing] = useState<Device | null>(null)
  // The list may have reloaded (a rename): show the selected box as the service has it now.
  const list = devices.status === 'ready' ? devices.data : []
  const selected = list.find((d) => d.sn === selectedSn) ?? null

  const edit = (device: Device) => {
    if (wide) setSelectedSn(null)
    setEditing(device)
  }
  const modals = (
    <>
      <DeviceDetailModal device={wide ? selected : null} onClose={() => setSelectedSn(null)} onEdit={edit} />
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
        <DeviceDetail device={selected} onEdit={() => edit(selected)} />
        {modals}
      </div>
    )

  return (
    <>
      <PageIntro
        title={<Trans>Device management</Trans>}
        intro={<Trans>Your Vision+ TV boxes, their details and their add-on packs.</Trans>}
      />
      <div className="vp-container">
        {devices.status === 'loading' ? (
          <ul className={classes.grid} aria-busy="true" aria-label={t`Loading`}>
            <li>
              <Skeleton height={220} radius="lg" />
            </li>
            <li>
              <Skeleton height={220} radius="lg" />
            </li>
          </ul>
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

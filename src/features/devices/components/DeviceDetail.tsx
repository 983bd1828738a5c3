import '../../../styles/mantine-extra.css'
import { Alert, Button, Group, Text, Title, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconList, IconPencil } from '@tabler/icons-react'
import { Link } from 'wouter'
import type { ReactNode } from 'react'
import type { DeviceProfile } from '../../../api/b2b'
import type { Device, DevicePackage } from '../../../../contract/user'
import { getDevicePackages } from '../../../api/user'
import { formatDateLong, displayPhone } from '../../../lib/format'
import type { Locale } from '../../../../contract/route-paths'
import { LoadingSkeleton } from '../../../ui/LoadingSkeleton'
import { useRemote } from '../../../lib/use-remote'
import { ROOM_TEXT } from '../messages'
import { isAddon, overlayText } from '../package-rules'
import { roomOf } from '../schemas'
import { DevicePhone } from './DevicePhone'
import { DeviceTransactions } from './DeviceTransactions'
import classes from './Devices.module.css'

/** A package whose channels the customer asked to see: its channel group and its name. */
export interface ChannelsRequest {
  productgroup: string
  name: string
}

export interface DeviceDetailProps {
  device: Device
  onEdit: () => void
  /** Reads the box's phone state again when it changes (after a verification). */
  version?: number | undefined
  /** Offers "See channels" on each package with a channel group. */
  onChannels?: ((request: ChannelsRequest) => void) | undefined
  /** Offers to verify or change the box's phone number. */
  onVerifyPhone?: ((profile: DeviceProfile) => void) | undefined
}

/**
 * The sections of a box's detail (SPEC §2): profile, device info, phone number, active packages,
 * add-on packs, transactions.
 */
export function DeviceDetail({ device, onEdit, version = 0, onChannels, onVerifyPhone }: DeviceDetailProps) {
  const { t, i18n } = useLingui()
  const packages = useRemote(`device-packages:${device.sn}`, () => getDevicePackages(device.sn))
  const info: [string, string][] = [
    [t`Account ID`, device.accountID],
    [t`Customer ID`, device.customerID],
    [t`MNC subscriber ID`, device.mnc_subscriber_id],
    [t`Address`, device.address],
    [t`City`, device.city],
    [t`Phone`, displayPhone(device.phone)],
    [t`Email`, device.email],
    [t`MAC address`, device.mac_address],
  ]

  return (
    <div data-testid="device-detail">
      <section className={classes.section} aria-labelledby="device-profile">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={3} size="h4" id="device-profile">
              <Trans>Profile</Trans>
            </Title>
            <Text fw={700} size="lg" className={classes.value}>
              {device.name_stb}
            </Text>
            <Text c="dimmed" size="sm">
              {device.name_user} · {i18n._(ROOM_TEXT[roomOf(device.location_stb)])} · {device.sn}
            </Text>
          </div>
          <Button variant="light" leftSection={<IconPencil size={18} aria-hidden />} onClick={onEdit}>
            <Trans>Edit device</Trans>
          </Button>
        </Group>
      </section>

      <section className={classes.section} aria-labelledby="device-info">
        <Title order={3} size="h4" id="device-info" mb="sm">
          <Trans>Device info</Trans>
        </Title>
        <dl className={classes.info}>
          {info.map(([label, value]) => (
            <div key={label}>
              <dt className={classes.label}>{label}</dt>
              <dd>{value || '-'}</dd>
            </div>
          ))}
        </dl>
      </section>

      <DevicePhone sn={device.sn} version={version} onVerify={onVerifyPhone} />

      {packages.status === 'loading' ? (
        <LoadingSkeleton height={140} mt="lg" radius="md" />
      ) : packages.status === 'error' ? (
        <Alert color="red" mt="lg" title={t`The packages of this box could not be loaded.`} />
      ) : (
        <PackageSections packages={packages.data} locale={i18n.locale as Locale} onChannels={onChannels} />
      )}

      <DeviceTransactions sn={device.sn} />
    </div>
  )
}

type OnChannels = DeviceDetailProps['onChannels']

function PackageSections({
  packages,
  locale,
  onChannels,
}: {
  packages: DevicePackage[]
  locale: Locale
  onChannels: OnChannels
}) {
  const addons = packages.filter(isAddon)
  return (
    <>
      <section className={classes.section} aria-labelledby="device-packages">
        <Title order={3} size="h4" id="device-packages" mb="sm">
          <Trans>Active packages</Trans>
        </Title>
        {packages.length === 0 ? (
          <Text c="dimmed">
            <Trans>No active package on this box.</Trans>
          </Text>
        ) : (
          <PackageList packages={packages} locale={locale} onChannels={onChannels} />
        )}
      </section>
      <section className={classes.section} aria-labelledby="device-addons">
        <Title order={3} size="h4" id="device-addons" mb="sm">
          <Trans>Add-on packs</Trans>
        </Title>
        {addons.length === 0 ? (
          <Text c="dimmed" mb="sm">
            <Trans>No add-on pack on this box yet.</Trans>
          </Text>
        ) : (
          <ul className={classes.packages}>
            {addons.map((pkg) => (
              <li key={pkg.product_code}>{pkg.servicename}</li>
            ))}
          </ul>
        )}
        <Button component={Link} href="/purchase" mt="sm">
          <Trans>Buy an add-on</Trans>
        </Button>
      </section>
    </>
  )
}

function PackageList({
  packages,
  locale,
  onChannels,
}: {
  packages: DevicePackage[]
  locale: Locale
  onChannels: OnChannels
}) {
  return (
    <ul className={classes.packages}>
      {packages.map((pkg) => {
        const overlay = overlayText(pkg, locale)
        return (
          <li key={pkg.product_code} className={classes.package} data-testid="active-package">
            {pkg.snapshot_image && <img className={classes.packageImage} src={pkg.snapshot_image} alt="" />}
            <div>
              <Text fw={700}>{pkg.servicename}</Text>
              <Period
                start={formatDateLong(pkg.startdate, locale)}
                end={formatDateLong(pkg.enddate, locale)}
              />
              {overlay && (
                <Text size="sm" c="teal.3" data-testid="overlay-text">
                  {overlay}
                </Text>
              )}
            </div>
            {onChannels && pkg.productgroup && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconList size={16} aria-hidden />}
                onClick={() => onChannels({ productgroup: pkg.productgroup, name: pkg.servicename })}
              >
                <Trans>See channels</Trans>
                <VisuallyHidden> {pkg.servicename}</VisuallyHidden>
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}

function Period({ start, end }: { start: ReactNode; end: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      <Trans>
        {start} to {end}
      </Trans>
    </Text>
  )
}

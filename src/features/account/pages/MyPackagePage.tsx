import { lazy, useState } from 'react'
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconList, IconPackage } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { CURRENT_PACKAGES_CALL } from '../../../api/bss'
import { firstCall } from '../../../api/early-calls'
import type { CurrentPackage } from '../../../../contract/bss'
import { useRemote } from '../../../lib/use-remote'
import { LazyChannelListModal } from '../../../ui/LazyChannelListModal'
import { AccountHeading } from '../../../ui/AccountHeading'
import { LazyCard } from '../LazyCard'

/** the renewals' flow and its view: code loaded after the packages' (it is most of the page's) */
const RenewalsPanel = lazy(() => import('../RenewalsPanel'))

/**
 * SPEC §2 My Package: the billing service's current packages, or the empty state; a package with
 * a channel group opens the Channel List modal. Below them, the renewals: each subscription's
 * state, next payment and method, with auto-renew off and on (RenewalsPanel.tsx).
 */
export default function MyPackagePage() {
  const { t } = useLingui()
  const [attempt, setAttempt] = useState(0)
  const [channels, setChannels] = useState<CurrentPackage | null>(null)
  const remote = useRemote(
    `account:packages:${attempt}`,
    () => firstCall(CURRENT_PACKAGES_CALL),
    'Packages unavailable',
  )
  return (
    <>
      <Heading />
      {remote.status === 'loading' && <PackagesSkeleton />}
      {remote.status === 'error' && (
        <Alert color="red" role="alert" title={<Trans>We could not load your packages.</Trans>}>
          <Button variant="light" color="red" mt="sm" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      )}
      {remote.status === 'ready' &&
        (remote.data.length === 0 ? (
          <NoPackage />
        ) : (
          <PackageList packages={remote.data} onChannels={setChannels} />
        ))}
      {/* below the packages once they show: shown earlier, it would move down when they came */}
      {remote.status !== 'loading' && (
        <LazyCard height={160} mt="lg">
          <RenewalsPanel />
        </LazyCard>
      )}
      <LazyChannelListModal
        productgroup={channels?.productgroup || null}
        title={channels ? t`Channels in ${channels.name}` : ''}
        onClose={() => setChannels(null)}
      />
    </>
  )
}

function Heading() {
  return (
    <AccountHeading
      title={<Trans>My package</Trans>}
      intro={<Trans>The packages active on your Vision+ TV boxes.</Trans>}
    />
  )
}

/** The page as it first shows, painted before the app runs (src/app/layouts/AccountLayout.tsx). */
export function Frame() {
  return (
    <>
      <Heading />
      <PackagesSkeleton />
    </>
  )
}

function PackageList({
  packages,
  onChannels,
}: {
  packages: CurrentPackage[]
  onChannels: (item: CurrentPackage) => void
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {packages.map((item) => (
        <Paper key={item.code} component="li" className="vp-card" p="lg" radius="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color="accent" aria-hidden>
              <IconPackage size={24} />
            </ThemeIcon>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={2} fz={18} style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Title>
              <Text size="sm" c="dimmed">
                {item.code}
              </Text>
              <Badge color={item.status ? 'teal' : 'gray'} variant="light">
                {item.status ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
              </Badge>
              {item.productgroup && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  mt={4}
                  leftSection={<IconList size={16} aria-hidden />}
                  onClick={() => onChannels(item)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  <Trans>See channels</Trans>
                  <VisuallyHidden> {item.name}</VisuallyHidden>
                </Button>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  )
}

function NoPackage() {
  return (
    <Paper className="vp-card" p="xl" radius="lg">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="accent" aria-hidden>
          <IconPackage size={36} />
        </ThemeIcon>
        <Title order={2} fz={20}>
          <Trans>You have no active package yet</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Choose a starter plan or an add-on to start watching.</Trans>
        </Text>
        <Button component={Link} href="/package">
          <Trans>See packages</Trans>
        </Button>
      </Stack>
    </Paper>
  )
}

function PackagesSkeleton() {
  const { t } = useLingui()
  return (
    <div aria-busy="true">
      {/* the grid first: its responsive columns are a <style> that HTML wants first in its box */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Skeleton height={112} radius="lg" />
        <Skeleton height={112} radius="lg" />
      </SimpleGrid>
      <VisuallyHidden>{t`Loading your packages`}</VisuallyHidden>
    </div>
  )
}

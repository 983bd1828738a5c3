import { lazy, useCallback, useState } from 'react'
import {
  Alert,
  Avatar,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconEdit, IconCreditCard, IconKey, IconMapPin } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { Profile } from '../../../../contract/user'
import { avatarSrc, PROFILE_CALL } from '../../../api/user'
import { firstCall } from '../../../api/early-calls'
import { displayPhone } from '../../../lib/format'
import { useSendToChild } from '../../../lib/app-system'
import { PartBoundary } from '../../../ui/lazy-part'
import { useRemote } from '../../../lib/use-remote'
import { useAccountServices } from '../account-services'
import { AccountHeading } from '../../../ui/AccountHeading'

// the modal's code (form, file input, focus trap) loads when the customer asks to edit; a failed
// download says so and offers to try again (PartBoundary), the page staying. React's lazy, not
// lazyPart: lazyPart's use() suspends inside a tap's act() in tests and is never retried there.
const EditProfileModal = lazy(() => import('../EditProfileModal'))

/** SPEC §2 Account: the profile, its edit modal, the delivery addresses and the change-password entry. */
export default function AccountPage() {
  const { profileChanged, logout } = useAccountServices()
  const [version, setVersion] = useState(0)
  const [editing, setEditing] = useState(false)
  // mounted at the first edit, then kept: closing animates and gives focus back to the button
  const [editorMounted, setEditorMounted] = useState(false)
  const remote = useRemote(`account:profile:${version}`, () => firstCall(PROFILE_CALL), 'Profile unavailable')

  const onSaved = useCallback(
    (profile: Profile) => {
      profileChanged(profile)
      setEditing(false)
      setVersion((v) => v + 1)
    },
    [profileChanged],
  )

  return (
    <>
      <Heading />
      {remote.status === 'loading' && <ProfileSkeleton />}
      {remote.status === 'error' && (
        <Alert color="red" role="alert" title={<Trans>We could not load your profile.</Trans>}>
          <Button variant="light" color="red" mt="sm" onClick={() => setVersion((v) => v + 1)}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      )}
      {remote.status === 'ready' && (
        <>
          <ProfileCard
            profile={remote.data}
            onEdit={() => {
              setEditorMounted(true)
              setEditing(true)
            }}
          />
          {editorMounted && (
            // told when the modal opens: closed, a failure is said again at the next Edit
            <PartBoundary opened={editing} onClose={() => setEditing(false)}>
              <EditProfileModal
                profile={remote.data}
                opened={editing}
                onClose={() => setEditing(false)}
                onSaved={onSaved}
              />
            </PartBoundary>
          )}
        </>
      )}
      {/* with the profile, not before it: shown under the skeleton it would move when the profile comes */}
      {remote.status !== 'loading' && (
        <Button
          variant="outline"
          color="accent.4"
          fullWidth
          mt="xl"
          className="vp-account-mobile"
          onClick={logout}
        >
          <Trans>Log Out</Trans>
        </Button>
      )}
    </>
  )
}

function Heading() {
  return (
    <AccountHeading
      title={<Trans>My account</Trans>}
      intro={<Trans>Your profile, contact details and password.</Trans>}
    />
  )
}

/** The page as it first shows, painted before the app runs (src/app/layouts/AccountLayout.tsx). */
export function Frame() {
  return (
    <>
      <Heading />
      <ProfileSkeleton />
    </>
  )
}

function ProfileCard({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const { t } = useLingui()
  const openPicker = useSendToChild('addressPicker')
  return (
    <Stack gap="md">
      <Paper className="vp-card" p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Group gap="lg" align="center" wrap="wrap">
          <Avatar src={avatarSrc(profile.avatarUrl)} alt="" name={profile.name} color="accent" size={88} />
          <Stack gap={6} style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Title order={2} fz={22} style={{ overflowWrap: 'anywhere' }}>
              {profile.name}
            </Title>
            <dl className="vp-profile-fields">
              <dt>{t`Phone number`}</dt>
              <dd>{displayPhone(profile.phone)}</dd>
              <dt>{t`Email`}</dt>
              <dd>{profile.email || <Text span c="dimmed">{t`Not set`}</Text>}</dd>
            </dl>
          </Stack>
          <Button leftSection={<IconEdit size={18} aria-hidden />} variant="light" onClick={onEdit}>
            <Trans>Edit profile</Trans>
          </Button>
        </Group>
      </Paper>
      <Group gap="md" grow preventGrowOverflow={false} wrap="wrap">
        <Button
          variant="default"
          size="md"
          leftSection={<IconMapPin size={18} aria-hidden />}
          onClick={() => openPicker({ type: 'open' })}
        >
          <Trans>Delivery addresses</Trans>
        </Button>
        <Button
          component={Link}
          href="/account/change-password"
          variant="default"
          size="md"
          leftSection={<IconKey size={18} aria-hidden />}
        >
          <Trans>Change password</Trans>
        </Button>
        <Button
          component={Link}
          href="/account/payment-methods"
          variant="default"
          size="md"
          leftSection={<IconCreditCard size={18} aria-hidden />}
        >
          <Trans>Payment methods</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

function ProfileSkeleton() {
  const { t } = useLingui()
  return (
    <Paper className="vp-card" p="xl" radius="lg" aria-busy="true">
      <VisuallyHidden>{t`Loading your profile`}</VisuallyHidden>
      <Group gap="lg">
        <Skeleton circle height={88} />
        <Stack gap="sm" style={{ flex: 1 }}>
          <Skeleton height={24} width="50%" />
          <Skeleton height={14} width="40%" />
          <Skeleton height={14} width="60%" />
        </Stack>
      </Group>
    </Paper>
  )
}

import { useEffect, useMemo } from 'react'
import { Alert, Avatar, Button, FileInput, Group, Stack, TextInput } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Profile } from '../../../contract/user'
import { avatarSrc } from '../../api/user'
import { displayPhone } from '../../lib/format'
import { useSchemaForm } from '../../ui/use-schema-form'
import { profileFormSchema, type ProfileFormValues } from './schemas'
import { ACCOUNT_ERROR_TEXT } from './messages'
import { useProfileSave } from './use-profile-save'
import { SiteDialog } from '../../ui/steps'

interface Props {
  profile: Profile
  opened: boolean
  onClose: () => void
  onSaved: (profile: Profile) => void
}

/** SPEC §2 Edit Profile: avatar, name, read-only phone, email; Save waits for a change. */
export default function EditProfileModal({ profile, opened, onClose, onSaved }: Props) {
  const { t } = useLingui()
  return (
    <SiteDialog opened={opened} onClose={onClose} title={t`Edit profile`} size={500}>
      {opened && <EditProfileForm profile={profile} onSaved={onSaved} />}
    </SiteDialog>
  )
}

function EditProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t, i18n } = useLingui()
  const { state, save, clearFailure } = useProfileSave(onSaved)
  const form = useSchemaForm<ProfileFormValues, keyof typeof ACCOUNT_ERROR_TEXT>({
    schema: profileFormSchema,
    initialValues: { avatar: null, name: profile.name, email: profile.email },
    messages: ACCOUNT_ERROR_TEXT,
    onValuesChange: clearFailure,
  })
  const avatar = form.values.avatar
  const avatarError = form.errors.avatar
  const preview = useMemo(
    () => (avatar && !avatarError ? URL.createObjectURL(avatar) : null),
    [avatar, avatarError],
  )
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])
  const avatarProps = form.getInputProps('avatar')

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save({ name: values.name.trim(), email: values.email.trim(), avatar: values.avatar }),
      )}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar
            src={preview ?? avatarSrc(profile.avatarUrl)}
            alt=""
            name={profile.name}
            color="accent"
            size={72}
          />
          <FileInput
            {...avatarProps}
            onChange={(file) => {
              form.setFieldValue('avatar', file)
              form.validateField('avatar')
            }}
            label={t`Profile picture`}
            description={t`JPG or PNG, up to 2 MB`}
            placeholder={t`Choose a picture`}
            accept="image/png,image/jpeg"
            leftSection={<IconPhoto size={18} aria-hidden />}
            clearable
            clearButtonProps={{ 'aria-label': t`Remove the chosen picture` }}
            style={{ flex: 1, minWidth: 0 }}
          />
        </Group>
        <TextInput
          label={t`Name`}
          autoComplete="name"
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t`Phone number`}
          value={displayPhone(profile.phone)}
          readOnly
          description={t`Your phone number cannot be changed here.`}
        />
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        {state.status === 'failed' && (
          <Alert color="red" role="alert" title={t`Your profile could not be saved.`}>
            {state.said && i18n._(state.said)}
          </Alert>
        )}
        <Button type="submit" size="md" disabled={!form.isDirty()} loading={state.status === 'saving'}>
          <Trans>Save</Trans>
        </Button>
      </Stack>
    </form>
  )
}

import '../../../styles/mantine-extra.css'
import { Alert, Button, Select, Stack, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { ROOMS, type Device, type Room } from '../../../../contract/user'
import { editDevice } from '../../../api/user'
import { useSchemaForm } from '../../../ui/use-schema-form'
import { serverText } from '../../../ui/server-text'
import { DEVICE_ERROR_TEXT, DEVICE_REFUSAL_TEXT, ROOM_TEXT } from '../messages'
import { editDeviceSchema, roomOf } from '../schemas'
import { SiteDialog } from '../../../ui/steps'

interface EditDeviceModalProps {
  device: Device | null
  onClose: () => void
  /** After a successful save: the list reloads. */
  onSaved: () => void
}

/** Device name (3 to 60) and room (SPEC §2 Edit Device modal). */
export function EditDeviceModal({ device, onClose, onSaved }: EditDeviceModalProps) {
  const { t } = useLingui()
  return (
    <SiteDialog opened={device !== null} onClose={onClose} title={t`Edit device`}>
      {device && <EditDeviceForm key={device.sn} device={device} onSaved={onSaved} />}
    </SiteDialog>
  )
}

function EditDeviceForm({ device, onSaved }: { device: Device; onSaved: () => void }) {
  const { t, i18n } = useLingui()
  const [saving, setSaving] = useState(false)
  // a failed save: the service's words said in the page's catalog, or null when the site does not
  // know them (a network error, an HTTP failure), which are not shown: they are English
  const [failure, setFailure] = useState<{ said: MessageDescriptor | null } | null>(null)
  const form = useSchemaForm({
    schema: editDeviceSchema,
    initialValues: { name: device.name_stb, location: roomOf(device.location_stb) as Room },
    messages: DEVICE_ERROR_TEXT,
  })

  const save = form.onSubmit(async ({ name, location }) => {
    setSaving(true)
    setFailure(null)
    try {
      await editDevice({ sn: device.sn, name: name.trim(), location })
      onSaved()
    } catch (error) {
      // SPEC §8 shows a refused edit's status.message; it is English on every page, so the known
      // words are said in the page's language instead (docs/architecture.md, departures).
      const words = error instanceof Error ? error.message.trim() : null
      setFailure({ said: words === null ? null : (DEVICE_REFUSAL_TEXT[words] ?? serverText(words)) })
      setSaving(false)
    }
  })

  return (
    <form noValidate onSubmit={save}>
      <Stack gap="md">
        <TextInput
          label={t`Device name`}
          required
          data-autofocus
          maxLength={80}
          {...form.getInputProps('name')}
        />
        <Select
          label={t`Room`}
          data={ROOMS.map((room) => ({ value: room, label: i18n._(ROOM_TEXT[room]) }))}
          allowDeselect={false}
          {...form.getInputProps('location')}
        />
        {failure !== null && (
          <Alert color="red" role="alert" title={t`The device could not be saved.`}>
            {failure.said && i18n._(failure.said)}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth disabled={!form.isValid()} loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </Stack>
    </form>
  )
}

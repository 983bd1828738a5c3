import { Button, Group, Stack, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { readStored, STORAGE_KEYS } from '../../api/storage-keys'
import { useRemote } from '../../lib/use-remote'

const loggedIn = (): boolean => Boolean(readStored(STORAGE_KEYS.vToken))

/**
 * A logged-in customer's boxes, or none for a visitor (or when the login has ended). The API
 * client loads only for a customer: a visitor's /purchase stays light.
 */
async function ownBoxes() {
  if (!loggedIn()) return []
  const [{ listDevices }, { ApiError }] = await Promise.all([
    import('../../api/user'),
    import('../../api/clients'),
  ])
  return listDevices().catch((error: unknown) => {
    if (error instanceof ApiError && error.httpStatus === 401) return []
    throw error
  })
}

/**
 * "Your boxes": a logged-in customer picks one of their boxes instead of typing its number. Shown
 * after hydration only (the prerendered page is the visitor's); nothing when there are none.
 */
export function OwnBoxes({ onPick, disabled }: { onPick: (sn: string) => void; disabled: boolean }) {
  const boxes = useRemote('purchase:own-boxes', ownBoxes, 'Own boxes failed')
  if (boxes.status !== 'ready' || boxes.data.length === 0) return null
  return (
    <Stack gap="xs" component="section" aria-labelledby="own-boxes-title">
      <Text id="own-boxes-title" size="sm" fw={600}>
        <Trans>Or choose one of your boxes</Trans>
      </Text>
      <Group gap="xs">
        {boxes.data.map((box) => (
          <Button key={box.sn} variant="default" disabled={disabled} onClick={() => onPick(box.sn)}>
            {box.name_stb} · {box.sn}
          </Button>
        ))}
      </Group>
    </Stack>
  )
}

import { Skeleton, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/** Shown while a page's code loads: fixed sizes so nothing shifts when it arrives. */
export function PageSkeleton() {
  const { t } = useLingui()
  return (
    <div className="vp-container" aria-busy="true" aria-label={t`Loading`}>
      <Stack gap="md" py="xl">
        <Skeleton height={40} width="60%" radius="md" />
        <Skeleton height={16} width="90%" />
        <Skeleton height={16} width="80%" />
        <Skeleton height={240} radius="lg" mt="md" />
      </Stack>
    </div>
  )
}

import { Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/**
 * Shown while a page's code loads: fixed sizes so nothing shifts when it arrives. "Loading" is
 * text, not aria-label: ARIA forbids a name on a div without a role (axe aria-prohibited-attr).
 */
export function PageSkeleton() {
  const { t } = useLingui()
  return (
    <div className="vp-container" aria-busy="true">
      <VisuallyHidden>{t`Loading`}</VisuallyHidden>
      <Stack gap="md" py="xl">
        <Skeleton height={40} width="60%" radius="md" />
        <Skeleton height={16} width="90%" />
        <Skeleton height={16} width="80%" />
        <Skeleton height={240} radius="lg" mt="md" />
      </Stack>
    </div>
  )
}

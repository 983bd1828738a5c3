import { Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import classes from './Content.module.css'

/** Title, picture and text placeholders of a detail page, sized like the real thing. */
export function DetailSkeleton() {
  const { t } = useLingui()
  return (
    <Stack gap="md" mt="sm" aria-busy="true">
      <VisuallyHidden>{t`Loading`}</VisuallyHidden>
      <Skeleton height={44} width="80%" />
      <Skeleton height={20} width="40%" />
      <Skeleton className={classes.skeletonImage} radius="lg" />
      <Skeleton height={18} />
      <Skeleton height={18} width="92%" />
      <Skeleton height={18} width="85%" />
    </Stack>
  )
}

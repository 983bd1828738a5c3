import { Skeleton, VisuallyHidden, type SkeletonProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/**
 * A skeleton that says "Loading" to screen readers. ARIA forbids aria-label on an element without
 * a role (axe aria-prohibited-attr, which failed the page while one showed), so the word is text.
 */
export function LoadingSkeleton(props: SkeletonProps) {
  const { t } = useLingui()
  return (
    <div aria-busy="true">
      <VisuallyHidden>{t`Loading`}</VisuallyHidden>
      <Skeleton {...props} />
    </div>
  )
}

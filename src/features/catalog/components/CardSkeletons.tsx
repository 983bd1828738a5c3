import { Skeleton, VisuallyHidden } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import classes from './Catalog.module.css'

/** Fixed-size placeholders, as many as the slider shows at the current width, so nothing shifts
 * (the package page passes a card plus the slider buttons, about 680 px at every width). */
export function CardSkeletons({ height = 520 }: { height?: number }) {
  const { t } = useLingui()
  return (
    <div className={classes.skeletonRow} aria-busy="true">
      <VisuallyHidden>{t`Loading packages`}</VisuallyHidden>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height={height} radius="lg" />
      ))}
    </div>
  )
}

import { Button, Skeleton, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { ReactNode } from 'react'
import classes from './Content.module.css'

/** Fixed-size card placeholders while a list loads, so the page does not shift when it arrives. */
export function CardGridSkeleton({ count = 4, height = 320 }: { count?: number; height?: number }) {
  const { t } = useLingui()
  return (
    <div className={classes.cardGrid} aria-busy="true">
      <VisuallyHidden>{t`Loading`}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="lg" />
      ))}
    </div>
  )
}

export function LoadError() {
  return (
    <p className={classes.notice} role="alert">
      <Trans>This content could not be loaded. Please try again later.</Trans>
    </p>
  )
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className={classes.notice}>{children}</p>
}

/** An unknown id inside an otherwise working page: say so and offer the way back. */
export function NotFoundNote({
  title,
  backHref,
  backLabel,
}: {
  title: ReactNode
  backHref: string
  backLabel: ReactNode
}) {
  return (
    <div className={`vp-container ${classes.notFound}`} data-testid="content-not-found">
      <h1 className={classes.detailTitle}>{title}</h1>
      <p className={classes.lead}>
        <Trans>It may have ended or moved. Check the list for what is on now.</Trans>
      </p>
      <Button component={Link} href={backHref} size="md">
        {backLabel}
      </Button>
    </div>
  )
}

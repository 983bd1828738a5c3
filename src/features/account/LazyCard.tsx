import { Paper } from '@mantine/core'
import { Suspense, type ReactNode } from 'react'
import { LoadingSkeleton } from '../../ui/LoadingSkeleton'

/** An account page's card, padded as every one is. */
function Card({ mt, children }: { mt?: 'lg'; children: ReactNode }) {
  return (
    <Paper className="vp-card" p={{ base: 'md', sm: 'xl' }} radius="lg" mt={mt}>
      {children}
    </Paper>
  )
}

/**
 * A card whose content is code loaded after the page's heading (a lazy panel), shown as a skeleton
 * of the content's height until it arrives so nothing below it jumps.
 */
export function LazyCard({ height, mt, children }: { height: number; mt?: 'lg'; children: ReactNode }) {
  return (
    <Card mt={mt}>
      <Suspense fallback={<LoadingSkeleton height={height} radius="md" />}>{children}</Suspense>
    </Card>
  )
}

/**
 * The page as it first shows, painted before the app runs (src/app/layouts/AccountLayout.tsx): its
 * heading and its first card's skeleton, the same height as LazyCard's.
 */
export function LazyCardFrame({ heading, height }: { heading: ReactNode; height: number }) {
  return (
    <>
      {heading}
      {/* Mantine's responsive padding is a <style> before the card: first in a box of its own, as HTML wants it */}
      <div>
        <Card>
          <LoadingSkeleton height={height} radius="md" />
        </Card>
      </div>
    </>
  )
}

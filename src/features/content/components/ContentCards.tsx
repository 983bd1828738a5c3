import type { ReactNode } from 'react'
import { Link } from 'wouter'
import classes from './Content.module.css'

export interface ContentCardItem {
  id: string
  href: string
  /** Omitted for text-only cards (help guides). */
  image?: string
  meta: ReactNode
  title: string
  summary: string
}

/**
 * The card grid of the promo, news and guide lists. The first cards are in the first view and the
 * first picture is likely the page's largest paint, so those load at once; the rest load lazily.
 * `headingLevel` follows the page's outline (3 when the grid sits under a section heading).
 */
export function ContentCards({
  items,
  testId,
  headingLevel = 2,
}: {
  items: ContentCardItem[]
  testId: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={classes.cardGrid}>
      {items.map((item, index) => (
        <li key={item.id}>
          <Link href={item.href} className={classes.card} data-testid={testId}>
            {item.image && (
              <img
                className={classes.cardImage}
                src={item.image}
                alt=""
                width={800}
                height={400}
                loading={index < 2 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            )}
            <div className={classes.cardBody}>
              <p className={classes.meta}>{item.meta}</p>
              <Heading className={classes.cardTitle}>{item.title}</Heading>
              <p className={classes.muted}>{item.summary}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}

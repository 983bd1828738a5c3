import type { ReactNode } from 'react'
import { Link } from 'wouter'
import classes from './Content.module.css'

export interface ContentCardItem {
  id: string
  href: string
  image: string
  meta: ReactNode
  title: string
  summary: string
}

/**
 * The card grid of the promo and news lists. The first cards are in the first view and the first
 * picture is likely the page's largest paint, so those load at once; the rest load lazily.
 */
export function ContentCards({ items, testId }: { items: ContentCardItem[]; testId: string }) {
  return (
    <ul className={classes.cardGrid}>
      {items.map((item, index) => (
        <li key={item.id}>
          <Link href={item.href} className={classes.card} data-testid={testId}>
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
            <div className={classes.cardBody}>
              <p className={classes.meta}>{item.meta}</p>
              <h2 className={classes.cardTitle}>{item.title}</h2>
              <p className={classes.muted}>{item.summary}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}

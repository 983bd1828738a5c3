import { Trans, useLingui } from '@lingui/react/macro'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link, useParams } from 'wouter'
import type { Lang } from '../../../../contract/common'
import { formatDateLong } from '../../../lib/format'
import { contentKeys, fetchNewsItem, newsPrerender } from '../data'
import { useRemote } from '../../../lib/use-remote'
import { LoadError, NotFoundNote } from '../components/ContentStates'
import { DetailSkeleton } from '../components/DetailSkeleton'
import classes from '../components/Content.module.css'

// Prerendered for every item of its list, with the item in the head (src/lib/prerendered).
export const { prerenderParams, snapshot, head } = newsPrerender

/** '/whats-hot/{id}': one news story; an unknown id says so inside the page. */
export default function WhatsHotDetailPage() {
  const { id = '' } = useParams<{ id: string }>()
  const { i18n } = useLingui()
  const lang = i18n.locale as Lang
  const item = useRemote(contentKeys.newsItem(id, lang), () => fetchNewsItem(id, lang))

  if (item.status === 'ready' && item.data === null) {
    return (
      <NotFoundNote
        title={<Trans>This story could not be found</Trans>}
        backHref="/whats-hot"
        backLabel={<Trans>See all news</Trans>}
      />
    )
  }
  return (
    <article className={`vp-container ${classes.detail}`}>
      <Link href="/whats-hot" className={classes.back}>
        <IconArrowLeft size={18} aria-hidden />
        <Trans>All news</Trans>
      </Link>
      {item.status === 'loading' && <DetailSkeleton />}
      {item.status === 'error' && (
        <>
          <h1 className={classes.detailTitle}>
            <Trans>News</Trans>
          </h1>
          <LoadError />
        </>
      )}
      {item.status === 'ready' && item.data && (
        <>
          <h1 className={classes.detailTitle}>{item.data.title}</h1>
          <p className={classes.meta}>
            {item.data.category} ·{' '}
            <time dateTime={item.data.published_at}>{formatDateLong(item.data.published_at, lang)}</time>
          </p>
          <img
            className={classes.detailImage}
            src={item.data.image}
            alt=""
            width={800}
            height={400}
            fetchPriority="high"
          />
          <div className={classes.prose}>
            {item.data.body.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </>
      )}
    </article>
  )
}

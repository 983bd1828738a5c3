import { Trans, useLingui } from '@lingui/react/macro'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link, useParams } from 'wouter'
import type { Lang } from '../../../../contract/common'
import { formatDateLong } from '../../../lib/format'
import { contentKeys, fetchArticle, articlePrerender } from '../data'
import { useRemote } from '../../../lib/use-remote'
import { LoadError, NotFoundNote } from '../components/ContentStates'
import { DetailSkeleton } from '../components/DetailSkeleton'
import classes from '../components/Content.module.css'

// Prerendered for every item of its list, with the item in the head (src/lib/prerendered).
export const { prerenderParams, snapshot, head } = articlePrerender

/** '/help-center/{slug}': one guide; an unknown slug says so inside the page. */
export default function HelpArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>()
  const { i18n } = useLingui()
  const lang = i18n.locale as Lang
  const article = useRemote(contentKeys.article(slug, lang), () => fetchArticle(slug, lang))

  if (article.status === 'ready' && article.data === null) {
    return (
      <NotFoundNote
        title={<Trans>This article could not be found</Trans>}
        backHref="/help-center"
        backLabel={<Trans>Back to the Help Center</Trans>}
      />
    )
  }
  return (
    <article className={`vp-container ${classes.detail}`}>
      <Link href="/help-center" className={classes.back}>
        <IconArrowLeft size={18} aria-hidden />
        <Trans>Help Center</Trans>
      </Link>
      {article.status === 'loading' && <DetailSkeleton />}
      {article.status === 'error' && (
        <>
          <h1 className={classes.detailTitle}>
            <Trans>Help article</Trans>
          </h1>
          <LoadError />
        </>
      )}
      {article.status === 'ready' && article.data && (
        <>
          <h1 className={classes.detailTitle}>{article.data.title}</h1>
          <p className={classes.meta}>
            {article.data.category} ·{' '}
            <Trans>
              Updated{' '}
              <time dateTime={article.data.updated_at}>{formatDateLong(article.data.updated_at, lang)}</time>
            </Trans>
          </p>
          <p className={classes.lead}>{article.data.summary}</p>
          <div className={classes.prose}>
            {article.data.body.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </>
      )}
    </article>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import type { Lang } from '../../../../contract/common'
import { formatDateLong } from '../../../lib/format'
import { PageIntro } from '../../../ui/PageIntro'
import { contentKeys, fetchNews } from '../data'
import type { PageSnapshot } from '../../../lib/prerendered'
import { useRemote } from '../../../lib/use-remote'
import { CardGridSkeleton, EmptyNote, LoadError } from '../components/ContentStates'
import { ContentCards } from '../components/ContentCards'
import classes from '../components/Content.module.css'

/** Prerendered with the news of its language (src/lib/prerendered). */
export const snapshot: PageSnapshot = ({ lang }) => ({
  [contentKeys.news(lang as Lang)]: fetchNews(lang as Lang),
})

/** '/whats-hot': news from the content service, in the active language. */
export default function WhatsHotPage() {
  const { i18n } = useLingui()
  const lang = i18n.locale as Lang
  const news = useRemote(contentKeys.news(lang), () => fetchNews(lang))
  return (
    <>
      <PageIntro
        title={<Trans>What's hot</Trans>}
        intro={<Trans>News and highlights: new channels, big matches and product updates.</Trans>}
      />
      <section className={`vp-container ${classes.section}`}>
        {news.status === 'loading' && <CardGridSkeleton count={4} height={350} />}
        {news.status === 'error' && <LoadError />}
        {news.status === 'ready' && news.data.length === 0 && (
          <EmptyNote>
            <Trans>No news yet. Check back soon.</Trans>
          </EmptyNote>
        )}
        {news.status === 'ready' && news.data.length > 0 && (
          <ContentCards
            testId="news-card"
            items={news.data.map((item) => ({
              id: String(item.id),
              href: `/whats-hot/${item.id}`,
              image: item.image,
              meta: (
                <>
                  {item.category} ·{' '}
                  <time dateTime={item.published_at}>{formatDateLong(item.published_at, lang)}</time>
                </>
              ),
              title: item.title,
              summary: item.summary,
            }))}
          />
        )}
      </section>
    </>
  )
}

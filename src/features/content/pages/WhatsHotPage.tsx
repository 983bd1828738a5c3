import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { Lang } from '../../../api/contract/common'
import { formatDateLong } from '../../../lib/format'
import { PageIntro } from '../../../ui/PageIntro'
import { fetchNews } from '../data'
import { useRemote } from '../../../lib/use-remote'
import { CardGridSkeleton, EmptyNote, LoadError } from '../components/ContentStates'
import classes from '../components/Content.module.css'

/** '/whats-hot': news from the content service, in the active language. */
export default function WhatsHotPage() {
  const { i18n } = useLingui()
  const lang = i18n.locale as Lang
  const news = useRemote(`news-${lang}`, () => fetchNews(lang))
  return (
    <>
      <PageIntro title={<Trans>What's hot</Trans>} intro={<Trans>News and highlights: new channels, big matches and product updates.</Trans>} />
      <section className={`vp-container ${classes.section}`}>
        {news.status === 'loading' && <CardGridSkeleton count={4} height={350} />}
        {news.status === 'error' && <LoadError />}
        {news.status === 'ready' && news.data.length === 0 && <EmptyNote><Trans>No news yet. Check back soon.</Trans></EmptyNote>}
        {news.status === 'ready' && news.data.length > 0 && (
          <ul className={classes.cardGrid}>
            {news.data.map((item) => (
              <li key={item.id}>
                <Link href={`/whats-hot/${item.id}`} className={classes.card} data-testid="news-card">
                  <img className={classes.cardImage} src={item.image} alt="" width={800} height={400} loading="lazy" decoding="async" />
                  <div className={classes.cardBody}>
                    <p className={classes.meta}>
                      {item.category} · <time dateTime={item.published_at}>{formatDateLong(item.published_at, lang)}</time>
                    </p>
                    <h2 className={classes.cardTitle}>{item.title}</h2>
                    <p className={classes.muted}>{item.summary}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

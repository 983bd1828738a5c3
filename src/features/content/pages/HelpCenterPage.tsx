import { Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react'
import type { Lang } from '../../../../contract/common'
import type { Article } from '../../../../contract/content'
import { PageIntro } from '../../../ui/PageIntro'
import { SUPPORT_CHAT_URL, SUPPORT_EMAIL } from '../../../ui/contact'
import { contentKeys, fetchArticles, fetchFaq } from '../data'
import type { PageSnapshot } from '../../../lib/prerendered'
import { useRemote } from '../../../lib/use-remote'
import { CardGridSkeleton, EmptyNote, LoadError } from '../components/ContentStates'
import { ContentCards } from '../components/ContentCards'
import { FaqSkeleton, FaqTopics, TopicNav } from '../components/FaqTopics'
import classes from '../components/Content.module.css'

/** Prerendered with the guides and questions of its language (src/lib/prerendered). */
export const snapshot: PageSnapshot = ({ lang }) => ({
  [contentKeys.articles(lang as Lang)]: fetchArticles(lang as Lang),
  [contentKeys.faq(lang as Lang)]: fetchFaq(lang as Lang),
})

/** '/help-center': guides from the content service, the FAQ topics and the ways to reach support. */
export default function HelpCenterPage() {
  const { t, i18n } = useLingui()
  const lang = i18n.locale as Lang
  const articles = useRemote(contentKeys.articles(lang), () => fetchArticles(lang))
  const faq = useRemote(contentKeys.faq(lang), () => fetchFaq(lang))
  return (
    <>
      <PageIntro
        title={<Trans>Help Center</Trans>}
        intro={
          <Trans>
            Guides for your Vision+ TV box and account, and answers about installation, orders, payment and
            delivery.
          </Trans>
        }
      />
      <div className={`vp-container ${classes.section}`}>
        <section aria-labelledby="help-guides">
          <h2 id="help-guides" className={classes.h2}>
            <Trans>Guides</Trans>
          </h2>
          {articles.status === 'loading' && <CardGridSkeleton count={3} height={150} />}
          {articles.status === 'error' && <LoadError />}
          {articles.status === 'ready' && articles.data.length === 0 && (
            <EmptyNote>
              <Trans>No guides yet.</Trans>
            </EmptyNote>
          )}
          {articles.status === 'ready' && articles.data.length > 0 && (
            <ArticleList articles={articles.data} />
          )}
        </section>

        <section aria-labelledby="help-topics">
          <h2 id="help-topics" className={classes.h2}>
            <Trans>Questions by topic</Trans>
          </h2>
          {faq.status === 'loading' && <FaqSkeleton />}
          {faq.status === 'error' && <LoadError />}
          {faq.status === 'ready' && (
            <>
              <TopicNav topics={faq.data} label={t`Help topics`} />
              <FaqTopics topics={faq.data} headingLevel={3} />
            </>
          )}
        </section>

        <section aria-labelledby="help-contact" className={`vp-card ${classes.contact}`}>
          <h2 id="help-contact" className={`${classes.h2} ${classes.flushTop}`}>
            <Trans>Still need help?</Trans>
          </h2>
          <p className={classes.muted}>
            <Trans>Our team answers every day from 08:00 to 22:00 WIB.</Trans>
          </p>
          <div className={classes.contactActions}>
            <Button
              component="a"
              href={SUPPORT_CHAT_URL}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
              size="md"
            >
              <Trans>Chat with us</Trans>
            </Button>
            <Button
              component="a"
              href={`mailto:${SUPPORT_EMAIL}`}
              variant="default"
              leftSection={<IconMail size={18} aria-hidden />}
              size="md"
            >
              {SUPPORT_EMAIL}
            </Button>
          </div>
        </section>
      </div>
    </>
  )
}

function ArticleList({ articles }: { articles: readonly Article[] }) {
  return (
    <ContentCards
      testId="article-card"
      headingLevel={3}
      items={articles.map((article) => ({
        id: article.slug,
        href: `/help-center/${article.slug}`,
        meta: article.category,
        title: article.title,
        summary: article.summary,
      }))}
    />
  )
}

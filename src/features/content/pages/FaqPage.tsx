import { Trans, useLingui } from '@lingui/react/macro'
import type { Lang } from '../../../../contract/common'
import { PageIntro } from '../../../ui/PageIntro'
import { contentKeys, fetchFaq } from '../data'
import type { PageSnapshot } from '../../../lib/prerendered'
import { useRemote } from '../../../lib/use-remote'
import { EmptyNote, LoadError } from '../components/ContentStates'
import { FaqSkeleton, FaqTopics, TopicNav } from '../components/FaqTopics'
import classes from '../components/Content.module.css'

/** Prerendered with the questions of its language (src/lib/prerendered). */
export const snapshot: PageSnapshot = ({ lang }) => ({
  [contentKeys.faq(lang as Lang)]: fetchFaq(lang as Lang),
})

/** '/faq': questions and answers per topic (installation, order, payment, shipping) from the content service. */
export default function FaqPage() {
  const { t, i18n } = useLingui()
  const lang = i18n.locale as Lang
  const faq = useRemote(contentKeys.faq(lang), () => fetchFaq(lang))
  return (
    <>
      <PageIntro
        title={<Trans>Frequently asked questions</Trans>}
        intro={
          <Trans>Installing the box, ordering, paying and delivery: the answers people ask for most.</Trans>
        }
      />
      <div className={`vp-container ${classes.section}`}>
        {faq.status === 'loading' && <FaqSkeleton />}
        {faq.status === 'error' && <LoadError />}
        {faq.status === 'ready' && faq.data.length === 0 && (
          <EmptyNote>
            <Trans>No questions yet.</Trans>
          </EmptyNote>
        )}
        {faq.status === 'ready' && faq.data.length > 0 && (
          <>
            <TopicNav topics={faq.data} label={t`FAQ topics`} />
            <FaqTopics topics={faq.data} />
          </>
        )}
      </div>
    </>
  )
}

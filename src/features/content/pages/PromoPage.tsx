import { Trans, useLingui } from '@lingui/react/macro'
import type { Lang } from '../../../../contract/common'
import { PageIntro } from '../../../ui/PageIntro'
import { contentKeys, fetchPromos } from '../data'
import type { PageSnapshot } from '../../../lib/prerendered'
import { useRemote } from '../../../lib/use-remote'
import { CardGridSkeleton, EmptyNote, LoadError } from '../components/ContentStates'
import { ContentCards } from '../components/ContentCards'
import classes from '../components/Content.module.css'

/** Prerendered with the promos of its language (src/lib/prerendered). */
export const snapshot: PageSnapshot = ({ lang }) => ({
  [contentKeys.promos(lang as Lang)]: fetchPromos(lang as Lang),
})

/** '/promo': current offers from the content service, in the active language. */
export default function PromoPage() {
  const { i18n } = useLingui()
  const lang = i18n.locale as Lang
  const promos = useRemote(contentKeys.promos(lang), () => fetchPromos(lang))
  return (
    <>
      <PageIntro
        title={<Trans>Promos</Trans>}
        intro={<Trans>The latest offers on Vision+ TV boxes, plans and add-ons.</Trans>}
      />
      <section className={`vp-container ${classes.section}`}>
        {promos.status === 'loading' && <CardGridSkeleton count={4} height={330} />}
        {promos.status === 'error' && <LoadError />}
        {promos.status === 'ready' && promos.data.length === 0 && (
          <EmptyNote>
            <Trans>There are no promos right now. Check back soon.</Trans>
          </EmptyNote>
        )}
        {promos.status === 'ready' && promos.data.length > 0 && (
          <ContentCards
            testId="promo-card"
            items={promos.data.map((promo) => ({
              id: String(promo.id),
              href: `/promo/${promo.id}`,
              image: promo.image,
              meta: promo.period,
              title: promo.title,
              summary: promo.summary,
            }))}
          />
        )}
      </section>
    </>
  )
}

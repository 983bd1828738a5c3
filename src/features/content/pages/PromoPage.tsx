import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { Lang } from '../../../api/contract/common'
import { PageIntro } from '../../../ui/PageIntro'
import { fetchPromos } from '../data'
import { useRemote } from '../../../lib/use-remote'
import { CardGridSkeleton, EmptyNote, LoadError } from '../components/ContentStates'
import classes from '../components/Content.module.css'

/** '/promo': current offers from the content service, in the active language. */
export default function PromoPage() {
  const { i18n } = useLingui()
  const lang = i18n.locale as Lang
  const promos = useRemote(`promos-${lang}`, () => fetchPromos(lang))
  return (
    <>
      <PageIntro title={<Trans>Promos</Trans>} intro={<Trans>The latest offers on Vision+ TV boxes, plans and add-ons.</Trans>} />
      <section className={`vp-container ${classes.section}`}>
        {promos.status === 'loading' && <CardGridSkeleton count={4} height={330} />}
        {promos.status === 'error' && <LoadError />}
        {promos.status === 'ready' && promos.data.length === 0 && <EmptyNote><Trans>There are no promos right now. Check back soon.</Trans></EmptyNote>}
        {promos.status === 'ready' && promos.data.length > 0 && (
          <ul className={classes.cardGrid}>
            {promos.data.map((promo) => (
              <li key={promo.id}>
                <Link href={`/promo/${promo.id}`} className={classes.card} data-testid="promo-card">
                  <img className={classes.cardImage} src={promo.image} alt="" width={800} height={400} loading="lazy" decoding="async" />
                  <div className={classes.cardBody}>
                    <p className={classes.meta}>{promo.period}</p>
                    <h2 className={classes.cardTitle}>{promo.title}</h2>
                    <p className={classes.muted}>{promo.summary}</p>
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

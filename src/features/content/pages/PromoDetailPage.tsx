import { Trans, useLingui } from '@lingui/react/macro'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link, useParams } from 'wouter'
import type { Lang } from '../../../../contract/common'
import { contentKeys, fetchPromo, promoPrerender } from '../data'
import { useRemote } from '../../../lib/use-remote'
import { LoadError, NotFoundNote } from '../components/ContentStates'
import { DetailSkeleton } from '../components/DetailSkeleton'
import classes from '../components/Content.module.css'

// Prerendered for every item of its list, with the item in the head (src/lib/prerendered).
export const { prerenderParams, snapshot, head } = promoPrerender

/** '/promo/{id}': one promo with its period and terms; an unknown id says so inside the page. */
export default function PromoDetailPage() {
  const { id = '' } = useParams<{ id: string }>()
  const { i18n } = useLingui()
  const lang = i18n.locale as Lang
  const promo = useRemote(contentKeys.promo(id, lang), () => fetchPromo(id, lang))

  if (promo.status === 'ready' && promo.data === null) {
    return (
      <NotFoundNote
        title={<Trans>This promo could not be found</Trans>}
        backHref="/promo"
        backLabel={<Trans>See all promos</Trans>}
      />
    )
  }
  return (
    <article className={`vp-container ${classes.detail}`}>
      <Link href="/promo" className={classes.back}>
        <IconArrowLeft size={18} aria-hidden />
        <Trans>All promos</Trans>
      </Link>
      {promo.status === 'loading' && <DetailSkeleton />}
      {promo.status === 'error' && (
        <>
          <h1 className={classes.detailTitle}>
            <Trans>Promo</Trans>
          </h1>
          <LoadError />
        </>
      )}
      {promo.status === 'ready' && promo.data && (
        <>
          <h1 className={classes.detailTitle}>{promo.data.title}</h1>
          <p className={classes.meta}>
            <Trans>Period: {promo.data.period}</Trans>
          </p>
          <img
            className={classes.detailImage}
            src={promo.data.image}
            alt=""
            width={800}
            height={400}
            fetchPriority="high"
          />
          <div className={classes.prose}>
            {promo.data.body.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          {promo.data.terms.length > 0 && (
            <>
              <h2 className={classes.h2}>
                <Trans>Terms and conditions</Trans>
              </h2>
              <ul className={classes.terms}>
                {promo.data.terms.map((term, i) => (
                  <li key={i}>{term}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </article>
  )
}

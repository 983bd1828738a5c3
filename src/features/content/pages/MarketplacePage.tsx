import { Trans, useLingui } from '@lingui/react/macro'
import { IconExternalLink } from '@tabler/icons-react'
import { PageIntro } from '../../../ui/PageIntro'
import { SHOPS } from '../shops'
import classes from '../components/Marketplace.module.css'

/** '/marketplace': the five official stores; each opens in a new tab without access to this page. */
export default function MarketplacePage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro
        title={<Trans>Shop at marketplace</Trans>}
        intro={
          <Trans>
            Buy the Vision+ TV box and starter plans from our official stores on your favourite marketplace.
          </Trans>
        }
      />
      <section className={`vp-container ${classes.section}`} aria-label={t`Official stores`}>
        <ul className={classes.grid}>
          {SHOPS.map((shop) => (
            <li key={shop.id}>
              <a
                className={classes.shop}
                href={shop.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="shop-link"
              >
                <img
                  src={`/shops/${shop.id}.svg`}
                  alt=""
                  width={200}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
                <span className={classes.name}>
                  {t`Vision+ TV on ${shop.name}`}
                  <IconExternalLink size={16} aria-hidden />
                </span>
                <span className={classes.hint}>
                  <Trans>Official store · opens in a new tab</Trans>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className={classes.note}>
          <Trans>Prices and stock are set by each store. Delivery times depend on your address.</Trans>
        </p>
      </section>
    </>
  )
}

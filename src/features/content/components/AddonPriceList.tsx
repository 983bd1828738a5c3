import { Trans, useLingui } from '@lingui/react/macro'
import { formatRupiah } from '../../../lib/format'
import { ADDON_ITEMS } from '../landing-content'
import classes from './Landing.module.css'

/** The static add-on list of the landing page (prices exclude VAT and admin fee). */
export function AddonPriceList() {
  const { i18n } = useLingui()
  return (
    <>
      <ul className={classes.addonList}>
        {ADDON_ITEMS.map((item) => (
          <li key={item.id} className={`vp-card ${classes.addon}`} data-testid="addon-item">
            <div>
              <h3 className={classes.featureTitle}>{i18n._(item.title)}</h3>
              <p className={classes.muted}>{i18n._(item.description)}</p>
            </div>
            <p className={classes.addonPrice}>
              {formatRupiah(item.price)}
              <span className={classes.perMonth}>
                <Trans>/month</Trans>
              </span>
            </p>
          </li>
        ))}
      </ul>
      <p className={classes.note}>
        <Trans>Prices exclude VAT and admin fee.</Trans>
      </p>
    </>
  )
}

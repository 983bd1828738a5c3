import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../../contract/route-paths'
import { localizedBenefits, type LocalizedDetail } from '../catalog-rules'
import { KIND_ICONS as ICONS } from './KindBadge'
import classes from './Catalog.module.css'

/** Up to six benefits in the active language, each with its type icon (premium, movies, sports, free). */
export function BenefitList({ details }: { details: readonly LocalizedDetail[] }) {
  const { i18n } = useLingui()
  const benefits = localizedBenefits(details, i18n.locale as Locale)
  return (
    <ul className={classes.benefits}>
      {benefits.map((benefit, index) => {
        const Icon = ICONS[benefit.kind]
        return (
          <li key={index} data-kind={benefit.kind}>
            <span className={classes.benefitIcon} data-kind={benefit.kind} aria-hidden>
              <Icon size={16} stroke={2} />
            </span>
            <span>{benefit.text}</span>
          </li>
        )
      })}
    </ul>
  )
}

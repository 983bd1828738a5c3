import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { IconBallFootball, IconCrown, IconGift, IconMovie } from '@tabler/icons-react'
import type { BenefitKind } from '../catalog-rules'
import classes from './Catalog.module.css'

export const KIND_ICONS: Record<BenefitKind, typeof IconCrown> = {
  premium: IconCrown,
  premiumMovies: IconMovie,
  premiumSports: IconBallFootball,
  free: IconGift,
}

const KIND_LABELS = {
  premium: msg`Premium`,
  premiumMovies: msg`Premium movies`,
  premiumSports: msg`Premium sports`,
  free: msg`Free`,
} as const

/** The add-on type icon with its name, so the icon never carries meaning alone. */
export function KindBadge({ kind }: { kind: BenefitKind }) {
  const { i18n } = useLingui()
  const Icon = KIND_ICONS[kind]
  return (
    <span className={classes.kindBadge} data-kind={kind} data-testid="addon-kind">
      <Icon size={16} stroke={2} aria-hidden />
      {i18n._(KIND_LABELS[kind])}
    </span>
  )
}

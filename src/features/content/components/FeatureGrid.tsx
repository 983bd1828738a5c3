import { useLingui } from '@lingui/react/macro'
import {
  IconApps,
  IconBrandGoogle,
  IconCast,
  IconCertificate,
  IconDevices,
  IconHistory,
  IconMovie,
  IconDeviceTv,
} from '@tabler/icons-react'
import type { Feature, FeatureIcon } from '../landing-content'
import classes from './Landing.module.css'

const ICONS: Record<FeatureIcon, typeof IconApps> = {
  catchup: IconHistory,
  devices: IconDevices,
  channels: IconDeviceTv,
  vod: IconMovie,
  apps: IconApps,
  certified: IconCertificate,
  assistant: IconBrandGoogle,
  cast: IconCast,
}

/** A grid of marketing claims: icon, the figure, a title and one sentence. */
export function FeatureGrid({
  features,
  showStat = true,
}: {
  features: readonly Feature[]
  showStat?: boolean
}) {
  const { i18n } = useLingui()
  return (
    <ul className={classes.featureGrid}>
      {features.map((feature) => {
        const Icon = ICONS[feature.icon]
        return (
          <li key={feature.id} className={`vp-card ${classes.feature}`}>
            <span className={classes.featureIcon} aria-hidden>
              <Icon size={26} stroke={1.7} />
            </span>
            {showStat && <p className={classes.stat}>{i18n._(feature.stat)}</p>}
            <h3 className={classes.featureTitle}>{i18n._(feature.title)}</h3>
            <p className={classes.muted}>{i18n._(feature.description)}</p>
          </li>
        )
      })}
    </ul>
  )
}

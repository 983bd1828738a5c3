import { Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AddonPackage } from '../../../../contract/package'
import { formatRupiah } from '../../../lib/format'
import { useKeptTap } from '../../../lib/kept-tap'
import { addonKind, cleanAddonName } from '../catalog-rules'
import { KindBadge } from './KindBadge'
import { PackageImage } from './PackageImage'
import classes from './Catalog.module.css'

interface AddonCardProps {
  addon: AddonPackage
  onDetails: (addon: AddonPackage) => void
  eager?: boolean
}

/** An add-on pack: cleaned name, price per period, and a button to its detail modal. */
export function AddonCard({ addon, onDetails, eager = false }: AddonCardProps) {
  const { t } = useLingui()
  const name = cleanAddonName(addon.name)
  const days = addon.duration_days
  const tap = `addon-details-${addon.id}`
  // a tap on See details made before the app was ready
  useKeptTap(tap, () => onDetails(addon))
  return (
    <article className={classes.card} data-testid="addon-card">
      <PackageImage className={classes.cardImage} src={addon.image_url} alt="" eager={eager} />
      <div className={classes.cardBody}>
        <KindBadge kind={addonKind(addon)} />
        <p className={classes.kind}>
          {addon.product_type === 8 ? <Trans>Video Streaming Voucher</Trans> : <Trans>Premium Channel</Trans>}
        </p>
        <h2 className={classes.cardTitle}>{name}</h2>
        <p className={classes.price}>
          {formatRupiah(addon.price)}
          <span className={classes.period}>
            {' '}
            / <Trans>{days} days</Trans>
          </span>
        </p>
        <div className={classes.actions}>
          <Button
            size="md"
            variant="light"
            onClick={() => onDetails(addon)}
            data-tap={tap}
            aria-label={t`See details: ${name}`}
          >
            <Trans>See details</Trans>
          </Button>
        </div>
      </div>
    </article>
  )
}

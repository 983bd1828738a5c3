import { useEffect, useState, type ComponentProps } from 'react'
import { Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AddonPackage } from '../../../../contract/package'
import { formatRupiah } from '../../../lib/format'
import { useKeptTap } from '../../../lib/kept-tap'
import { whenIdle } from '../../../lib/prefetch'
import { lazyPart, PartBoundary } from '../../../ui/lazy-part'
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

// The add-on detail (Mantine Modal, the detail call) is kept out of the package pages' initial
// JavaScript and fetched once the page is idle, so See details answers at once. The channel list
// modal is shared (src/ui/LazyChannelListModal).
const AddonDetailModalChunk = lazyPart(async () => ({
  default: (await import('./AddonDetailModal')).AddonDetailModal,
}))

type AddonProps = ComponentProps<typeof AddonDetailModalChunk>

/**
 * The detail a card's See details opens (the page holds which add-on): renders nothing until
 * first opened, then stays mounted so closing animates and returns focus.
 */
export function LazyAddonDetailModal(props: AddonProps) {
  const [used, setUsed] = useState(false)
  if (props.addon !== null && !used) setUsed(true)
  useEffect(() => whenIdle([AddonDetailModalChunk.preload]), [])
  if (!used) return null
  return (
    <PartBoundary opened={props.addon !== null} onClose={props.onClose}>
      <AddonDetailModalChunk {...props} />
    </PartBoundary>
  )
}

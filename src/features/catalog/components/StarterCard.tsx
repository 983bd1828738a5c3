import { Badge, Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { StarterPack } from '../../../../contract/package'
import { formatRupiah } from '../../../lib/format'
import { useBuy } from '../../../lib/app-system'
import { starterCategoryLabel } from '../catalog-rules'
import { BenefitList } from './BenefitList'
import { PackageImage } from './PackageImage'
import classes from './Catalog.module.css'

/**
 * A starter pack from the service. Buy goes to the marketplace page (SPEC §2); Buy online runs the
 * partner sign-in and pay popup (SPEC §1), as an add-on's Buy does.
 */
export function StarterCard({
  pack,
  onChannels,
  eager = false,
}: {
  pack: StarterPack
  onChannels: (pack: StarterPack) => void
  eager?: boolean
}) {
  const { t } = useLingui()
  const buy = useBuy()
  return (
    <article className={classes.card} data-testid="starter-card">
      <PackageImage className={classes.cardImage} src={pack.imageUrl} alt="" eager={eager} />
      <div className={classes.cardBody}>
        <Badge variant="light" color="blue" className={classes.category}>
          {starterCategoryLabel(pack.category)}
        </Badge>
        <h2 className={classes.cardTitle}>{pack.name}</h2>
        <p className={classes.price}>{formatRupiah(pack.price)}</p>
        <BenefitList details={pack.detail} />
        <div className={classes.actions}>
          <Button component={Link} href="/marketplace" size="md" aria-label={t`Buy ${pack.name}`}>
            <Trans>Buy</Trans>
          </Button>
          <Button
            variant="light"
            size="md"
            // a starter order's product code on the order service; no current package carries it
            onClick={() => buy({ id: pack.id, kind: 'starter', productCode: `STARTER-${pack.id}` })}
            aria-label={t`Buy online: ${pack.name}`}
          >
            <Trans>Buy online</Trans>
          </Button>
          <Button
            variant="default"
            size="md"
            onClick={() => onChannels(pack)}
            aria-label={t`Channels in ${pack.name}`}
          >
            <Trans>Channels</Trans>
          </Button>
        </div>
      </div>
    </article>
  )
}

import '../../../styles/mantine-extra.css'
import { Button, Modal, Skeleton } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { AddonPackage } from '../../../../contract/package'
import { formatRupiah } from '../../../lib/format'
import { addonKind, cleanAddonName, MAX_BENEFITS } from '../catalog-rules'
import { KindBadge } from './KindBadge'
import { fetchPackageDetails } from '../data'
import { useRemote } from '../../../lib/use-remote'
import { useBuy } from '../../../lib/app-system'
import { BenefitList } from './BenefitList'
import { PackageImage } from './PackageImage'
import classes from './Catalog.module.css'

interface AddonDetailModalProps {
  addon: AddonPackage | null
  onClose: () => void
  onChannels: (addon: AddonPackage) => void
}

/** Mantine's Modal traps focus, labels the dialog with its title and returns focus on close. */
export function AddonDetailModal({ addon, onClose, onChannels }: AddonDetailModalProps) {
  const { t } = useLingui()
  return (
    <Modal
      opened={addon !== null}
      onClose={onClose}
      title={addon ? cleanAddonName(addon.name) : ''}
      size={500}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      classNames={{ title: classes.modalTitle }}
    >
      {addon && <AddonDetail addon={addon} onChannels={onChannels} onBuy={onClose} />}
    </Modal>
  )
}

function AddonDetail({
  addon,
  onChannels,
  onBuy,
}: {
  addon: AddonPackage
  onChannels: (addon: AddonPackage) => void
  /** The buy flow's own popups follow: this modal steps aside. */
  onBuy: () => void
}) {
  const buy = useBuy()
  const details = useRemote(String(addon.id), () => fetchPackageDetails(addon.id))
  // The list already carries the first six details: show them if the detail call fails.
  const benefits = details.status === 'ready' ? details.data : addon.benefit
  return (
    <div data-testid="addon-modal">
      <PackageImage className={classes.modalImage} src={addon.image_detail_url} alt="" />
      <KindBadge kind={addonKind(addon)} />
      <p className={classes.price}>
        {formatRupiah(addon.price)}
        <span className={classes.period}>
          {' '}
          / <Trans>{addon.duration_days} days</Trans>
        </span>
      </p>
      <h3 className={classes.subheading}>
        <Trans>What you get</Trans>
      </h3>
      {details.status === 'loading' && benefits.length === 0 ? (
        <Skeleton height={MAX_BENEFITS * 28} />
      ) : (
        <BenefitList details={benefits} />
      )}
      <p className={classes.note}>
        <Trans>Prices exclude VAT and admin fee.</Trans>
      </p>
      <div className={classes.actions}>
        <Button
          size="md"
          onClick={() => {
            buy({ id: addon.id, kind: 'add-on', productCode: addon.product_code })
            onBuy()
          }}
        >
          <Trans>Buy add-on</Trans>
        </Button>
        <Button component={Link} href="/purchase" size="md" variant="light">
          <Trans>Buy for a box</Trans>
        </Button>
        <Button variant="default" size="md" onClick={() => onChannels(addon)}>
          <Trans>See channels</Trans>
        </Button>
      </div>
    </div>
  )
}

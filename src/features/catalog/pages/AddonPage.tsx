// only the Mantine styles it paints with: this stylesheet blocks the first paint
import '@mantine/core/styles/SegmentedControl.css'
import { useState } from 'react'
import { SegmentedControl } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AddonPackage } from '../../../../contract/package'
import { PageIntro } from '../../../ui/PageIntro'
import { cleanAddonName } from '../catalog-rules'
import { addonTypeKey, fetchAddonsByType } from '../data'
import { useRemote } from '../../../lib/use-remote'
import { AddonCard, LazyAddonDetailModal } from '../components/AddonCard'
import { LazyChannelListModal } from '../../../ui/LazyChannelListModal'
import { CardSkeletons } from '../components/CardSkeletons'
import classes from '../components/Catalog.module.css'

// The prerenderer renders the page with this result (src/lib/prerendered).
export { addonSnapshot as snapshot } from '../data'

/** '/addon': the add-on catalogue by product type (3 Premium Channel, 8 Video Streaming Voucher). */
export default function AddonPage() {
  const { t } = useLingui()
  const [type, setType] = useState<'3' | '8'>('3')
  const producttype = type === '3' ? 3 : 8
  const addons = useRemote(addonTypeKey(producttype), () => fetchAddonsByType(producttype))
  const [detail, setDetail] = useState<AddonPackage | null>(null)
  const [channels, setChannels] = useState<{ group: string; name: string } | null>(null)

  return (
    <>
      <PageIntro
        title={<Trans>Add-on packs</Trans>}
        intro={
          <Trans>
            Premium channels and streaming vouchers for your Vision+ TV box, from Rp. 19.000. Prices exclude
            VAT and admin fee.
          </Trans>
        }
      />
      <section className={`vp-container ${classes.section}`}>
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as '3' | '8')}
          data={[
            { value: '3', label: t`Premium Channel` },
            { value: '8', label: t`Video Streaming Voucher` },
          ]}
          size="md"
          mb="lg"
          aria-label={t`Add-on type`}
          classNames={{
            root: classes.segmentRoot,
            label: classes.segmentLabel,
            innerLabel: classes.segmentInnerLabel,
          }}
        />
        {addons.status === 'loading' ? (
          <CardSkeletons height={440} />
        ) : addons.status === 'ready' && addons.data.length > 0 ? (
          <ul className={classes.grid}>
            {addons.data.map((addon, i) => (
              <li key={addon.id}>
                <AddonCard addon={addon} onDetails={setDetail} eager={i < 3} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={classes.empty}>
            <Trans>No add-ons are available right now.</Trans>
          </p>
        )}
      </section>
      <LazyAddonDetailModal
        addon={detail}
        onClose={() => setDetail(null)}
        onChannels={(addon) => {
          setDetail(null)
          setChannels({ group: addon.productgroup, name: cleanAddonName(addon.name) })
        }}
      />
      <LazyChannelListModal
        productgroup={channels?.group ?? null}
        title={channels ? t`Channels in ${channels.name}` : ''}
        onClose={() => setChannels(null)}
      />
    </>
  )
}

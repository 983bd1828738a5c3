// only the Mantine styles it paints with: this stylesheet blocks the first paint
import '@mantine/core/styles/Tabs.css'
import { useState } from 'react'
import { Tabs } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AddonPackage, StarterPack } from '../../../../contract/package'
import { PageIntro } from '../../../ui/PageIntro'
import { cleanAddonName } from '../catalog-rules'
import { PACKAGE_KEYS, prefetchPackagePage, takeAddons, takeStarterPacks } from '../data'
import { useRemote } from '../../../lib/use-remote'
import { CardSlider } from '../components/CardSlider'
import { CardSkeletons } from '../components/CardSkeletons'
import { StarterCard } from '../components/StarterCard'
import { AddonCard, LazyAddonDetailModal } from '../components/AddonCard'
import { LazyChannelListModal } from '../../../ui/LazyChannelListModal'
import classes from '../components/Catalog.module.css'

type Tab = 'starter' | 'addon'

// The app loads this chunk before it hydrates: start the calls now rather than after hydration.
prefetchPackagePage()

// The prerenderer renders the page with these results (src/lib/prerendered).
export { packageSnapshot as snapshot } from '../data'

/** '/package': starter packs and add-ons in tabs (SPEC §2 'Package catalogue'). */
export default function PackagePage() {
  const { t } = useLingui()
  const starter = useRemote(PACKAGE_KEYS.starter, takeStarterPacks)
  const addons = useRemote(PACKAGE_KEYS.addons, takeAddons)
  const [tab, setTab] = useState<Tab>('starter')
  const [detail, setDetail] = useState<AddonPackage | null>(null)
  const [channels, setChannels] = useState<{ group: string; name: string } | null>(null)

  // SPEC §7: an invalid starter reply hides the tab, leaving only the add-ons.
  const starterHidden = starter.status === 'ready' && starter.data === null
  const activeTab: Tab = starterHidden ? 'addon' : tab

  const showStarterChannels = (pack: StarterPack) =>
    setChannels({ group: pack.productgroup, name: pack.name })
  const showAddonChannels = (addon: AddonPackage) => {
    setDetail(null)
    setChannels({ group: addon.productgroup, name: cleanAddonName(addon.name) })
  }

  return (
    <>
      <PageIntro
        title={<Trans>Packages</Trans>}
        intro={<Trans>Start with a plan that suits your home, then add the channel packs you love.</Trans>}
      />
      <section className={`vp-container ${classes.section}`}>
        <Tabs
          value={activeTab}
          onChange={(value) => value && setTab(value as Tab)}
          className={classes.tabs}
          keepMounted={false}
        >
          <Tabs.List className={classes.tabList}>
            {!starterHidden && (
              <Tabs.Tab value="starter" className={classes.tab}>
                <Trans>Starter packs</Trans>
              </Tabs.Tab>
            )}
            <Tabs.Tab value="addon" className={classes.tab}>
              <Trans>Add on</Trans>
            </Tabs.Tab>
          </Tabs.List>

          {!starterHidden && (
            <Tabs.Panel value="starter">
              {starter.status === 'ready' && starter.data ? (
                starter.data.length === 0 ? (
                  <p className={classes.empty}>
                    <Trans>No starter packs are on sale right now.</Trans>
                  </p>
                ) : (
                  <CardSlider label={t`Starter packs`}>
                    {starter.data.map((pack, i) => (
                      <StarterCard key={pack.id} pack={pack} onChannels={showStarterChannels} eager={i < 3} />
                    ))}
                  </CardSlider>
                )
              ) : (
                <CardSkeletons height={680} />
              )}
            </Tabs.Panel>
          )}

          <Tabs.Panel value="addon">
            {addons.status === 'loading' ? (
              <CardSkeletons height={680} />
            ) : addons.status === 'ready' && addons.data.length > 0 ? (
              <CardSlider label={t`Add-ons`}>
                {addons.data.map((addon, i) => (
                  <AddonCard key={addon.id} addon={addon} onDetails={setDetail} eager={i < 3} />
                ))}
              </CardSlider>
            ) : (
              <p className={classes.empty}>
                <Trans>No add-ons are available right now.</Trans>
              </p>
            )}
          </Tabs.Panel>
        </Tabs>
      </section>

      <LazyAddonDetailModal addon={detail} onClose={() => setDetail(null)} onChannels={showAddonChannels} />
      <LazyChannelListModal
        productgroup={channels?.group ?? null}
        title={channels ? t`Channels in ${channels.name}` : ''}
        onClose={() => setChannels(null)}
      />
    </>
  )
}

import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'
import { CHANNEL_GROUPS_KEY, fetchChannelGroups } from '../data'
import { useRemote } from '../../../lib/use-remote'
import { ChannelBrowser } from '../components/ChannelBrowser'
import { ChannelSkeleton } from '../../../ui/ChannelResults'
import { EmptyNote, LoadError } from '../components/ContentStates'
import classes from '../components/Channels.module.css'

// The prerenderer renders the page with these results (src/lib/prerendered).
export { channelsSnapshot as snapshot } from '../data'

/** '/channels': the channels of each starter pack and add-on, with a search. */
export default function ChannelsPage() {
  const groups = useRemote(CHANNEL_GROUPS_KEY, fetchChannelGroups)
  return (
    <>
      <PageIntro
        title={<Trans>Channels</Trans>}
        intro={<Trans>Pick a package to see its live channels and on-demand catalogues.</Trans>}
      />
      <section className={`vp-container ${classes.section}`}>
        {groups.status === 'loading' && <ChannelSkeleton />}
        {groups.status === 'error' && <LoadError />}
        {groups.status === 'ready' && groups.data.length === 0 && (
          <EmptyNote>
            <Trans>No packages are available right now.</Trans>
          </EmptyNote>
        )}
        {groups.status === 'ready' && groups.data.length > 0 && <ChannelBrowser groups={groups.data} />}
      </section>
    </>
  )
}

// only the Mantine styles it paints with: this stylesheet blocks the first paint
import '@mantine/core/styles/Input.css'
import { useState } from 'react'
import { Skeleton, TextInput, VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconSearch } from '@tabler/icons-react'
import type { Channel } from '../../../api/contract/package'
import { fetchChannels, type ChannelGroup } from '../data'
import { useRemote } from '../../../lib/use-remote'
import classes from './Channels.module.css'

/** Package chips, a channel search (debounced 300 ms, SPEC §9) and the channel grid; VOD gets wider gaps. */
export function ChannelBrowser({ groups }: { groups: readonly ChannelGroup[] }) {
  const { t } = useLingui()
  const [group, setGroup] = useState(groups[0]!.productgroup)
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const state = useRemote(
    `channels\n${group}\n${debounced}`,
    (signal) => fetchChannels({ packagename: group, search: debounced }, signal),
    'Channels could not be loaded',
  )
  const channels = state.status === 'ready' ? state.data : []
  const live = channels.filter((c) => c.type_channel.toLowerCase() !== 'vod')
  const vod = channels.filter((c) => c.type_channel.toLowerCase() === 'vod')

  return (
    <>
      <fieldset className={classes.chips}>
        <VisuallyHidden component="legend">{t`Package`}</VisuallyHidden>
        {groups.map((g) => (
          <button key={g.productgroup} type="button" className={classes.chip} aria-pressed={g.productgroup === group} onClick={() => setGroup(g.productgroup)}>
            {g.name}
          </button>
        ))}
      </fieldset>
      <TextInput
        className={classes.search}
        label={t`Search channels`}
        placeholder={t`Channel name`}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden />}
        maxLength={60}
        size="md"
        type="search"
      />
      <div className={classes.area} aria-live="polite">
        {state.status === 'loading' && <ChannelSkeleton />}
        {state.status === 'error' && <p className={classes.empty}><Trans>The channel list could not be loaded. Please try again later.</Trans></p>}
        {state.status === 'ready' && channels.length === 0 && (
          <p className={classes.empty}>{debounced ? <Trans>No channel matches “{debounced}”.</Trans> : <Trans>No channels in this package yet.</Trans>}</p>
        )}
        {live.length > 0 && <Grid channels={live} />}
        {vod.length > 0 && (
          <>
            <h2 className={classes.h2}><Trans>Video on demand</Trans></h2>
            <Grid channels={vod} vod />
          </>
        )}
      </div>
    </>
  )
}

export function ChannelSkeleton() {
  const { t } = useLingui()
  return (
    <div className={classes.grid} aria-busy="true">
      <VisuallyHidden>{t`Loading`}</VisuallyHidden>
      {Array.from({ length: 12 }, (_, i) => <Skeleton key={i} height={104} radius="md" />)}
    </div>
  )
}

function Grid({ channels, vod = false }: { channels: readonly Channel[]; vod?: boolean }) {
  return (
    <ul className={vod ? `${classes.grid} ${classes.vod}` : classes.grid}>
      {channels.map((c) => (
        <li key={`${c.title}-${c.image_url}`} className={classes.channel} data-testid="channel">
          <img src={c.image_url} alt="" width={96} height={54} loading="lazy" decoding="async" className={classes.logo} />
          <span className={classes.name}>{c.title}</span>
        </li>
      ))}
    </ul>
  )
}

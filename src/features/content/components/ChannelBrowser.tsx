// only the Mantine styles it paints with: this stylesheet blocks the first paint
import '@mantine/core/styles/Input.css'
import { useEffect, useState } from 'react'
import { Skeleton, TextInput, VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconSearch } from '@tabler/icons-react'
import type { Channel } from '../../../api/contract/package'
import { fetchChannels, type ChannelGroup } from '../data'
import classes from './Channels.module.css'

type State = { status: 'loading' } | { status: 'ready'; channels: Channel[] } | { status: 'error' }

/** Package chips, a channel search (debounced 300 ms, SPEC §9) and the channel grid; VOD gets wider gaps. */
export function ChannelBrowser({ groups }: { groups: readonly ChannelGroup[] }) {
  const { t } = useLingui()
  const [group, setGroup] = useState(groups[0]!.productgroup)
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const key = `${group}\n${debounced}`
  const [result, setResult] = useState<{ key: string; state: State } | null>(null)
  const state: State = result?.key === key ? result.state : { status: 'loading' }

  useEffect(() => {
    const controller = new AbortController()
    const done = (s: State) => setResult({ key: `${group}\n${debounced}`, state: s })
    fetchChannels({ packagename: group, search: debounced }, controller.signal).then(
      (channels) => done({ status: 'ready', channels }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Channels could not be loaded', error)
        done({ status: 'error' })
      },
    )
    return () => controller.abort()
  }, [group, debounced])

  const channels = state.status === 'ready' ? state.channels : []
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

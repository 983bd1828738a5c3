import '../../../styles/mantine-extra.css'
import { useState } from 'react'
import { Modal, Skeleton, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconSearch } from '@tabler/icons-react'
import type { Channel } from '../../../api/contract/package'
import { isVodChannel } from '../catalog-rules'
import { fetchChannels } from '../data'
import { useRemote } from '../../../lib/use-remote'
import classes from './Catalog.module.css'

/** SPEC §9: the channel search waits 300 ms after the last keystroke. */
export const CHANNEL_SEARCH_DEBOUNCE_MS = 300

interface ChannelListModalProps {
  /** the product group to list, or null when closed */
  productgroup: string | null
  title: string
  onClose: () => void
}

export function ChannelListModal({ productgroup, title, onClose }: ChannelListModalProps) {
  const { t } = useLingui()
  return (
    <Modal opened={productgroup !== null} onClose={onClose} title={title} size={600} centered closeButtonProps={{ 'aria-label': t`Close` }} classNames={{ title: classes.modalTitle }}>
      {productgroup !== null && <ChannelSearch productgroup={productgroup} />}
    </Modal>
  )
}

export function ChannelSearch({ productgroup }: { productgroup: string }) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), CHANNEL_SEARCH_DEBOUNCE_MS)
  const state = useRemote(
    `channels\n${productgroup}\n${debounced}`,
    (signal) => fetchChannels(productgroup, debounced, signal),
    'Channels could not be loaded',
  )
  const channels = state.status === 'ready' ? state.data : []
  const live = channels.filter((c) => !isVodChannel(c.type_channel))
  const vod = channels.filter((c) => isVodChannel(c.type_channel))

  return (
    <div data-testid="channel-list">
      <TextInput
        label={t`Search channels`}
        placeholder={t`Channel name`}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden />}
        maxLength={60}
        size="md"
        type="search"
      />
      <div className={classes.channelArea} aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <div className={classes.channelGrid}>
            {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height={96} radius="md" />)}
          </div>
        )}
        {state.status === 'error' && <p className={classes.empty}><Trans>The channel list could not be loaded. Please try again later.</Trans></p>}
        {state.status === 'ready' && channels.length === 0 && (
          <p className={classes.empty}>{debounced ? <Trans>No channel matches “{debounced}”.</Trans> : <Trans>No channels in this package yet.</Trans>}</p>
        )}
        {live.length > 0 && <ChannelGrid channels={live} />}
        {vod.length > 0 && (
          <>
            <h3 className={classes.subheading}><Trans>Video on demand</Trans></h3>
            <ChannelGrid channels={vod} vod />
          </>
        )}
      </div>
    </div>
  )
}

export function ChannelGrid({ channels, vod = false }: { channels: readonly Channel[]; vod?: boolean }) {
  return (
    <ul className={vod ? `${classes.channelGrid} ${classes.vodGrid}` : classes.channelGrid} data-vod={vod || undefined}>
      {channels.map((channel) => (
        <li key={`${channel.title}-${channel.image_url}`} className={classes.channel} data-testid="channel">
          <ChannelLogo channel={channel} />
          <span className={classes.channelName}>{channel.title}</span>
        </li>
      ))}
    </ul>
  )
}

/** The service's logo, or the channel's initials on a tile when there is none or it fails. */
function ChannelLogo({ channel }: { channel: Channel }) {
  const [failed, setFailed] = useState(false)
  if (!channel.image_url || failed) {
    const initials = channel.title.split(/\s+/).map((w) => w[0]).join('').slice(0, 3).toUpperCase()
    return <span className={classes.channelInitials} aria-hidden>{initials}</span>
  }
  return <img className={classes.channelLogo} src={channel.image_url} alt="" width={96} height={54} loading="lazy" decoding="async" onError={() => setFailed(true)} />
}

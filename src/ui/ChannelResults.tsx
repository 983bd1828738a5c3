// only the Mantine styles it paints with: on /channels this stylesheet blocks the first paint
import '@mantine/core/styles/Input.css'
import { useState } from 'react'
import { Button, Skeleton, TextInput, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconSearch } from '@tabler/icons-react'
import type { Channel } from '../../contract/package'
import type { Remote } from '../lib/use-remote'
import classes from './ChannelResults.module.css'

/** SPEC §9: a channel search waits 300 ms after the last keystroke. */
export const CHANNEL_SEARCH_DEBOUNCE_MS = 300

/** VOD channels are laid out apart, with wider gaps than live ones (SPEC §3). */
export function isVodChannel(typeChannel: string): boolean {
  return typeChannel.trim().toLowerCase() === 'vod'
}

/** The channel search box of the channel list modal and the channels page. */
export function ChannelSearchField({
  value,
  onChange,
  inDialog = false,
}: {
  value: string
  onChange: (value: string) => void
  /** In a dialog the search takes the focus when it opens (Mantine's `data-autofocus`). */
  inDialog?: boolean
}) {
  const { t } = useLingui()
  return (
    <TextInput
      className={classes.search}
      label={t`Search channels`}
      placeholder={t`Channel name`}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden />}
      maxLength={60}
      size="md"
      type="search"
      data-autofocus={inDialog || undefined}
    />
  )
}

/**
 * What a channel search found: placeholders while it asks, the failure or empty note (naming the
 * search), then live channels and, under their own heading, video on demand. `headingLevel`
 * follows the outline of the page or dialog it sits in; with `onRetry` a failure offers to ask again.
 */
export function ChannelResults({
  result,
  search,
  headingLevel,
  onRetry,
}: {
  result: Remote<Channel[]>
  search: string
  headingLevel: 2 | 3
  onRetry?: () => void
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const channels = result.status === 'ready' ? result.data : []
  const live = channels.filter((c) => !isVodChannel(c.type_channel))
  const vod = channels.filter((c) => isVodChannel(c.type_channel))
  return (
    <div
      className={classes.area}
      aria-live="polite"
      aria-busy={result.status === 'loading'}
      data-testid="channel-list"
    >
      {result.status === 'loading' && <ChannelSkeleton count={8} />}
      {result.status === 'error' &&
        (onRetry ? (
          <div className={classes.empty} role="alert">
            <p>
              <Trans>The channel list could not be loaded.</Trans>
            </p>
            <Button variant="light" className={classes.retry} onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <p className={classes.empty}>
            <Trans>The channel list could not be loaded. Please try again later.</Trans>
          </p>
        ))}
      {result.status === 'ready' && channels.length === 0 && (
        <p className={classes.empty}>
          {search ? (
            <Trans>No channel matches “{search}”.</Trans>
          ) : (
            <Trans>No channels in this package yet.</Trans>
          )}
        </p>
      )}
      {live.length > 0 && <ChannelGrid channels={live} />}
      {vod.length > 0 && (
        <>
          <Heading className={classes.heading}>
            <Trans>Video on demand</Trans>
          </Heading>
          <ChannelGrid channels={vod} vod />
        </>
      )}
    </div>
  )
}

/** Fixed-size tiles while channels load, so nothing moves when they arrive. */
export function ChannelSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useLingui()
  return (
    <div className={classes.grid} aria-busy="true">
      <VisuallyHidden>{t`Loading`}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={100} radius="md" />
      ))}
    </div>
  )
}

function ChannelGrid({ channels, vod = false }: { channels: readonly Channel[]; vod?: boolean }) {
  return (
    <ul className={vod ? `${classes.grid} ${classes.vod}` : classes.grid} data-vod={vod || undefined}>
      {channels.map((channel) => (
        <li key={`${channel.title}-${channel.image_url}`} className={classes.channel} data-testid="channel">
          <ChannelLogo channel={channel} />
          <span className={classes.name}>{channel.title}</span>
        </li>
      ))}
    </ul>
  )
}

/** The service's logo, or the channel's initials on a tile when there is none or it fails. */
function ChannelLogo({ channel }: { channel: Channel }) {
  const [failed, setFailed] = useState(false)
  if (!channel.image_url || failed) {
    const initials = channel.title
      .split(/\s+/)
      .map((w) => w[0])
      .join('')
      .slice(0, 3)
      .toUpperCase()
    return (
      <span className={classes.initials} aria-hidden>
        {initials}
      </span>
    )
  }
  return (
    <img
      className={classes.logo}
      src={channel.image_url}
      alt=""
      width={96}
      height={54}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}

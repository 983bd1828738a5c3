import { useState } from 'react'
import { VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { fetchChannels, type ChannelGroup } from '../data'
import { useRemote } from '../../../lib/use-remote'
import { CHANNEL_SEARCH_DEBOUNCE_MS, ChannelResults, ChannelSearchField } from '../../../ui/ChannelResults'
import { channelSearchKey } from '../../../lib/remote-keys'
import classes from './Channels.module.css'

/** Package chips, a channel search (debounced 300 ms, SPEC §9) and what it found. */
export function ChannelBrowser({ groups }: { groups: readonly ChannelGroup[] }) {
  const { t } = useLingui()
  const [group, setGroup] = useState(groups[0]!.productgroup)
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), CHANNEL_SEARCH_DEBOUNCE_MS)
  const result = useRemote(
    channelSearchKey(group, debounced),
    (signal) => fetchChannels({ packagename: group, search: debounced }, signal),
    'Channels could not be loaded',
  )

  return (
    <>
      <fieldset className={classes.chips}>
        <VisuallyHidden component="legend">{t`Package`}</VisuallyHidden>
        {groups.map((g) => (
          <button
            key={g.productgroup}
            type="button"
            className={classes.chip}
            aria-pressed={g.productgroup === group}
            onClick={() => setGroup(g.productgroup)}
          >
            {g.name}
          </button>
        ))}
      </fieldset>
      <ChannelSearchField value={search} onChange={setSearch} />
      <ChannelResults result={result} search={debounced} headingLevel={2} />
    </>
  )
}

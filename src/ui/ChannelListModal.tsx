import '../styles/mantine-extra.css'
import { useState } from 'react'
import { Modal } from '@mantine/core'
import { useDebouncedValue, useMounted } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { getChannels } from '../api/package'
import { useRemote } from '../lib/use-remote'
import { channelSearchKey } from '../lib/remote-keys'
import { CHANNEL_SEARCH_DEBOUNCE_MS, ChannelResults, ChannelSearchField } from './ChannelResults'
import classes from './ChannelResults.module.css'

export interface ChannelListModalProps {
  /** the product group to list, or null when closed */
  productgroup: string | null
  title: string
  onClose: () => void
}

/**
 * The channels of a package, with a search, in a dialog (SPEC §2 'Package catalogue' and the
 * account layout's Channel List modal): the package pages, My Package and a box's detail open it.
 * The search field takes the focus when it opens; closing returns the focus to the opener.
 */
export function ChannelListModal({ productgroup, title, onClose }: ChannelListModalProps) {
  const { t } = useLingui()
  // Mantine notes the element to return the focus to when `opened` turns true after the first
  // render; the lazy wrapper mounts this already open, so it opens one render later.
  const mounted = useMounted()
  return (
    <Modal
      opened={mounted && productgroup !== null}
      onClose={onClose}
      title={title}
      size={600}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      classNames={{ title: classes.modalTitle }}
    >
      {productgroup !== null && <ChannelSearch productgroup={productgroup} />}
    </Modal>
  )
}

function ChannelSearch({ productgroup }: { productgroup: string }) {
  const [search, setSearch] = useState('')
  const [attempt, setAttempt] = useState(0)
  const [debounced] = useDebouncedValue(search.trim(), CHANNEL_SEARCH_DEBOUNCE_MS)
  const result = useRemote(
    `${channelSearchKey(productgroup, debounced)}\n${attempt}`,
    (signal) => getChannels({ packagename: productgroup, search: debounced }, signal),
    'Channels could not be loaded',
  )
  return (
    <>
      <ChannelSearchField value={search} onChange={setSearch} inDialog />
      <ChannelResults
        result={result}
        search={debounced}
        headingLevel={3}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    </>
  )
}

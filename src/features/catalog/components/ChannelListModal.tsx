import '../../../styles/mantine-extra.css'
import { useState } from 'react'
import { Modal } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { fetchChannels } from '../data'
import { useRemote } from '../../../lib/use-remote'
import { CHANNEL_SEARCH_DEBOUNCE_MS, ChannelResults, ChannelSearchField } from '../../../ui/ChannelResults'
import { channelSearchKey } from '../../../lib/remote-keys'
import classes from './Catalog.module.css'

interface ChannelListModalProps {
  /** the product group to list, or null when closed */
  productgroup: string | null
  title: string
  onClose: () => void
}

/** The channels of a package, with a search, in a dialog (SPEC §2 'Package catalogue'). */
export function ChannelListModal({ productgroup, title, onClose }: ChannelListModalProps) {
  const { t } = useLingui()
  return (
    <Modal
      opened={productgroup !== null}
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
  const [debounced] = useDebouncedValue(search.trim(), CHANNEL_SEARCH_DEBOUNCE_MS)
  const result = useRemote(
    channelSearchKey(productgroup, debounced),
    (signal) => fetchChannels(productgroup, debounced, signal),
    'Channels could not be loaded',
  )
  return (
    <>
      <ChannelSearchField value={search} onChange={setSearch} />
      <ChannelResults result={result} search={debounced} headingLevel={3} />
    </>
  )
}

import { Button, Group, Loader, Select, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { KeyboardEvent } from 'react'
import { msg } from '@lingui/core/macro'
import {
  levelStatus,
  type AddressCascadeActorRef,
  type Level,
} from '../../../machines/address-cascade/address-cascade.machine'

const LABELS: Record<Level, MessageDescriptor> = {
  province: msg`Province`,
  city: msg`City`,
  district: msg`District`,
  subdistrict: msg`Subdistrict`,
}

const FAILED: Record<Level | 'postalCode', MessageDescriptor> = {
  province: msg`The provinces could not be loaded.`,
  city: msg`The cities could not be loaded.`,
  district: msg`The districts could not be loaded.`,
  subdistrict: msg`The subdistricts could not be loaded.`,
  postalCode: msg`The postal code could not be loaded.`,
}

/** One level of the region cascade: a searchable dropdown (lists run to hundreds of entries). */
export function CascadeSelect({ actor, level }: { actor: AddressCascadeActorRef; level: Level }) {
  const { i18n, t } = useLingui()
  const status = useSelector(actor, (s) => levelStatus(s, level))
  const options = useSelector(actor, (s) => s.context.options[level])
  const chosen = useSelector(actor, (s) => s.context.chosen[level])
  const data = options.map((option) => ({ value: option.id, label: option.name }))

  return (
    <div>
      <Select
        label={i18n._(LABELS[level])}
        placeholder={status === 'loading' ? t`Loading…` : t`Choose`}
        data={data}
        value={chosen?.id ?? null}
        // the same option chosen twice by one Enter (below, then Mantine's own) is one choice
        onChange={(id) =>
          id &&
          id !== actor.getSnapshot().context.chosen[level]?.id &&
          actor.send({ type: `${level}.select`, id })
        }
        onKeyDown={enterChoosesHighlighted}
        disabled={status !== 'ready'}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t`Nothing found`}
        maxDropdownHeight={200}
        required
        rightSection={status === 'loading' ? <Loader size="xs" aria-label={t`Loading`} /> : undefined}
        aria-busy={status === 'loading'}
      />
      {status === 'failed' && <LoadFailed actor={actor} what={FAILED[level]} />}
    </div>
  )
}

/**
 * Enter chooses the option the arrow keys highlighted. Mantine's Select also keeps that option's
 * index, and re-reads it from the list in a zero-delay timer set when the dropdown opens; a busy
 * phone runs that timer after key presses already queued, so an arrow's move was undone while its
 * option stayed highlighted, and Enter did nothing. The highlighted option in the list decides.
 */
function enterChoosesHighlighted(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
  const list = document.getElementById(event.currentTarget.getAttribute('aria-controls') ?? '')
  const highlighted = list?.querySelector<HTMLElement>('[data-combobox-selected]')
  if (!highlighted) return
  event.preventDefault()
  highlighted.click()
}

/** A failed load says so and offers a retry. */
export function LoadFailed({ actor, what }: { actor: AddressCascadeActorRef; what: MessageDescriptor }) {
  const { i18n } = useLingui()
  return (
    <Group gap="xs" mt={4} role="alert">
      <Text size="sm" c="red.4">
        {i18n._(what)}
      </Text>
      <Button size="compact-sm" variant="subtle" onClick={() => actor.send({ type: 'retry' })}>
        <Trans>Try again</Trans>
      </Button>
    </Group>
  )
}

export const POSTAL_CODE_FAILED = FAILED.postalCode

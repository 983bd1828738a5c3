import { Button, Group, Loader, Select, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
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
        onChange={(id) => id && actor.send({ type: `${level}.select`, id })}
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

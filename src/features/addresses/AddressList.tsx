import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { AddressCascadeActorRef } from '../../../machines/address-cascade/address-cascade.machine'
import type { Address } from '../../../contract/go'
import classes from './Addresses.module.css'

/** The saved addresses, each with Select; two skeleton rows while they load. */
export function AddressList({ actor }: { actor: AddressCascadeActorRef }) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  const addresses = useSelector(actor, (s) => s.context.addresses)

  return (
    <Stack gap="md">
      <Button variant="light" onClick={() => actor.send({ type: 'form.open' })}>
        <Trans>Add Address</Trans>
      </Button>
      {loading ? (
        <Stack gap="sm" aria-busy="true" data-testid="address-skeletons">
          <Skeleton height={96} radius="md" />
          <Skeleton height={96} radius="md" />
        </Stack>
      ) : failed ? (
        <Alert color="red" title={<Trans>Your addresses could not be loaded.</Trans>}>
          <Button mt="xs" size="xs" variant="white" onClick={() => actor.send({ type: 'list.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : addresses.length === 0 ? (
        <Text c="dimmed">
          <Trans>No saved address yet. Add one to have your order delivered.</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onSelect={() => actor.send({ type: 'address.select', id: address.id })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function AddressCard({ address, onSelect }: { address: Address; onSelect: () => void }) {
  const id = useId()
  const rtRw = [address.rt && `RT ${address.rt}`, address.rw && `RW ${address.rw}`]
    .filter(Boolean)
    .join(' / ')
  return (
    <li className={classes.card}>
      <div className={classes.cardText} id={id}>
        <Text fw={700}>{address.recipient_name}</Text>
        <Text size="sm" c="dimmed">
          {address.phone_number}
        </Text>
        <Text size="sm">
          {address.address_details}
          {rtRw && `, ${rtRw}`}
        </Text>
        <Text size="sm">
          {[address.subdistrict, address.district, address.city, address.province, address.postal_code].join(
            ', ',
          )}
        </Text>
      </div>
      <Button size="sm" onClick={onSelect} aria-describedby={id}>
        <Trans>Select</Trans>
      </Button>
    </li>
  )
}

import '../../styles/mantine-extra.css'
import { useActorRef, useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'
import {
  addressCascadeMachine,
  type AddressCascadeActorRef,
} from '../../../machines/address-cascade/address-cascade.machine'
import type { Address } from '../../../contract/go'
import { actorOptions } from '../../lib/inspect'
import { addressActors } from './addresses.actors'
import { AddressList } from './AddressList'
import { AddressForm } from './AddressForm'
import { SiteDialog } from '../../ui/steps'

const machine = addressCascadeMachine.provide({ actors: addressActors })

interface AddressListModalProps {
  opened: boolean
  onClose: () => void
}

/** The address the customer selected: the shell's picker closes the modal and tells the page. */
type OnChoose = (address: Address) => void

/** The address list modal of the app shell (SPEC §2), titled 'Add address'. */
export default function AddressListModal({
  opened,
  onClose,
  onChoose,
}: AddressListModalProps & { onChoose: OnChoose }) {
  return (
    <AddressModalFrame opened={opened} onClose={onClose}>
      {/* Mounted while open: each opening starts from a freshly loaded list. */}
      <AddressPicker onChoose={onChoose} />
    </AddressModalFrame>
  )
}

/** The modal around the list or the form; the view-level path tests put their own actor in it. */
export function AddressModalFrame({
  opened,
  onClose,
  children,
}: AddressListModalProps & { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <SiteDialog
      opened={opened}
      onClose={onClose}
      title={t`Add address`}
      size={500}
      overlayProps={{ backgroundOpacity: 0.6, blur: 4 }}
    >
      {children}
    </SiteDialog>
  )
}

export function AddressPicker({ onChoose, logic = machine }: { onChoose: OnChoose; logic?: typeof machine }) {
  const actor = useActorRef(logic, actorOptions('addressCascade'))
  return <AddressSteps actor={actor} onChoose={onChoose} />
}

/** The list or the add-address form of one running actor; a selected address goes to `onChoose`. */
export function AddressSteps({ actor, onChoose }: { actor: AddressCascadeActorRef; onChoose: OnChoose }) {
  const form = useSelector(actor, (s) => s.hasTag('step:form'))
  useEffect(() => {
    const sub = actor.on('chosen', ({ address }) => onChoose(address))
    return () => sub.unsubscribe()
  }, [actor, onChoose])
  return form ? <AddressForm actor={actor} /> : <AddressList actor={actor} />
}

import { describe, expect, it, vi } from 'vitest'
import type { Address } from '../api/contract/go'
import { chooseAddress, onAddressChosen, onAddressPickerOpen, openAddressPicker } from './address-picker'

describe('address picker', () => {
  it('tells the modal host each time a page asks for the picker, until it unsubscribes', () => {
    const host = vi.fn<() => void>()
    const off = onAddressPickerOpen(host)
    openAddressPicker()
    openAddressPicker()
    off()
    openAddressPicker()
    expect(host).toHaveBeenCalledTimes(2)
  })

  it('broadcasts the selected address to every listener', () => {
    const address = { id: 7 } as unknown as Address
    const a = vi.fn<(address: Address) => void>()
    const b = vi.fn<(address: Address) => void>()
    const offA = onAddressChosen(a)
    const offB = onAddressChosen(b)
    chooseAddress(address)
    offA()
    chooseAddress(address)
    offB()
    expect(a).toHaveBeenCalledExactlyOnceWith(address)
    expect(b).toHaveBeenCalledTimes(2)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { AddressCreate } from '../../contract/go'
import type { RegionOption } from '../../contract/region'
import {
  addressCascadeMachine,
  isSaving,
  levelStatus,
  type AddressCascadeEmitted,
  type LoadOptionsInput,
  type LoadPostalCodeInput,
} from './address-cascade.machine'
import { JAKARTA_GONDANGDIA, REGIONS, SAVED_ADDRESS } from './address-cascade.fixtures'

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

const fields = {
  recipient_name: 'Demo Customer',
  phone_number: '081234567890',
  address_details: 'Jl. Kebon Sirih No. 17',
  rt: '',
  rw: '7',
}

function start(failList = false) {
  const calls = {
    lists: 0,
    options: [] as LoadOptionsInput[],
    postal: [] as LoadPostalCodeInput[],
    saved: [] as AddressCreate[],
    failOptions: false,
    failPostal: false,
    failSave: null as string | null,
    failList,
  }
  const machine = addressCascadeMachine.provide({
    actors: {
      loadAddresses: fromPromise(async () => {
        calls.lists += 1
        if (calls.failList) throw new Error('internal server error')
        return calls.saved.length > 0 ? [SAVED_ADDRESS, { ...SAVED_ADDRESS, id: 2 }] : [SAVED_ADDRESS]
      }),
      loadOptions: fromPromise<RegionOption[], LoadOptionsInput>(async ({ input }) => {
        calls.options.push(input)
        if (calls.failOptions) throw new Error('internal server error')
        return REGIONS[`${input.level}:${input.parentId ?? ''}`] ?? []
      }),
      loadPostalCode: fromPromise<string, LoadPostalCodeInput>(async ({ input }) => {
        calls.postal.push(input)
        if (calls.failPostal) throw new Error('internal server error')
        return '10350'
      }),
      saveAddress: fromPromise<typeof SAVED_ADDRESS, AddressCreate>(async ({ input }) => {
        if (calls.failSave) throw new Error(calls.failSave)
        calls.saved.push(input)
        return SAVED_ADDRESS
      }),
    },
  })
  const actor = createActor(machine)
  const emitted: AddressCascadeEmitted[] = []
  actor.on('chosen', (event) => emitted.push(event))
  actor.start()
  return { actor, calls, emitted }
}

async function fillCascade(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'form.open' })
  await flush()
  actor.send({ type: 'province.select', id: '31' })
  await flush()
  actor.send({ type: 'city.select', id: '31.71' })
  await flush()
  actor.send({ type: 'district.select', id: '31.71.06' })
  await flush()
  actor.send({ type: 'subdistrict.select', id: '31.71.06.1005' })
  await flush()
}

describe('address-cascade machine', () => {
  it('says the list failed and loads it again on retry', async () => {
    const { actor, calls } = start(true)
    await flush()
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('listFailed')
    calls.failList = false
    actor.send({ type: 'list.retry' })
    await flush()
    expect(calls.lists).toBe(2)
    expect(actor.getSnapshot().context.addresses).toHaveLength(1)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('broadcasts the selected address and ends; an unknown id does nothing', async () => {
    const { actor, emitted } = start()
    await flush()
    actor.send({ type: 'address.select', id: 99 })
    expect(actor.getSnapshot().status).toBe('active')
    actor.send({ type: 'address.select', id: 1 })
    expect(emitted).toEqual([{ type: 'chosen', address: SAVED_ADDRESS }])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('loads provinces on opening the form with every dependent dropdown disabled', async () => {
    const { actor, calls } = start()
    await flush()
    actor.send({ type: 'form.open' })
    expect(levelStatus(actor.getSnapshot(), 'province')).toBe('loading')
    expect(levelStatus(actor.getSnapshot(), 'city')).toBe('disabled')
    await flush()
    expect(calls.options).toEqual([{ level: 'province', parentId: null }])
    expect(levelStatus(actor.getSnapshot(), 'province')).toBe('ready')
    for (const level of ['city', 'district', 'subdistrict'] as const)
      expect(levelStatus(actor.getSnapshot(), level)).toBe('disabled')
  })

  it('loads each level from its parent and fills in the postal code', async () => {
    const { actor, calls } = start()
    await flush()
    await fillCascade(actor)
    expect(calls.options.map((c) => `${c.level}:${c.parentId}`)).toEqual([
      'province:null',
      'city:31',
      'district:31.71',
      'subdistrict:31.71.06',
    ])
    expect(calls.postal).toEqual([{ districtId: '31.71.06', subdistrictName: 'Gondangdia' }])
    expect(actor.getSnapshot().context.postalCode).toBe('10350')
  })

  it('keeps a dependent dropdown disabled while its options load', async () => {
    const { actor } = start()
    await flush()
    actor.send({ type: 'form.open' })
    await flush()
    actor.send({ type: 'province.select', id: '31' })
    expect(levelStatus(actor.getSnapshot(), 'city')).toBe('loading')
    actor.send({ type: 'city.select', id: '31.71' })
    expect(actor.getSnapshot().context.chosen.city).toBeNull()
    await flush()
    expect(levelStatus(actor.getSnapshot(), 'city')).toBe('ready')
  })

  it('resets every level below a new choice', async () => {
    const { actor } = start()
    await flush()
    await fillCascade(actor)
    actor.send({ type: 'province.select', id: '32' })
    const { chosen, options, postalCode } = actor.getSnapshot().context
    expect(chosen).toEqual({
      province: { id: '32', name: 'Jawa Barat' },
      city: null,
      district: null,
      subdistrict: null,
    })
    expect(options.district).toEqual([])
    expect(options.subdistrict).toEqual([])
    expect(postalCode).toBe('')
    await flush()
    expect(actor.getSnapshot().context.options.city).toEqual([{ id: '32.73', name: 'Kota Bandung' }])

    await fillCascade(actor)
    actor.send({ type: 'district.select', id: '31.71.06' })
    expect(actor.getSnapshot().context.chosen.subdistrict).toBeNull()
    expect(actor.getSnapshot().context.chosen.city).toEqual({ id: '31.71', name: 'Jakarta Pusat' })
    expect(actor.getSnapshot().context.postalCode).toBe('')
  })

  it('says a level failed to load and loads it again on retry', async () => {
    const { actor, calls } = start()
    await flush()
    actor.send({ type: 'form.open' })
    await flush()
    calls.failOptions = true
    actor.send({ type: 'province.select', id: '31' })
    await flush()
    expect(levelStatus(actor.getSnapshot(), 'city')).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe('loadFailed')
    calls.failOptions = false
    actor.send({ type: 'retry' })
    expect(levelStatus(actor.getSnapshot(), 'city')).toBe('loading')
    await flush()
    expect(levelStatus(actor.getSnapshot(), 'city')).toBe('ready')
    expect(calls.options.filter((c) => c.level === 'city')).toHaveLength(2)
  })

  it('retries a failed postal-code lookup', async () => {
    const { actor, calls } = start()
    await flush()
    calls.failPostal = true
    await fillCascade(actor)
    expect(actor.getSnapshot().context.pending).toBe('postalCode')
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
    calls.failPostal = false
    actor.send({ type: 'retry' })
    await flush()
    expect(actor.getSnapshot().context.postalCode).toBe('10350')
  })

  it('refuses to save until every level and the postal code are filled', async () => {
    const { actor } = start()
    await flush()
    actor.send({ type: 'form.open' })
    await flush()
    expect(actor.getSnapshot().can({ type: 'save', fields })).toBe(false)
    actor.send({ type: 'save', fields })
    expect(isSaving(actor.getSnapshot())).toBe(false)
  })

  it('saves the address with region names and ids, then closes the form and reloads the list', async () => {
    const { actor, calls } = start()
    await flush()
    await fillCascade(actor)
    expect(actor.getSnapshot().can({ type: 'save', fields })).toBe(true)
    actor.send({ type: 'save', fields })
    expect(isSaving(actor.getSnapshot())).toBe(true)
    await flush()
    expect(calls.saved).toEqual([
      {
        ...fields,
        ...JAKARTA_GONDANGDIA,
      },
    ])
    await flush()
    expect(actor.getSnapshot().hasTag('step:list')).toBe(true)
    expect(calls.lists).toBe(2)
    expect(actor.getSnapshot().context.addresses).toHaveLength(2)
  })

  it('keeps the form and the server message when the save fails', async () => {
    const { actor, calls } = start()
    await flush()
    await fillCascade(actor)
    calls.failSave = 'Only Alphabets'
    actor.send({ type: 'save', fields })
    await flush()
    expect(actor.getSnapshot().hasTag('step:form')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'saveFailed',
      serverMessage: 'Only Alphabets',
    })
    expect(actor.getSnapshot().context.postalCode).toBe('10350')
  })
})

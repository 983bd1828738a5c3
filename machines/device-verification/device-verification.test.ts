import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { otpMachine } from '../otp/otp.machine'
import {
  deviceVerificationMachine,
  type DeviceVerificationEmitted,
  type DeviceVerificationFields,
} from './device-verification.machine'

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

const fields: DeviceVerificationFields = {
  accountId: '3010000003',
  sn: 'VPTV2025C0003',
  phoneNumber: '081377771111',
  email: 'siti@example.com',
}

/** A device service stand-in: one code per phone, a set of numbers verified on other boxes. */
function start(server = { taken: [] as string[], down: false, code: '4321' }) {
  const calls: string[] = []
  const otp = otpMachine.provide({
    actors: {
      // the phone reads no code from the SMS (no WebOTP here): the code is typed
      receiveCode: fromPromise<string | null>(() => new Promise(() => {})),
      sendCode: fromPromise(async ({ input }) => {
        calls.push(`resend ${input.phone} (${input.nextOtp})`)
      }),
      verifyCode: fromPromise(async ({ input }) => {
        calls.push(`verify ${input.phone} ${input.code}`)
        if (input.code !== server.code) throw new Error('Invalid code')
      }),
    },
  })
  const machine = deviceVerificationMachine.provide({
    actors: {
      otp,
      verifyPhone: fromPromise(async ({ input }) => {
        calls.push(`verifyphone ${input.customerId} ${input.phoneNumber}`)
        if (server.down) throw new Error('internal server error')
        if (server.taken.includes(input.phoneNumber)) throw { reason: 'phoneTaken' }
      }),
    },
  })
  const actor = createActor(machine, { input: { fields } })
  const emitted: DeviceVerificationEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, calls, emitted, server }
}

const typeCode = (actor: ReturnType<typeof start>['actor'], code: string) => {
  const otp = actor.getSnapshot().children.otp
  if (!otp) throw new Error('no code step')
  otp.send({ type: 'code.paste', code })
  otp.send({ type: 'code.submit' })
}

describe('device verification machine', () => {
  it('goes from the info popup through the form and the confirmation to the code, then verified', async () => {
    const { actor, calls, emitted } = start()
    expect(actor.getSnapshot().hasTag('step:info')).toBe(true)
    actor.send({ type: 'start' })
    expect(actor.getSnapshot().hasTag('step:form')).toBe(true)
    actor.send({ type: 'form.submit', fields: { ...fields, phoneNumber: '081355550000' } })
    expect(actor.getSnapshot().hasTag('step:confirmation')).toBe(true)
    expect(actor.getSnapshot().context.fields.phoneNumber).toBe('081355550000')
    actor.send({ type: 'confirm' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await flush()
    expect(actor.getSnapshot().hasTag('step:otp')).toBe(true)
    // the code was sent by verifyphone: the code step does not send another on open
    expect(calls).toEqual(['verifyphone 3010000003 081355550000'])
    typeCode(actor, '4321')
    await flush()
    expect(calls).toContain('verify 081355550000 4321')
    expect(actor.getSnapshot().hasTag('step:verified')).toBe(true)
    expect(emitted).toEqual([{ type: 'verified', phoneNumber: '081355550000' }])
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('returns to the filled form with phoneTaken when the number is verified on another box, and retries', async () => {
    const { actor, calls, server } = start({ taken: ['081377771111'], down: false, code: '4321' })
    actor.send({ type: 'start' })
    actor.send({ type: 'form.submit', fields })
    actor.send({ type: 'confirm' })
    await flush()
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('step:form')).toBe(true)
    expect(snapshot.hasTag('error')).toBe(true)
    expect(snapshot.context.error).toBe('phoneTaken')
    expect(snapshot.context.fields).toEqual(fields)
    server.taken = []
    actor.send({ type: 'retry' })
    await flush()
    expect(actor.getSnapshot().hasTag('step:otp')).toBe(true)
    expect(calls.filter((c) => c.startsWith('verifyphone'))).toHaveLength(2)
  })

  it('keeps the service message of any other failure, and editing clears it', async () => {
    const { actor } = start({ taken: [], down: true, code: '4321' })
    actor.send({ type: 'start' })
    actor.send({ type: 'form.submit', fields })
    actor.send({ type: 'confirm' })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'serverMessage',
      serverMessage: 'internal server error',
    })
    actor.send({ type: 'edit' })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actor.getSnapshot().hasTag('error')).toBe(false)
    expect(actor.getSnapshot().context.fields).toEqual(fields)
  })

  it('refuses a form without an account ID or a phone number', () => {
    const { actor } = start()
    actor.send({ type: 'start' })
    expect(actor.getSnapshot().can({ type: 'form.submit', fields: { ...fields, phoneNumber: '' } })).toBe(
      false,
    )
    expect(actor.getSnapshot().can({ type: 'form.submit', fields: { ...fields, accountId: ' ' } })).toBe(
      false,
    )
  })

  it('marks a wrong code failed and stays on the code, and back returns to the filled form', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'start' })
    actor.send({ type: 'form.submit', fields })
    actor.send({ type: 'confirm' })
    await flush()
    typeCode(actor, '0000')
    await flush()
    const otp = actor.getSnapshot().children.otp!
    expect(otp.getSnapshot().context.error).toBe('invalidCode')
    expect(actor.getSnapshot().hasTag('step:otp')).toBe(true)
    expect(otp.getSnapshot().can({ type: 'code.resend' })).toBe(false)
    otp.send({ type: 'back' })
    expect(actor.getSnapshot().hasTag('step:form')).toBe(true)
    expect(actor.getSnapshot().context.fields).toEqual(fields)
    expect(calls).toEqual(['verifyphone 3010000003 081377771111', 'verify 081377771111 0000'])
  })

  it('closes from any popup, the code included', async () => {
    const { actor } = start()
    actor.send({ type: 'start' })
    actor.send({ type: 'form.submit', fields })
    actor.send({ type: 'confirm' })
    await flush()
    const otp = actor.getSnapshot().children.otp!
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(otp.getSnapshot().status).toBe('stopped')
  })
})

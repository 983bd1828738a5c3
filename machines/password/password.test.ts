import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ResetPasskey } from '../../contract/user'
import { passwordMachine, type PasswordEmitted, type PasswordInput } from './password.machine'

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

const PASSKEYS: ResetPasskey[] = [
  { name: 'Laptop kantor', createdAt: '2026-11-02T03:04:05.000Z' },
  { name: 'Chrome on Android', createdAt: '2026-11-20T08:00:00.000Z' },
]

/** The account's passkeys as the service lists them: a list, a refusal, or an answer still to come. */
type PasskeyAnswer = ResetPasskey[] | Error | Promise<ResetPasskey[]>

function start(
  input: PasswordInput = {},
  server = { password: 'visionplus123', refuse: '' },
  passkeys: PasskeyAnswer = [],
) {
  const calls: string[] = []
  const machine = passwordMachine.provide({
    actors: {
      changePassword: fromPromise(async ({ input: body }) => {
        calls.push(
          `change ${body.oldPassword} → ${body.newPassword}${body.logoutOthers ? ', others out' : ''}`,
        )
        if (server.refuse) throw new Error(server.refuse)
        if (body.oldPassword !== server.password) throw { reason: 'oldPasswordIncorrect' }
        server.password = body.newPassword
      }),
      resetPassword: fromPromise(async ({ input: body }) => {
        calls.push(
          `reset ${body.phone} → ${body.password}${body.logoutOthers ? ', others out' : ''}${body.removePasskeys ? ', passkeys removed' : ''}`,
        )
        if (server.refuse) throw new Error(server.refuse)
        server.password = body.password
      }),
      listPasskeys: fromPromise(async ({ input: body }) => {
        calls.push(`list passkeys of ${body.phone}`)
        if (passkeys instanceof Error) throw passkeys
        return passkeys
      }),
    },
  })
  const actor = createActor(machine, { input })
  const emitted: PasswordEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, calls, emitted, server }
}

describe('password machine', () => {
  it('starts in change mode and saves old and new', async () => {
    const { actor, calls, server } = start()
    expect(actor.getSnapshot().hasTag('step:change')).toBe(true)
    actor.send({
      type: 'change.submit',
      oldPassword: 'visionplus123',
      newPassword: 'rahasia456',
      wide: true,
      logoutOthers: true,
    })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await flush()
    expect(calls).toEqual(['change visionplus123 → rahasia456, others out'])
    expect(server.password).toBe('rahasia456')
  })

  it('shows the success modal on a wide screen and resets the form, until closed', async () => {
    const { actor, emitted } = start()
    actor.send({
      type: 'change.submit',
      oldPassword: 'visionplus123',
      newPassword: 'rahasia456',
      wide: true,
      logoutOthers: true,
    })
    await flush()
    expect(actor.getSnapshot().hasTag('step:success')).toBe(true)
    expect(actor.getSnapshot().context.formVersion).toBe(1)
    expect(emitted).toEqual([])
    actor.send({ type: 'success.close' })
    expect(actor.getSnapshot().hasTag('step:success')).toBe(false)
    expect(actor.getSnapshot().hasTag('step:change')).toBe(true)
  })

  it('emits changed instead of the modal on a narrow screen and resets the form', async () => {
    const { actor, emitted } = start()
    actor.send({
      type: 'change.submit',
      oldPassword: 'visionplus123',
      newPassword: 'rahasia456',
      wide: false,
      logoutOthers: false,
    })
    await flush()
    expect(actor.getSnapshot().hasTag('step:success')).toBe(false)
    expect(
      actor
        .getSnapshot()
        .can({ type: 'change.submit', oldPassword: 'a', newPassword: 'b', wide: false, logoutOthers: true }),
    ).toBe(true)
    expect(actor.getSnapshot().context.formVersion).toBe(1)
    expect(emitted).toEqual([{ type: 'changed' }])
  })

  it('marks the old-password field when the service says it is wrong (code 17), until a field changes', async () => {
    const { actor } = start()
    actor.send({
      type: 'change.submit',
      oldPassword: 'salah12345',
      newPassword: 'rahasia456',
      wide: true,
      logoutOthers: true,
    })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ error: 'oldPasswordIncorrect', formVersion: 0 })
    actor.send({ type: 'edit' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it("keeps any other refusal's message as data", async () => {
    const { actor } = start({}, { password: 'visionplus123', refuse: 'Password changes are paused' })
    actor.send({
      type: 'change.submit',
      oldPassword: 'visionplus123',
      newPassword: 'rahasia456',
      wide: true,
      logoutOthers: true,
    })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'serverMessage',
      serverMessage: 'Password changes are paused',
    })
  })

  it('ignores a submit without both passwords', () => {
    const { actor } = start()
    actor.send({
      type: 'change.submit',
      oldPassword: '',
      newPassword: 'rahasia456',
      wide: true,
      logoutOthers: true,
    })
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
  })

  it('starts in forgot mode with a phone, and ends once the new password is saved', async () => {
    const { actor, calls } = start({ phone: '081234567890' })
    expect(actor.getSnapshot().hasTag('step:forgot')).toBe(true)
    actor.send({ type: 'forgot.submit', password: 'rahasia456', logoutOthers: true, removePasskeys: true })
    await flush()
    expect(calls).toEqual([
      'list passkeys of 081234567890',
      'reset 081234567890 → rahasia456, others out, passkeys removed',
    ])
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ phone: '081234567890' })
  })

  it('starts in forgot mode when given a phone and keeps a failed reset as the server message', async () => {
    const { actor } = start(
      { phone: '081234567890' },
      { password: 'x', refuse: 'Verify the phone number first' },
    )
    expect(actor.getSnapshot().hasTag('step:forgot')).toBe(true)
    actor.send({ type: 'forgot.submit', password: 'rahasia456', logoutOthers: true, removePasskeys: true })
    await flush()
    expect(actor.getSnapshot().hasTag('step:forgot')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'serverMessage',
      serverMessage: 'Verify the phone number first',
    })
    // Save again: the old refusal goes while the new attempt runs, as in change mode
    actor.send({ type: 'forgot.submit', password: 'rahasia456', logoutOthers: true, removePasskeys: true })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ error: null, serverMessage: null })
  })

  it('asks for the passkeys of the phone as forgot mode starts, and holds their names and dates as data', async () => {
    const { actor, calls } = start({ phone: '081234567890' }, undefined, PASSKEYS)
    expect(calls).toEqual(['list passkeys of 081234567890'])
    // asked for, not waited on: the form is there and not busy
    expect(actor.getSnapshot().hasTag('step:forgot')).toBe(true)
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    expect(actor.getSnapshot().context).toMatchObject({ passkeys: [], passkeysUnknown: false })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ passkeys: PASSKEYS, passkeysUnknown: false })
  })

  it('does not ask for passkeys in change mode', () => {
    const { calls } = start()
    expect(calls).toEqual([])
  })

  it('takes a new password while the passkeys are still on their way', async () => {
    let answer: (passkeys: ResetPasskey[]) => void = () => {}
    const pending = new Promise<ResetPasskey[]>((resolve) => (answer = resolve))
    const { actor, calls } = start({ phone: '081234567890' }, undefined, pending)
    actor.send({ type: 'forgot.submit', password: 'rahasia456', logoutOthers: false, removePasskeys: true })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    answer(PASSKEYS)
    await flush()
    expect(calls).toEqual([
      'list passkeys of 081234567890',
      'reset 081234567890 → rahasia456, passkeys removed',
    ])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('keeps the passkeys when the form says so (removePasskeys false is sent as is)', async () => {
    const { actor, calls } = start({ phone: '081234567890' }, undefined, PASSKEYS)
    await flush()
    actor.send({ type: 'forgot.submit', password: 'rahasia456', logoutOthers: true, removePasskeys: false })
    await flush()
    expect(calls.at(-1)).toBe('reset 081234567890 → rahasia456, others out')
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('leaves the list empty and marks it unknown when the passkeys cannot be had, the form still usable', async () => {
    const { actor, calls } = start(
      { phone: '081234567890' },
      undefined,
      new Error('Verify the phone number with a code first'),
    )
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({
      passkeys: [],
      passkeysUnknown: true,
      error: null,
      serverMessage: null,
    })
    actor.send({ type: 'forgot.submit', password: 'rahasia456', logoutOthers: true, removePasskeys: true })
    await flush()
    expect(calls.at(-1)).toBe('reset 081234567890 → rahasia456, others out, passkeys removed')
    expect(actor.getSnapshot().status).toBe('done')
  })
})

import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { valibotResolver } from 'mantine-form-valibot-resolver'
import { confirmMatches, nameField, newPasswordField, passwordField, requiredField } from './field-rules'

// The shared fields as the features compose them (auth's sign-up and forgot password, account's
// profile and change password); each feature's schemas.test.ts checks its own forms use them.
const fields = v.object({ name: nameField, password: passwordField, confirm: requiredField })
const form = valibotResolver(
  v.pipe(fields, confirmMatches<v.InferOutput<typeof fields>>('password', 'confirm')),
)
const errors = (values: Partial<v.InferOutput<typeof fields>>) =>
  form({ name: 'Ayu', password: 'rahasia12', confirm: 'rahasia12', ...values })

describe('shared field rules', () => {
  it('checks a name for letters and spaces, at most 60, spaces around it trimmed', () => {
    expect(errors({ name: '  Ayu Lestari  ' })).toEqual({})
    expect(v.parse(nameField, ' Ayu ')).toBe('Ayu')
    expect(errors({ name: '' }).name).toBe('fieldRequired')
    expect(errors({ name: '1Ayu' }).name).toBe('nameNotValid')
    expect(errors({ name: 'A'.repeat(61) }).name).toBe('max60Char')
  })

  it('wants 8 characters of a password, and letters with numbers only of a new one chosen at sign-up', () => {
    expect(errors({ password: 'rahasi1', confirm: 'rahasi1' }).password).toBe('passMin8Char')
    expect(errors({ password: 'rahasiaku', confirm: 'rahasiaku' })).toEqual({})
    expect(v.safeParse(newPasswordField, 'rahasiaku').issues?.[0]?.message).toBe('passwordLettersNumbers')
    expect(v.safeParse(newPasswordField, 'rahasi1').issues?.[0]?.message).toBe('passMin8Char')
    expect(v.safeParse(newPasswordField, 'rahasia12').success).toBe(true)
  })

  it('puts a confirmation that differs on the confirmation field, and an empty one as required', () => {
    expect(errors({ confirm: 'rahasia13' })).toEqual({ confirm: 'passwordNotSame' })
    expect(errors({ confirm: '' })).toEqual({ confirm: 'fieldRequired' })
    expect(errors({ password: '', confirm: '' })).toEqual({
      password: 'fieldRequired',
      confirm: 'fieldRequired',
    })
  })
})

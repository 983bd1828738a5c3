import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { valibotResolver } from 'mantine-form-valibot-resolver'
import { forgotPasswordSchema, loginSchema, phoneStepSchema, signUpSchema } from './schemas'
import { readClaims } from '../../lib/jwt'

/** The error codes a form shows under its fields, as useForm gets them from the resolver. */
const fieldErrors = <T extends Record<string, unknown>>(
  schema: v.BaseSchema<T, T, v.BaseIssue<unknown>>,
  values: T,
) => valibotResolver(schema)(values)

const phoneError = (phone: string) => fieldErrors(phoneStepSchema, { phone, password: '' }).phone
const passwordError = (password: string) => fieldErrors(loginSchema, { phone: '081234567890', password })

describe('login phone rules', () => {
  it('accepts Indonesian mobile numbers with 0, 62 or +62', () => {
    for (const phone of ['081234567890', '6281234567890', '+6281234567890', '08123456']) {
      expect({ phone, ok: v.safeParse(phoneStepSchema, { phone, password: '' }).success }).toEqual({
        phone,
        ok: true,
      })
    }
  })

  it('gives the spec message for each kind of bad number, first problem first', () => {
    expect(phoneError('')).toBe('fieldRequired')
    expect(phoneError('0812-3456')).toBe('numberOnly')
    expect(phoneError('0812345')).toBe('phoneLength')
    expect(phoneError('081234567890123')).toBe('phoneLength')
    expect(phoneError('0712345678')).toBe('phonePattern')
    expect(phoneError('0801234567')).toBe('phonePattern')
  })
})

describe('password rules', () => {
  it('needs a login password of at least 8 characters', () => {
    expect(passwordError('').password).toBe('fieldRequired')
    expect(passwordError('short').password).toBe('passMin8Char')
    expect(passwordError('longenough')).toEqual({})
  })

  it('checks sign-up name, password strength and confirmation', () => {
    expect(fieldErrors(signUpSchema, { name: '', password: '', confirm: '' })).toEqual({
      name: 'fieldRequired',
      password: 'fieldRequired',
      confirm: 'fieldRequired',
    })
    expect(fieldErrors(signUpSchema, { name: '1Budi', password: 'abcdefgh', confirm: 'x' })).toMatchObject({
      name: 'nameNotValid',
      password: 'passwordLettersNumbers',
    })
    expect(
      fieldErrors(signUpSchema, { name: 'A'.repeat(61), password: 'abcd1234', confirm: 'abcd1234' }),
    ).toEqual({ name: 'max60Char' })
    expect(
      fieldErrors(signUpSchema, { name: 'Budi Santoso', password: 'abcd1234', confirm: 'abcd1235' }),
    ).toEqual({ confirm: 'passwordNotSame' })
    expect(
      fieldErrors(signUpSchema, { name: 'Budi Santoso', password: 'abcd1234', confirm: 'abcd1234' }),
    ).toEqual({})
  })

  it('trims the sign-up name as the profile form does (one name rule)', () => {
    const values = { name: '  Budi Santoso ', password: 'abcd1234', confirm: 'abcd1234' }
    expect(fieldErrors(signUpSchema, values)).toEqual({})
    expect(v.parse(signUpSchema, values).name).toBe('Budi Santoso')
  })

  it('wants letters and numbers at sign-up only: a forgotten password is replaced by 8 characters of any kind', () => {
    expect(fieldErrors(signUpSchema, { name: 'Budi', password: 'abcdefgh', confirm: 'abcdefgh' })).toEqual({
      password: 'passwordLettersNumbers',
    })
    expect(fieldErrors(forgotPasswordSchema, { password: 'abcdefgh', confirm: 'abcdefgh' })).toEqual({})
  })

  it('checks the forgot-password pair', () => {
    expect(fieldErrors(forgotPasswordSchema, { password: 'short', confirm: 'short' })).toEqual({
      password: 'passMin8Char',
    })
    expect(fieldErrors(forgotPasswordSchema, { password: 'newpass99', confirm: 'newpass98' })).toEqual({
      confirm: 'passwordNotSame',
    })
  })
})

describe('token claims', () => {
  const encode = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

  it('reads the account id, name, phone and exp from a JWT payload, including non-ASCII names', () => {
    const payload = btoa(
      String.fromCharCode(
        ...new TextEncoder().encode(
          JSON.stringify({ sub: '7', name: 'Dédé', phone: '+62812', exp: 2000000000 }),
        ),
      ),
    ).replace(/=+$/, '')
    expect(readClaims(`x.${payload}.y`)).toEqual({ sub: '7', name: 'Dédé', phone: '+62812', exp: 2000000000 })
  })

  it('refuses tokens without a numeric exp or that are not JWTs', () => {
    expect(readClaims(`x.${encode({ name: 'a' })}.y`)).toBeNull()
    expect(readClaims('garbage')).toBeNull()
    expect(readClaims('a.%%%.c')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { valibotResolver } from 'mantine-form-valibot-resolver'
import { changePasswordSchema, profileFormSchema } from './schemas'

const changeErrors = valibotResolver(changePasswordSchema)
const profileErrors = valibotResolver(profileFormSchema)
const png = (name: string, size = 12, type = 'image/png') => new File([new Uint8Array(size)], name, { type })

describe('change password form', () => {
  it('says every empty field is required, not that the passwords differ', () => {
    expect(changeErrors({ oldPassword: '', newPassword: '', confirm: '' })).toEqual({
      oldPassword: 'fieldRequired',
      newPassword: 'fieldRequired',
      confirm: 'fieldRequired',
    })
  })

  it('wants 8 characters, a new password unlike the old one, and a matching confirmation', () => {
    expect(changeErrors({ oldPassword: 'lama12345', newPassword: 'pendek', confirm: 'pendek' })).toEqual({
      newPassword: 'passMin8Char',
    })
    expect(
      changeErrors({ oldPassword: 'lama12345', newPassword: 'lama12345', confirm: 'lama12345' }),
    ).toEqual({
      newPassword: 'samePasswordOld',
    })
    expect(changeErrors({ oldPassword: 'lama12345', newPassword: 'baru12345', confirm: 'baru1234' })).toEqual(
      {
        confirm: 'passwordNotSame',
      },
    )
    expect(
      changeErrors({ oldPassword: 'lama12345', newPassword: 'baru12345', confirm: 'baru12345' }),
    ).toEqual({})
  })
})

describe('profile form', () => {
  const valid = { avatar: null, name: 'Sari Dewi', email: 'sari@example.com' }

  it('accepts a name, an email of the spec pattern and no new picture', () => {
    expect(profileErrors(valid)).toEqual({})
  })

  it('accepts the dotted names and second-level domains Indonesian addresses have', () => {
    for (const email of ['budi.santoso@yahoo.co.id', 'sari_dewi@mail.example.com', 'sari@example.info'])
      expect({ email, errors: profileErrors({ ...valid, email }) }).toEqual({ email, errors: {} })
  })

  it('requires an email and holds it to the spec pattern', () => {
    expect(profileErrors({ ...valid, email: ' ' })).toEqual({ email: 'emailRequired' })
    for (const email of [
      'sari',
      'sari@example',
      'sari@@example.com',
      'sari@example.',
      'sari dewi@example.com',
    ])
      expect({ email, errors: profileErrors({ ...valid, email }) }).toEqual({
        email,
        errors: { email: 'emailNotValid' },
      })
  })

  it('checks the name like sign-up does', () => {
    expect(profileErrors({ ...valid, name: '' })).toEqual({ name: 'fieldRequired' })
    expect(profileErrors({ ...valid, name: '4 Sari' })).toEqual({ name: 'nameNotValid' })
    expect(profileErrors({ ...valid, name: 'A'.repeat(61) })).toEqual({ name: 'max60Char' })
  })

  it('refuses a picture with two dots, of another type or over 2 MB', () => {
    expect(profileErrors({ ...valid, avatar: png('me.final.png') })).toEqual({ avatar: 'fileNotValid' })
    expect(profileErrors({ ...valid, avatar: png('me.gif', 12, 'image/gif') })).toEqual({
      avatar: 'fileNotValid',
    })
    expect(profileErrors({ ...valid, avatar: png('big.png', 2 * 1024 * 1024 + 1) })).toEqual({
      avatar: 'max2Mb',
    })
    expect(profileErrors({ ...valid, avatar: png('me.png', 2 * 1024 * 1024) })).toEqual({})
    expect(profileErrors({ ...valid, avatar: png('me.jpg', 12, 'image/jpeg') })).toEqual({})
  })
})

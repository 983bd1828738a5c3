// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie'

describe('locale cookie', () => {
  it('reads the locale out of a cookie header among others', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=id; b=2')).toBe('id')
    expect(readLocaleCookie('i18n_redirected=en')).toBe('en')
  })

  it('ignores missing or unknown values', () => {
    expect(readLocaleCookie('')).toBeNull()
    expect(readLocaleCookie('i18n_redirected=fr')).toBeNull()
    expect(readLocaleCookie('x_i18n_redirected=id')).toBeNull()
  })

  it('writes a cookie that reads back', () => {
    writeLocaleCookie('id')
    expect(readLocaleCookie(document.cookie)).toBe('id')
    writeLocaleCookie('en')
    expect(readLocaleCookie(document.cookie)).toBe('en')
  })
})

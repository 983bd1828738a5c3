import { describe, expect, it } from 'vitest'
import { localizePath, matchRoute, splitLocale } from './route-paths'

describe('route paths', () => {
  it('splits the Indonesian prefix off a path', () => {
    expect(splitLocale('/id')).toEqual({ locale: 'id', path: '/' })
    expect(splitLocale('/id/package')).toEqual({ locale: 'id', path: '/package' })
    expect(splitLocale('/identity')).toEqual({ locale: 'en', path: '/identity' })
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' })
  })

  it('localizes a path to either locale', () => {
    expect(localizePath('/', 'id')).toBe('/id')
    expect(localizePath('/promo', 'id')).toBe('/id/promo')
    expect(localizePath('/promo', 'en')).toBe('/promo')
  })

  it('matches static, parameterised and optional-parameter routes in both locales', () => {
    expect(matchRoute('/')?.route.id).toBe('home')
    expect(matchRoute('/id')?.route.id).toBe('home')
    expect(matchRoute('/id/promo/12')?.route.id).toBe('promoDetail')
    expect(matchRoute('/checkout')?.route.id).toBe('checkout')
    expect(matchRoute('/checkout/abc')?.route.id).toBe('checkout')
    expect(matchRoute('/account/transaction')?.route.id).toBe('transactions')
  })

  it('finds no route for unknown paths', () => {
    expect(matchRoute('/nope')).toBeNull()
    expect(matchRoute('/promo/1/2')).toBeNull()
    expect(matchRoute('/id/nope')).toBeNull()
  })
})

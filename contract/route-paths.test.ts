import { describe, expect, it } from 'vitest'
import { fillPattern, localizePath, matchRoute, paramsOf, splitLocale } from './route-paths'

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

describe('route parameters', () => {
  it("reads the values of a pattern's parameters from a path, optional ones included", () => {
    expect(paramsOf('/promo/:id', '/promo/merdeka-sale')).toEqual({ id: 'merdeka-sale' })
    expect(paramsOf('/help-center/:slug', '/help-center/pay%20later')).toEqual({ slug: 'pay later' })
    expect(paramsOf('/checkout/:id?', '/checkout')).toEqual({})
    expect(paramsOf('/package', '/package')).toEqual({})
  })

  it('fills a pattern with values, encoded, and refuses a missing one', () => {
    expect(fillPattern('/promo/:id', { id: 'merdeka-sale' })).toBe('/promo/merdeka-sale')
    expect(fillPattern('/help-center/:slug', { slug: 'pay later' })).toBe('/help-center/pay%20later')
    expect(paramsOf('/promo/:id', fillPattern('/promo/:id', { id: 'a/b' }))).toEqual({ id: 'a/b' })
    expect(() => fillPattern('/promo/:id', {})).toThrow('no value for id')
  })
})

import { describe, expect, it } from 'vitest'
import { routeHref } from './route-href'

describe('a route by its id', () => {
  it('is its pattern with the parameters filled in and escaped, relative to the locale base', () => {
    expect(routeHref('myPackage')).toBe('/account/my-package')
    expect(routeHref('receipt', { id: 'VPT-20261205/R4' })).toBe(
      '/account/transaction/VPT-20261205%2FR4/receipt',
    )
    expect(routeHref('paymentMethods')).toBe('/account/payment-methods')
  })

  it('needs every parameter its pattern names', () => {
    expect(() => routeHref('receipt')).toThrow('no value for id')
  })
})

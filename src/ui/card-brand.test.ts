import { describe, expect, it } from 'vitest'
import { cardBrand } from './card-brand'

describe('a card brand', () => {
  it('is written as on the card, whatever case the provider sends, and an unknown one capitalised', () => {
    expect(cardBrand('visa')).toBe('Visa')
    expect(cardBrand('MASTERCARD')).toBe('Mastercard')
    expect(cardBrand('jcb')).toBe('JCB')
    expect(cardBrand('discover')).toBe('Discover')
  })
})

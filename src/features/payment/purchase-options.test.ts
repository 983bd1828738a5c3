import { describe, expect, it } from 'vitest'
import { durationOptions, packageOptions } from './purchase-options'

const packages = [
  { id: 104, name: 'Add On Premium Sports 3', productType: 3, price: 129_000, durationDays: 90 },
  { id: 101, name: 'Add On Premium Sports 2', productType: 3, price: 49_000, durationDays: 30 },
  { id: 103, name: 'Add On Premium Kids 1', productType: 3, price: 19_000, durationDays: 30 },
  { id: 201, name: 'Add On Vision+ Premium 1', productType: 8, price: 29_000, durationDays: 30 },
]

describe('purchase options', () => {
  it('groups a type’s packages by the name customers see, from the lowest price', () => {
    expect(packageOptions(packages, 3)).toEqual([
      { name: 'Premium Sports', fromPrice: 49_000 },
      { name: 'Premium Kids', fromPrice: 19_000 },
    ])
    expect(packageOptions(packages, null)).toEqual([])
  })

  it('lists a package’s durations, shortest first', () => {
    expect(durationOptions(packages, 3, 'Premium Sports').map((p) => p.id)).toEqual([101, 104])
    expect(durationOptions(packages, 8, 'Premium Sports')).toEqual([])
  })
})

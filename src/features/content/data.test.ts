import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/clients'
import type { AddonPackage, StarterPack } from '../../../contract/package'
import { channelGroupsFrom, displayName, isNotFound } from './data'

describe('displayName', () => {
  it('drops the Add On prefix and the trailing number, like the package pages', () => {
    expect(displayName('Add On Premium Kids 1')).toBe('Premium Kids')
    expect(displayName('Movies Plan')).toBe('Movies Plan')
  })
})

describe('isNotFound', () => {
  it('treats 404, a malformed id and code 10 as a missing item, other failures as errors', () => {
    expect(isNotFound(new ApiError('http', 'x', { httpStatus: 404, code: 10 }))).toBe(true)
    expect(isNotFound(new ApiError('http', 'x', { httpStatus: 400 }))).toBe(true)
    expect(isNotFound(new ApiError('http', 'x', { httpStatus: 500 }))).toBe(false)
    expect(isNotFound(new ApiError('network', 'x'))).toBe(false)
    expect(isNotFound(new Error('x'))).toBe(false)
  })
})

describe('channelGroupsFrom', () => {
  it('offers starter packs then add-ons, each package group once, add-ons by their cleaned name', () => {
    const starters = [
      { productgroup: 'basic', name: 'Basic Plan' },
      { productgroup: 'movies', name: 'Movies Plan' },
    ] as StarterPack[]
    const addons = [
      { productgroup: 'movies', name: 'Add On Movies 2' },
      { productgroup: 'kids', name: 'Add On Premium Kids 1' },
    ] as AddonPackage[]
    expect(channelGroupsFrom(starters, addons)).toEqual([
      { productgroup: 'basic', name: 'Basic Plan' },
      { productgroup: 'movies', name: 'Movies Plan' },
      { productgroup: 'kids', name: 'Premium Kids' },
    ])
    expect(channelGroupsFrom(null, [])).toEqual([])
  })
})

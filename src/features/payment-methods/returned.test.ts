import { describe, expect, it } from 'vitest'
import { returnedFromJson, returnedFromSearch } from './returned'

describe("the provider's answer in the payment methods page's address", () => {
  it("reads GoPay's method and the card's registration, each with ok or cancel", () => {
    expect(returnedFromSearch('?method=12&result=ok')).toEqual({ kind: 'gopay', id: 12, result: 'ok' })
    expect(returnedFromSearch('?registration=reg-1_a&result=cancel')).toEqual({
      kind: 'card',
      id: 'reg-1_a',
      result: 'cancel',
    })
  })

  it('carries no answer without a known result, or with an id that is not one', () => {
    for (const search of [
      '',
      '?method=12',
      '?method=12&result=maybe',
      '?method=0&result=ok',
      '?method=1e3&result=ok',
      '?registration=a%20b&result=ok',
      `?registration=${'x'.repeat(65)}&result=ok`,
      '?result=ok',
    ])
      expect({ search, returned: returnedFromSearch(search) }).toEqual({ search, returned: null })
  })
})

describe('the answer the popup stores for its opener', () => {
  it('reads back what the popup stored', () => {
    const answer = { kind: 'card', id: 'reg-1', result: 'ok' } as const
    expect(returnedFromJson(JSON.stringify(answer))).toEqual(answer)
  })

  it('is nothing when missing, not JSON, or not an answer', () => {
    for (const json of [
      null,
      '',
      '{',
      '{"kind":"gopay","id":"3","result":"ok"}',
      '{"kind":"card","id":"r","result":"no"}',
    ])
      expect({ json, returned: returnedFromJson(json) }).toEqual({ json, returned: null })
  })
})

import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { statusLookupsIn, stringKeyedStatusLookups } from './status-lookups'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('order status lookups', () => {
  it('are keyed by every order status: no product table keyed by string names statuses', () => {
    expect(statusLookupsIn(root)).toEqual([])
  })

  it('finds a string-keyed status table however it is typed, and leaves other string tables alone', () => {
    const planted = [
      'const STATUS_TEXT: Record<string, MessageDescriptor> = {',
      '  init: msg`Waiting for payment`,',
      '  settlement: msg`Paid`,',
      '}',
      'export const LOOKS: { [status: string]: string } = {',
      "  'pending': 'orange',",
      "  expired: 'steel',",
      '}',
      'const WORDS = {',
      '  failed: msg`Failed`,',
      '  cancelled: msg`Cancelled`,',
      '} satisfies Record<string, MessageDescriptor>',
      'const orderStatusWord: Record<string, string> = {}',
      'const KNOWN: Record<string, MessageDescriptor> = {',
      '  "Invalid code": msg`Invalid code`,',
      '  failed: msg`Failed`,',
      '}',
      'const LIST: Record<OrderStatus, StatusLook> = {',
      '  init: waiting,',
      '  settlement: settled,',
      '}',
    ].join('\n')
    expect(stringKeyedStatusLookups(planted)).toEqual([
      '1: STATUS_TEXT',
      '5: LOOKS',
      '9: WORDS',
      '13: orderStatusWord',
    ])
  })
})

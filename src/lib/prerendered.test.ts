// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  PRERENDERED_ELEMENT_ID,
  prerendered,
  resetPrerendered,
  runSnapshot,
  serializePrerendered,
} from './prerendered'

function embed(text: string) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = PRERENDERED_ELEMENT_ID
  block.textContent = text
  document.body.append(block)
}

afterEach(() => {
  document.getElementById(PRERENDERED_ELEMENT_ID)?.remove()
  resetPrerendered()
})

describe('prerendered results', () => {
  it('reads back what the build wrote, keyed, including null results', () => {
    embed(serializePrerendered({ 'package-starter': null, 'package-addons': [{ id: 7, name: 'Sports' }] }))
    expect(prerendered('package-addons')).toEqual({ data: [{ id: 7, name: 'Sports' }] })
    expect(prerendered('package-starter')).toEqual({ data: null })
    expect(prerendered('faq-en')).toBeUndefined()
  })

  it('escapes what could end the data block early, and reads it back intact', () => {
    const tricky = { text: '</script><script>alert(1)</script> <!-- & \u2028 \u2029' }
    const serialized = serializePrerendered({ tricky })
    expect(serialized).not.toMatch(/[<>&\u2028\u2029]/)
    embed(serialized)
    expect(prerendered('tricky')).toEqual({ data: tricky })
  })

  it('has nothing when the page carries no block, or a damaged or non-object one', () => {
    expect(prerendered('package-starter')).toBeUndefined()
    resetPrerendered()
    embed('{"package-starter": [')
    expect(prerendered('package-starter')).toBeUndefined()
    document.getElementById(PRERENDERED_ELEMENT_ID)?.remove()
    resetPrerendered()
    embed('[1, 2]')
    expect(prerendered('0')).toBeUndefined()
  })

  it('does not offer inherited keys as results', () => {
    embed('{}')
    expect(prerendered('toString')).toBeUndefined()
    expect(prerendered('__proto__')).toBeUndefined()
  })
})

describe('runSnapshot', () => {
  it('keeps the calls that answered and names the ones that failed', async () => {
    const result = await runSnapshot(
      ({ lang }) => ({
        [`faq-${lang}`]: Promise.resolve(['q']),
        broken: Promise.reject(new Error('HTTP 500')),
      }),
      { lang: 'id', params: {} },
    )
    expect(result).toEqual({ data: { 'faq-id': ['q'] }, failures: ['broken: HTTP 500'] })
  })

  it('waits for a snapshot whose keys depend on an answer, and reports it whole when that fails', async () => {
    const groups = Promise.resolve(['sports'])
    const later = await runSnapshot(async () => ({ [`channels-${(await groups)[0]}`]: Promise.resolve(3) }), {
      lang: 'en',
      params: {},
    })
    expect(later).toEqual({ data: { 'channels-sports': 3 }, failures: [] })
    const failed = await runSnapshot(() => Promise.reject(new Error('offline')), { lang: 'en', params: {} })
    expect(failed).toEqual({ data: {}, failures: ['all: offline'] })
  })
})

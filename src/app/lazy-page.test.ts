// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPage } from './lazy-page'
import { reloadAfterChunkError } from '../lib/chunk-reload'
import { stubReload } from '../test/browser-stubs'

describe('failed page chunks', () => {
  afterEach(() => {
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  it('reloads the page once, then not again within 60 seconds', () => {
    const reload = stubReload()
    const error = new Error('Failed to fetch dynamically imported module')
    expect(() => reloadAfterChunkError(error, 1_000_000)).toThrow(error)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(() => reloadAfterChunkError(error, 1_030_000)).toThrow(error)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(() => reloadAfterChunkError(error, 1_061_000)).toThrow(error)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('lets a later preload try again after a failure', async () => {
    stubReload()
    const load = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: () => null })
    const Page = lazyPage(load)
    await expect(Page.preload()).rejects.toThrow('offline')
    await expect(Page.preload()).resolves.toBeUndefined()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

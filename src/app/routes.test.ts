// @vitest-environment jsdom
/**
 * preloadPage loads an account page's layout and page chunks with the caller's `between` in
 * the middle: the app's boot passes the next task there, so that the preload links of both
 * imports are not appended in one long task.
 */
import { describe, expect, it, vi } from 'vitest'
import { preloadPage } from './routes'

describe('preloadPage', () => {
  it('runs `between` once between an account page layout and its page, and resolves once both are here', async () => {
    const between = vi.fn<() => Promise<void>>(() => Promise.resolve())
    await expect(preloadPage('/account/security', between)).resolves.toBeUndefined()
    expect(between).toHaveBeenCalledTimes(1)
  })

  it('has nothing to put between for a page without a layout of its own', async () => {
    const between = vi.fn<() => Promise<void>>(() => Promise.resolve())
    await expect(preloadPage('/faq', between)).resolves.toBeUndefined()
    expect(between).not.toHaveBeenCalled()
  })

  it('does nothing for a path no route has', async () => {
    const between = vi.fn<() => Promise<void>>(() => Promise.resolve())
    await expect(preloadPage('/no-such-page', between)).resolves.toBeUndefined()
    expect(between).not.toHaveBeenCalled()
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SLICE, preload } from './preload-helper'

/** The next task (the helper's own `nextTask` is a timer where the browser has no scheduler.yield). */
const task = () => new Promise((resolve) => setTimeout(resolve, 0))
const linksTo = (prefix: string) =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link')).filter((link) =>
    new URL(link.href).pathname.startsWith(`/assets/${prefix}`),
  )
const files = (prefix: string, count: number, ext = 'js') =>
  Array.from({ length: count }, (_, i) => `assets/${prefix}-${i}.${ext}`)

describe('the lazy imports’ preload links', () => {
  afterEach(() => {
    for (const link of Array.from(document.head.querySelectorAll('link'))) link.remove()
  })

  it('appends them a few per task, none in the task that asked, and imports once all are in', async () => {
    const load = vi.fn<() => Promise<string>>(async () => 'module')
    const imported = preload(load, files('slices', 10))
    expect(linksTo('slices')).toHaveLength(0)
    await task()
    expect(linksTo('slices')).toHaveLength(SLICE)
    expect(load).not.toHaveBeenCalled()
    await task()
    expect(linksTo('slices')).toHaveLength(2 * SLICE)
    await task()
    expect(linksTo('slices')).toHaveLength(10)
    await expect(imported).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(1)
    const link = linksTo('slices')[0]!
    expect([link.rel, link.as, link.crossOrigin, new URL(link.href).pathname]).toEqual([
      'modulepreload',
      'script',
      '',
      '/assets/slices-0.js',
    ])
  })

  it('asks for a file once per page: not again for a second import, nor when the page links it', async () => {
    const linked = document.createElement('link')
    linked.rel = 'modulepreload'
    linked.href = '/assets/once-0.js'
    document.head.appendChild(linked)
    await preload(async () => 'first', files('once', 3))
    expect(linksTo('once')).toHaveLength(3)
    await expect(preload(async () => 'second', files('once', 3))).resolves.toBe('second')
    expect(linksTo('once')).toHaveLength(3)
  })

  it('waits for a stylesheet to load before importing', async () => {
    const load = vi.fn<() => Promise<string>>(async () => 'styled')
    const imported = preload(load, ['assets/styled.css', 'assets/styled.js'])
    await task()
    const [sheet] = linksTo('styled.css')
    expect(sheet?.rel).toBe('stylesheet')
    await task()
    expect(load).not.toHaveBeenCalled()
    sheet!.dispatchEvent(new Event('load'))
    await expect(imported).resolves.toBe('styled')
  })

  it('fails the import when a stylesheet failed to load, and asks for that file no more', async () => {
    const load = vi.fn<() => Promise<string>>(async () => 'never')
    const failing = preload(load, ['assets/broken.css'])
    await task()
    linksTo('broken.css')[0]!.dispatchEvent(new Event('error'))
    await expect(failing).rejects.toThrow(/^Unable to preload CSS for http:.*\/assets\/broken\.css$/)
    expect(load).not.toHaveBeenCalled()
    await expect(preload(async () => 'later', ['assets/broken.css'])).resolves.toBe('later')
    expect(linksTo('broken.css')).toHaveLength(1)
  })

  it('imports at once when there is nothing to ask for', async () => {
    await expect(preload(async () => 'bare')).resolves.toBe('bare')
    await expect(preload(async () => 'empty', [])).resolves.toBe('empty')
  })
})

// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useState, type ReactElement } from 'react'
import { renderView } from '../test/render'
import { stubReload } from '../test/browser-stubs'
import { lazyPart, PartBoundary } from './lazy-part'

function Menu({ label }: { label: string }) {
  return <button type="button">{label}</button>
}

/** A download that fails `failures` times (as a chunk does offline), then succeeds. */
function flakyLoad(failures: number) {
  let calls = 0
  return vi.fn<() => Promise<{ default: typeof Menu }>>(() => {
    calls += 1
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ default: Menu })
  })
}

/** Renders and lets the downloads settle (a suspended render needs an awaited act). */
async function show(ui: ReactElement) {
  await act(async () => {
    renderView(ui)
  })
}

describe('lazy parts of the shell', () => {
  afterEach(() => {
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  /** The reload spy; the failures' console errors are expected here. */
  function stubReloadQuietly() {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    return stubReload()
  }

  it('shows the part once downloaded, the fallback meanwhile', async () => {
    let arrive = () => {}
    const Part = lazyPart(
      () =>
        new Promise<{ default: typeof Menu }>((resolve) => {
          arrive = () => resolve({ default: Menu })
        }),
    )
    await show(
      <PartBoundary fallback={<span>placeholder</span>}>
        <Part label="Account menu" />
      </PartBoundary>,
    )
    expect(screen.getByText('placeholder')).toBeTruthy()
    await act(async () => arrive())
    expect(screen.queryByText('placeholder')).toBeNull()
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy()
  })

  it('a failed download reloads the page once a minute, else says so; Try again opens a new page', async () => {
    const reload = stubReloadQuietly()
    const load = flakyLoad(1)
    const Part = lazyPart(load)
    await show(
      <>
        <p>The rest of the page</p>
        <PartBoundary>
          <Part label="Account menu" />
        </PartBoundary>
      </>,
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This part of the page could not load.')
    expect(reload).toHaveBeenCalledTimes(1) // the first failure in a minute: a new deploy, maybe
    // the rest of the page stays, and the way forward has the focus
    expect(screen.getByText('The rest of the page')).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' })),
    )

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect(reload).toHaveBeenCalledTimes(2) // asked for: not held back by the minute
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a prefetch that fails reloads nothing; showing the part then does', async () => {
    const reload = stubReloadQuietly()
    const load = flakyLoad(1)
    const Part = lazyPart(load)
    await Part.preload().catch(() => undefined)
    expect(reload).not.toHaveBeenCalled()
    await show(
      <PartBoundary>
        <Part label="Menu" />
      </PartBoundary>,
    )
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('closing the notice leaves the fallback; a dialog opened again says it again', async () => {
    stubReload()
    const load = flakyLoad(1)
    const Part = lazyPart(load)
    function Host() {
      const [opened, setOpened] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Open
          </button>
          <PartBoundary opened={opened} onClose={() => setOpened(false)} fallback={<span>closed</span>}>
            {opened && <Part label="Dialog" />}
          </PartBoundary>
        </>
      )
    }
    await show(<Host />)
    await screen.findByRole('alert')
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Close' })))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('closed')).toBeTruthy()

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Open' })))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

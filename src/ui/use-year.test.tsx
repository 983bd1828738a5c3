// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { renderView } from '../test/render'
import { Footer } from './Footer'
import { BUILD_YEAR, useYear } from './use-year'

function Year({ now }: { now: () => Date }) {
  return <p>© {useYear(now)}</p>
}

describe("the footer's year", () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('is this year from the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-01T08:00:00+07:00') })
    renderView(
      <Router>
        <Footer />
      </Router>,
    )
    expect(screen.getByText(/© 2031 Vision\+ TV/)).toBeInTheDocument()
  })

  it("hydrates the build's year without a mismatch, then shows the clock's", async () => {
    const nextYear = () => new Date(`${BUILD_YEAR + 1}-06-01T12:00:00Z`)
    // prerendered at build: the build's year (the server never reads the clock's)
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Year now={nextYear} />)
    expect(container.textContent).toBe(`© ${BUILD_YEAR}`)
    document.body.append(container)
    const recoverable = vi.fn<(error: unknown) => void>()
    const logged = vi.spyOn(console, 'error')
    await act(async () => {
      hydrateRoot(container, <Year now={nextYear} />, { onRecoverableError: recoverable })
    })
    expect(container.textContent).toBe(`© ${BUILD_YEAR + 1}`)
    expect(recoverable).not.toHaveBeenCalled()
    expect(logged).not.toHaveBeenCalled()
    container.remove()
  })
})

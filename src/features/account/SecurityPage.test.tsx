// @vitest-environment jsdom
/**
 * The security page's two cards: the signed-in devices' list (or its failure) first, and the
 * passkeys' card once that list shows (its height then known: nothing below a skeleton jumps),
 * revealed in a transition.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureClients } from '../../api/clients'
import { renderView } from '../../test/render'
import SecurityPage from './pages/SecurityPage'

const ok = (data: unknown) => ({ status: { code: 0, message: 'OK' }, data })
const SIGN_IN = {
  id: 's1',
  browser: 'Chrome',
  os: 'Android',
  place: '203.0.113.0/24',
  createdAt: '2026-11-20T03:00:00.000Z',
  lastActiveAt: '2026-11-27T03:00:00.000Z',
  current: true,
}
const PASSKEY = {
  id: 'p1',
  name: 'My phone',
  createdAt: '2026-11-21T03:00:00.000Z',
  lastUsedAt: null,
  backedUp: true,
}

let failSignIns: number
let releaseSignIns: () => void
let signInsHeld: Promise<void>

beforeEach(() => {
  failSignIns = 0
  signInsHeld = new Promise((resolve) => (releaseSignIns = resolve))
  configureClients({
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const { pathname } = new URL(new Request(new URL(url, 'http://127.0.0.1'), init).url)
      if (pathname === '/api/v1/user/sessions') {
        await signInsHeld
        if (failSignIns > 0) {
          failSignIns -= 1
          return new Response('{}', { status: 500 })
        }
        return Response.json(ok({ sessions: [SIGN_IN] }))
      }
      if (pathname === '/api/v1/user/passkeys') return Response.json(ok({ passkeys: [PASSKEY] }))
      return new Response('{}', { status: 404 })
    },
  })
})
afterEach(() => configureClients({}))

describe('the security page', () => {
  it('shows a skeleton until the devices are here, then the list, then the passkeys card', async () => {
    renderView(<SecurityPage />)
    expect(
      await screen.findByRole('heading', { level: 1, name: "Where you're logged in" }),
    ).toBeInTheDocument()
    // the list is not here yet: no list, and no passkeys card below a skeleton that would move it
    expect(screen.queryByRole('heading', { name: 'Logged-in devices' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Passkeys' })).toBeNull()

    releaseSignIns()
    const list = await screen.findByRole('list', { name: 'Logged-in devices' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(within(list).getByText('This device')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Passkeys' })).toBeInTheDocument()
    expect(await screen.findByText('My phone')).toBeInTheDocument()
  })

  it('shows the failure with Try again once the devices cannot be read, and the list after a retry', async () => {
    failSignIns = 1
    const user = userEvent.setup()
    renderView(<SecurityPage />)
    releaseSignIns()
    expect(
      await screen.findByText('Your devices could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument()
    // the failure settles the card's height too: the passkeys card comes below it
    expect(await screen.findByRole('heading', { name: 'Passkeys' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    const list = await screen.findByRole('list', { name: 'Logged-in devices' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
  })
})

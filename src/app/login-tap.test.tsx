// @vitest-environment jsdom
/**
 * A Login tap's answer, through the real layout: the login is opened before its modal mounts, so
 * the modal's first render is already open (Mantine shows a dialog mounted open at once; one
 * mounted closed and then opened waits a frame for its transition). The busy stand-in dialog shows
 * while the login's code may still download, not for the tap's own work once it is all here.
 */
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSelector } from '@xstate/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, fromPromise } from 'xstate'
import { describe, expect, it } from 'vitest'
import { authMachine, type AuthActorRef } from '../../machines/auth/auth.machine'
import { passwordMachine } from '../../machines/password/password.machine'
import type { SessionActorRef } from '../../machines/session/session.machine'
import { standInApp } from '../test/app-stand-in'
import { renderView } from '../test/render'
import { AccountPartsContext, type AccountParts } from './account-parts'
import { AppSystemProvider } from './AppSystemProvider'
import { Layout } from './layouts/Layout'
import type { Runtime } from './runtime'

/** A session that says no one is logged in, and never changes. */
const loggedOut = {
  getSnapshot: () => ({ matches: (state: string) => state === 'loggedOut', context: { notice: null } }),
  subscribe: () => ({ unsubscribe: () => undefined }),
  on: () => ({ unsubscribe: () => undefined }),
  send: () => undefined,
} as unknown as SessionActorRef

/** The layout on the home page for a visitor, its runtime made `delayMs` after it is asked for. */
function renderHome(delayMs = 0) {
  const authActor = createActor(
    authMachine.provide({
      actors: { passkeyLogin: fromPromise(() => new Promise<{ token: string }>(() => {})) },
    }),
    { input: {} },
  ).start()
  /** Whether the login was open at each render of the modal. */
  const modalRenders: boolean[] = []
  const AuthHost = Object.assign(
    function LoginModalStandIn({ authActor: actor }: { authActor: AuthActorRef }) {
      const open = useSelector(actor, (s) => !s.matches('closed'))
      modalRenders.push(open)
      return open ? <dialog open aria-label="login modal" /> : null
    },
    { preload: async () => undefined },
  )
  const runtime: Runtime = {
    app: standInApp(),
    sessionActor: loggedOut,
    authActor,
    password: passwordMachine,
    profileChanged: () => undefined,
  }
  const parts: AccountParts = { loginCode: [async () => undefined], AuthHost }
  const loadRuntime = () => new Promise<Runtime>((resolve) => setTimeout(() => resolve(runtime), delayMs))
  const memory = memoryLocation({ path: '/' })
  renderView(
    <AccountPartsContext.Provider value={parts}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <AppSystemProvider loadRuntime={loadRuntime} reload={() => undefined}>
          <Layout kind="default" routeId="home" locale="en">
            <p>home page</p>
          </Layout>
        </AppSystemProvider>
      </Router>
    </AccountPartsContext.Provider>,
  )
  return { authActor, modalRenders }
}

const loginButton = () => screen.getByRole('button', { name: 'Login' })
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))
/** Whether the busy stand-in dialog was in the page at any moment from now on. */
function watchStandIn(): () => boolean {
  let seen = false
  const observer = new MutationObserver(() => {
    seen ||= document.querySelector('[data-testid="pending-dialog"]') !== null
  })
  observer.observe(document.body, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    return seen
  }
}

describe('a Login tap', () => {
  it('mounts the login modal open, its first render already open', async () => {
    const { authActor, modalRenders } = renderHome()
    await userEvent.click(loginButton())
    expect(await screen.findByRole('dialog', { name: 'login modal' })).toBeTruthy()
    expect(modalRenders[0]).toBe(true)
    authActor.stop()
  })

  it("shows no busy stand-in once the idle preparation brought the login's code", async () => {
    const { authActor } = renderHome(400)
    // the idle preparation: a second after the load, then its parts one idle moment each
    await pause(2_000)
    const standIn = watchStandIn()
    await userEvent.click(loginButton())
    expect(await screen.findByRole('dialog', { name: 'login modal' })).toBeTruthy()
    expect(standIn()).toBe(false)
    authActor.stop()
  })

  it('shows the busy stand-in while the code may still download, until the form opens', async () => {
    const { authActor } = renderHome(400)
    const standIn = watchStandIn()
    await userEvent.click(loginButton())
    expect(await screen.findByRole('dialog', { name: 'login modal' })).toBeTruthy()
    expect(standIn()).toBe(true)
    expect(screen.queryByTestId('pending-dialog')).toBeNull()
    authActor.stop()
  })
})

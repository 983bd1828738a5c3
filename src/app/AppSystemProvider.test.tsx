// @vitest-environment jsdom
/**
 * The app's navigation is the provider's to carry out from the moment the runtime loads: a way
 * home or a payment's redirect the app asks for before any layout renders with it is not lost,
 * and it stays in the page's language.
 */
import { act, render } from '@testing-library/react'
import { useEffect } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { describe, expect, it } from 'vitest'
import { passwordMachine } from '../../machines/password/password.machine'
import type { AuthActorRef } from '../../machines/auth/auth.machine'
import type { SessionActorRef } from '../../machines/session/session.machine'
import { useAppSystem } from '../lib/app-system'
import { standInApp } from '../test/app-stand-in'
import { AppSystemProvider } from './AppSystemProvider'
import type { Runtime } from './runtime'

/** Asks for the app once mounted, and never renders anything that listens to it. */
function Asker() {
  const { load } = useAppSystem()
  useEffect(() => {
    void load()
  }, [load])
  return null
}

function mount(path: string) {
  const app = standInApp()
  const runtime = {
    app,
    sessionActor: null as unknown as SessionActorRef,
    authActor: null as unknown as AuthActorRef,
    password: passwordMachine,
    profileChanged: () => undefined,
  } satisfies Runtime
  let made!: (runtime: Runtime) => void
  // the runtime comes when the test says, and the app asks to navigate in the same task
  const loadRuntime = () => new Promise<Runtime>((resolve) => (made = resolve))
  const memory = memoryLocation({ path, record: true })
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <AppSystemProvider loadRuntime={loadRuntime} reload={() => undefined}>
        <Asker />
      </AppSystemProvider>
    </Router>,
  )
  return { app, memory, make: () => made(runtime) }
}

describe('the app system provider', () => {
  it("carries out the app's way home asked for as soon as its runtime is there, before any layout listens", async () => {
    const { app, memory, make } = mount('/account/transaction')
    await act(async () => {
      make()
      await Promise.resolve()
      app.send({ type: 'session.navigateHome' })
    })
    expect(memory.history?.at(-1)).toBe('/')
  })

  it("keeps the page's language: on /id the way home is /id", async () => {
    const { app, memory, make } = mount('/id/account')
    await act(async () => {
      make()
      await Promise.resolve()
      app.send({ type: 'session.navigateHome' })
    })
    expect(memory.history?.at(-1)).toBe('/id')
  })
})

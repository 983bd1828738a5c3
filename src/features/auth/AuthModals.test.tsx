// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import { createActor } from 'xstate'
import { authMachine } from '../../../machines/auth/auth.machine'
import { renderView } from '../../test/render'
import { AuthModals } from './AuthModals'

describe('the login modal', () => {
  it('gives focus back to the opener when it was mounted already open', async () => {
    const opener = document.body.appendChild(document.createElement('button'))
    opener.textContent = 'Sign in the TV'
    opener.focus()
    // the login opened from a page before the modal was mounted (the shell mounts it only then)
    const actor = createActor(authMachine, { input: {} }).start()
    actor.send({ type: 'open' })
    renderView(<AuthModals authActor={actor} />)
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument()
    expect(document.activeElement).not.toBe(opener)
    act(() => actor.send({ type: 'close' }))
    await expect.poll(() => document.activeElement).toBe(opener)
    actor.stop()
    opener.remove()
  })
})

// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications } from '@mantine/notifications'
import type { AuthActorRef } from '../../../machines/auth/auth.machine'
import { renderView } from '../../test/render'
import AuthHost from './AuthHost'

// the dialogs are the login flow's own view (auth.view-paths.test.tsx): here only the notices
vi.mock('./AuthModals', () => ({ AuthModals: () => null }))

/** An auth actor as far as the host listens to it: the notices it emits. */
function noticeSource() {
  let listener: ((event: { type: 'notice'; code: string }) => void) | undefined
  const actor = {
    on: (_type: string, handler: typeof listener) => {
      listener = handler
      return { unsubscribe: () => (listener = undefined) }
    },
  }
  return {
    actor: actor as unknown as AuthActorRef,
    emit: (code: string) => listener?.({ type: 'notice', code }),
  }
}

afterEach(() => act(() => notifications.clean()))

describe('the login flow host', () => {
  it('says a registration succeeded in a notice a person can close by its named Close button', async () => {
    const user = userEvent.setup()
    const source = noticeSource()
    renderView(<AuthHost authActor={source.actor} />)
    act(() => source.emit('registrationSuccess'))
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('Registration success!')
    await user.click(within(notice).getByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(screen.queryByText('Registration success!')).toBeNull())
  })
})

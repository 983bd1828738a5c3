// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor } from 'xstate'
import { authMachine } from '../../../machines/auth/auth.machine'
import { renderView } from '../../test/render'
import { SignUpForm } from './SignUpForm'

describe('sign-up form', () => {
  it('keeps Sign Up disabled until every field is valid, shows the spec messages, then submits', async () => {
    const actor = createActor(authMachine, { input: {} })
    const sent = vi.spyOn(actor, 'send')
    renderView(<SignUpForm actor={actor} />)
    const user = userEvent.setup()
    const submit = screen.getByRole('button', { name: 'Sign Up' })
    expect(submit).toBeDisabled()

    await user.type(screen.getByLabelText(/Full name/), '1Rina')
    await user.tab()
    expect(screen.getByText('Use letters and spaces only, starting with a letter')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/Full name/))
    await user.type(screen.getByLabelText(/Full name/), 'Rina Wulandari')

    await user.type(screen.getByLabelText(/^Password/), 'abcdefgh')
    await user.tab()
    expect(screen.getByText('Combine letters and numbers')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/^Password/))
    await user.type(screen.getByLabelText(/^Password/), 'abcd1234')
    await user.type(screen.getByLabelText(/Confirm password/), 'abcd1235')
    await user.tab()
    expect(screen.getByText("Password doesn't match")).toBeInTheDocument()
    expect(submit).toBeDisabled()

    await user.clear(screen.getByLabelText(/Confirm password/))
    await user.type(screen.getByLabelText(/Confirm password/), 'abcd1234')
    expect(submit).toBeEnabled()
    await user.click(submit)
    expect(sent).toHaveBeenCalledWith({ type: 'signUp.submit', name: 'Rina Wulandari', password: 'abcd1234' })
  })
})

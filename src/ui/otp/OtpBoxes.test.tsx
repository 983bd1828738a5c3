// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderView } from '../../test/render'
import { OtpBoxes } from './OtpBoxes'

function setup(digits = ['', '', '', ''], failed = false) {
  const handlers = {
    onDigit: vi.fn<(i: number, v: string) => void>(),
    onClear: vi.fn<(i: number) => void>(),
    onPaste: vi.fn<(c: string) => void>(),
  }
  renderView(<OtpBoxes digits={digits} failed={failed} {...handlers} />)
  return { ...handlers, box: (n: number) => screen.getByLabelText(`Digit ${n} of 4`) }
}

describe('one-time code boxes', () => {
  it('sends each typed digit and moves focus to the next box, ignoring anything else', async () => {
    const { onDigit, box } = setup()
    const user = userEvent.setup()
    await user.click(box(1))
    await user.keyboard('7')
    expect(onDigit).toHaveBeenLastCalledWith(0, '7')
    expect(box(2)).toHaveFocus()
    await user.keyboard('x')
    expect(onDigit).toHaveBeenCalledTimes(1)
  })

  it('pastes a whole 4-digit code and refuses anything else', () => {
    const { onPaste, box } = setup()
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 1234 ' } })
    expect(onPaste).toHaveBeenCalledWith('1234')
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12a4' } })
    expect(onPaste).toHaveBeenCalledTimes(1)
  })

  it('backspace on an empty box clears and focuses the previous one', async () => {
    const { onClear, box } = setup(['1', '2', '', ''])
    const user = userEvent.setup()
    await user.click(box(3))
    await user.keyboard('{Backspace}')
    expect(onClear).toHaveBeenCalledWith(1)
    expect(box(2)).toHaveFocus()
  })

  it('marks every box invalid after a failed verification', () => {
    const { box } = setup(['1', '2', '3', '4'], true)
    for (const n of [1, 2, 3, 4]) expect(box(n)).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('typing over a filled box', () => {
  it('replaces the digit with the one typed, wherever the caret is', async () => {
    const { onDigit, box } = setup(['1', '', '', ''])
    const user = userEvent.setup()
    await user.click(box(1))
    // caret before the existing digit, nothing selected
    ;(box(1) as HTMLInputElement).setSelectionRange(0, 0)
    await user.keyboard('7')
    expect(onDigit).toHaveBeenLastCalledWith(0, '7')
  })
})

describe('retyping a code', () => {
  it('moves on even when a typed digit equals the one already in the box', async () => {
    const { onDigit, box } = setup(['0', '0', '0', '0'])
    const user = userEvent.setup()
    await user.click(box(1))
    await user.keyboard('0330')
    expect(onDigit.mock.calls).toEqual([
      [0, '0'],
      [1, '3'],
      [2, '3'],
      [3, '0'],
    ])
  })
})

describe('the code from the SMS', () => {
  // the boxes fill from WebOTP through the OTP machine's receiveCode (src/lib/web-otp.ts)
  it('asks for one-time-code autofill on the first box', () => {
    const { box } = setup()
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code')
    expect(box(1)).toHaveAttribute('inputmode', 'numeric')
  })
})

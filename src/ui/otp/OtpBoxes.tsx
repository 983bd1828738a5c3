import { useLingui } from '@lingui/react/macro'
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import classes from './OtpBoxes.module.css'

interface Props {
  digits: readonly string[]
  failed: boolean
  disabled?: boolean
  onDigit: (index: number, value: string) => void
  onClear: (index: number) => void
  onPaste: (code: string) => void
}

/** Four single-digit boxes: typing advances, backspace goes back, pasting fills all four. */
export function OtpBoxes({ digits, failed, disabled, onDigit, onClear, onPaste }: Props) {
  const { t } = useLingui()
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) => refs.current[Math.max(0, Math.min(3, index))]?.focus()

  const handleKey = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    // A digit key always sets this box and moves on, even when it equals the digit already
    // there (the input's value would not change, so no change event would follow).
    if (/^\d$/.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey) {
      event.preventDefault()
      onDigit(index, event.key)
      if (index < 3) focus(index + 1)
      return
    }
    if (event.key === 'Backspace') {
      event.preventDefault()
      if (digits[index]) onClear(index)
      else if (index > 0) {
        onClear(index - 1)
        focus(index - 1)
      }
    } else if (event.key === 'ArrowLeft') focus(index - 1)
    else if (event.key === 'ArrowRight') focus(index + 1)
  }

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = event.clipboardData.getData('text').trim()
    event.preventDefault()
    if (/^\d{4}$/.test(code)) {
      onPaste(code)
      focus(3)
    }
  }

  return (
    <fieldset className={classes.row}>
      <legend className="vp-sr-only">{t`One-time code`}</legend>
      {[0, 1, 2, 3].map((index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el
          }}
          className={classes.box}
          data-failed={failed || undefined}
          aria-invalid={failed || undefined}
          aria-label={t`Digit ${index + 1} of 4`}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          value={digits[index] ?? ''}
          disabled={disabled}
          data-autofocus={index === 0 || undefined}
          onChange={(event) => {
            // The typed character, wherever the caret was in a box that already held a digit.
            const typed = (event.nativeEvent as InputEvent).data ?? event.currentTarget.value
            const entered = typed.replace(/\D/g, '')
            // a whole code arriving at once (SMS autofill) fills every box
            if (entered.length === 4) {
              onPaste(entered)
              focus(3)
              return
            }
            const value = entered.slice(-1)
            if (!value) return
            onDigit(index, value)
            if (index < 3) focus(index + 1)
          }}
          onKeyDown={handleKey(index)}
          onPaste={handlePaste}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </fieldset>
  )
}

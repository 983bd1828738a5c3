/**
 * The cases every form's refused save answers in both languages: the service's words the form knows
 * are said in the page's catalog after its title, and words it does not know (a network error, an
 * HTTP failure, another service text) are not shown at all, so no English reaches an Indonesian
 * page. Each form's test file gives how to make its save refused and what it says.
 */
import { cleanup } from '@testing-library/react'
import { expect, it } from 'vitest'
import { ApiError } from '../api/clients'

type Locale = 'en' | 'id'

export interface RefusedSave {
  /** The call as its failures name it, e.g. `v1/user/edit`. */
  call: string
  /** The form's own title for a failed save, per language. */
  title: Record<Locale, string>
  /** The service's words the form knows, and what it says for each, per language. */
  known: (locale: Locale) => ReadonlyArray<readonly [words: string, said: string]>
  /** Renders the form in that language, makes its save fail with the error, returns the alert. */
  saveRefused: (locale: Locale, error: Error) => Promise<HTMLElement>
}

/** Declares the two refused-save tests per language (inside the form's describe). */
export function refusedSaveCases({ call, title, known, saveRefused }: RefusedSave) {
  for (const locale of ['en', 'id'] as const) {
    it(`says the service's known words in the page's language (${locale})`, async () => {
      for (const [words, said] of known(locale)) {
        const alert = await saveRefused(locale, new ApiError('status', words, { code: 1 }))
        expect(alert.textContent).toBe(title[locale] + said)
        cleanup()
      }
    })

    it(`says the form's own failure, not a network error's or an unknown refusal's English (${locale})`, async () => {
      for (const words of [
        `Network error calling ${call}: Failed to fetch`,
        `${call} failed with HTTP 500`,
        'internal server error',
      ]) {
        const alert = await saveRefused(locale, new ApiError('http', words))
        expect(alert).not.toHaveTextContent(words)
        expect(alert.textContent).toBe(title[locale])
        cleanup()
      }
    })
  }
}

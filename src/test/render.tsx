import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MANTINE_PROPS } from '../app/mantine-styles'

/** Renders a view the way the app does (Mantine theme, Lingui in English source text). */
export function renderView(ui: ReactElement, options?: RenderOptions) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider {...MANTINE_PROPS}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </MantineProvider>
  )
  return render(ui, { wrapper: Wrapper, ...options })
}

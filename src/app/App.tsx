import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { Route, Router, Switch } from 'wouter'
import { i18n } from '../i18n/i18n'
import { theme } from '../ui/theme'
import { LocaleTree } from './LocaleTree'
import { ProgressBar } from '../ui/ProgressBar'
import { AddressPickerHost } from './AddressPickerHost'

export interface AppProps {
  /** Set when rendering on the server (prerender); the browser reads the real location. */
  ssrPath?: string
  ssrSearch?: string
}

export function App({ ssrPath, ssrSearch }: AppProps) {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <I18nProvider i18n={i18n}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <ProgressBar />
          <Switch>
            <Route path="/id" nest>
              <LocaleTree locale="id" />
            </Route>
            <Route>
              <LocaleTree locale="en" />
            </Route>
          </Switch>
          <AddressPickerHost />
        </Router>
      </I18nProvider>
    </MantineProvider>
  )
}

import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { Route, Router, Switch } from 'wouter'
import { i18n } from '../i18n/i18n'
import { LocaleTree } from './LocaleTree'
import { ProgressBar } from '../ui/ProgressBar'
import { MANTINE_PROPS } from './mantine-styles'
import { AppSystemProvider } from './AppSystemProvider'

export interface AppProps {
  /** Set when rendering on the server (prerender); the browser reads the real location. */
  ssrPath?: string
  ssrSearch?: string
  /** The page's <head> holds Mantine's styles already (src/app/mantine-styles.ts). */
  mantineStylesInHead?: boolean
}

export function App({ ssrPath, ssrSearch, mantineStylesInHead = false }: AppProps) {
  return (
    <MantineProvider
      {...MANTINE_PROPS}
      withCssVariables={!mantineStylesInHead}
      withGlobalClasses={!mantineStylesInHead}
    >
      <I18nProvider i18n={i18n}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <ProgressBar />
          {/* the app actor system, for the page's life: pages, hosts and the header are its clients */}
          <AppSystemProvider>
            <Switch>
              <Route path="/id" nest>
                <LocaleTree locale="id" />
              </Route>
              <Route>
                <LocaleTree locale="en" />
              </Route>
            </Switch>
          </AppSystemProvider>
        </Router>
      </I18nProvider>
    </MantineProvider>
  )
}

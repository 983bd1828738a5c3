import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { Route, Router, Switch } from 'wouter'
import { i18n } from '../i18n/i18n'
import { LocaleTree } from './LocaleTree'
import { ProgressBar } from '../ui/ProgressBar'
import { MANTINE_PROPS, mantineStylesInBody } from './mantine-styles'

export interface AppProps {
  /** Set when rendering on the server (prerender); the browser reads the real location. */
  ssrPath?: string
  ssrSearch?: string
}

export function App({ ssrPath, ssrSearch }: AppProps) {
  const stylesInBody = mantineStylesInBody()
  return (
    <MantineProvider {...MANTINE_PROPS} withCssVariables={stylesInBody} withGlobalClasses={stylesInBody}>
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
        </Router>
      </I18nProvider>
    </MantineProvider>
  )
}

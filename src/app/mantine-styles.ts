import { theme } from '../ui/theme'

/** The MantineProvider settings the app renders with; the build renders its styles from the same. */
export const MANTINE_PROPS = { theme, forceColorScheme: 'dark' } as const

/**
 * Whether MantineProvider should render its theme variables and global classes itself. They are
 * the same on every page, so the build writes them into each page's <head> (a <style> in <body>
 * whose `:root` rules reach outside it is invalid HTML; scripts/build.mjs). Prerendering and pages
 * the build wrote render none; only a page without them (the dev server, unit tests) does.
 */
export function mantineStylesInBody(): boolean {
  return typeof document !== 'undefined' && !document.head.querySelector('style[data-mantine-styles]')
}

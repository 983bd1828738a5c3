import { theme } from '../ui/theme'

/** The MantineProvider settings the app renders with; the build renders its styles from the same. */
export const MANTINE_PROPS = { theme, forceColorScheme: 'dark' } as const

/**
 * Whether the page already holds Mantine's theme variables and global classes in its <head>. They
 * are the same on every page, so the build writes them there (a <style> in <body> whose `:root`
 * rules reach outside it is invalid HTML; scripts/build.mjs), and MantineProvider then renders
 * none; a page without them (the dev server) gets them from MantineProvider as usual.
 */
export function mantineStylesInHead(doc: Document): boolean {
  return doc.head.querySelector('style[data-mantine-styles]') !== null
}

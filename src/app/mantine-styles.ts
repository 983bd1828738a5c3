import { theme } from '../ui/theme'

/**
 * The MantineProvider settings the app renders with; the build renders its styles from the same.
 * Dark as the default too, not only forced: as it starts, MantineProvider sets the scheme it has
 * stored (else the default) in a layout effect, and forces dark only in an effect after the paint,
 * so a light default painted a frame of black text on the dark page.
 */
export const MANTINE_PROPS = { theme, forceColorScheme: 'dark', defaultColorScheme: 'dark' } as const

/**
 * Whether the page already holds Mantine's theme variables and global classes in its <head>. They
 * are the same on every page, so the build writes them there (a <style> in <body> whose `:root`
 * rules reach outside it is invalid HTML; scripts/build.mjs), and MantineProvider then renders
 * none; a page without them (the dev server) gets them from MantineProvider as usual.
 */
export function mantineStylesInHead(doc: Document): boolean {
  return doc.head.querySelector('style[data-mantine-styles]') !== null
}

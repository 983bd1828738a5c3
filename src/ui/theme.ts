import { createTheme, type MantineColorsTuple } from '@mantine/core'

// One vivid accent for calls to action; white text on shade 6 passes WCAG AA (4.7:1).
const accent: MantineColorsTuple = [
  '#fff1f3',
  '#ffe4e8',
  '#fecdd5',
  '#fda4b4',
  '#fb7190',
  '#f43f6b',
  '#e11d48',
  '#be123c',
  '#9f1239',
  '#881337',
]

// Night blue replaces Mantine's neutral dark palette: body is shade 7, text shade 0.
const dark: MantineColorsTuple = [
  '#e6e9f2',
  '#c3c9da',
  '#9aa3bd',
  '#78829f',
  '#3b4563',
  '#2a3350',
  '#1c2440',
  '#0f1530',
  '#0b1026',
  '#070b1a',
]

/**
 * The text face, then the system faces scaled to its widths (src/styles/fonts.css) that the page
 * paints in until it has loaded (src/lib/text-face.ts), then any sans-serif.
 */
const fontStack =
  "'Plus Jakarta Sans Variable', 'Vision Fallback Arial', 'Vision Fallback Roboto', 'Vision Fallback DejaVu', " +
  "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"

export const theme = createTheme({
  primaryColor: 'accent',
  primaryShade: 6,
  colors: { accent, dark },
  fontFamily: fontStack,
  headings: {
    fontFamily: fontStack,
    fontWeight: '800',
  },
  defaultRadius: 'md',
  radius: { md: '12px', lg: '16px', xl: '24px' },
  spacing: { xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px' },
  breakpoints: { xs: '40em', sm: '48em', md: '64em', lg: '69.5em', xl: '90em' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
  },
})

/** Breakpoints of SPEC §9 in px. */
export const BREAKPOINTS = { deviceModal: 640, tablet: 800, desktop: 1024, wide: 1112 } as const

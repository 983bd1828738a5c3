import faceUrl from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url'

/**
 * The text face (Plus Jakarta Sans, latin subset, 28 kB), first in the theme's font stack
 * (src/ui/theme.ts), and when it is taken into use.
 *
 * A page paints in a system face scaled to the text face's widths and ascent (src/styles/fonts.css),
 * so that its first paint waits for no font. The face is fetched after that paint, and swapped in
 * when doing so moves nothing the person is reading: on the next page they move to in the app, or
 * while the tab is hidden. Swapped under a reader, text still reflows where a line ends on another
 * word (the faces differ by 1.5 % from one string to the next), which on a narrow screen moved a
 * page of questions by a tenth of the screen. A face that fails to load leaves the system face,
 * which fits as well.
 */
let face: FontFace | undefined

/** Swaps the face in if it has loaded; the app calls this when the person moves to another page. */
export function swapInTextFace(): void {
  if (face?.status === 'loaded' && !document.fonts.has(face)) document.fonts.add(face)
}

/** Fetches the face; called once, after the first paint. */
export function loadTextFace(): void {
  face = new FontFace('Plus Jakarta Sans Variable', `url(${faceUrl}) format('woff2')`, {
    weight: '200 800',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
      'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  })
  const whenHidden = () => {
    if (document.visibilityState === 'hidden') swapInTextFace()
  }
  document.addEventListener('visibilitychange', whenHidden)
  face.load().then(whenHidden, () => {})
}

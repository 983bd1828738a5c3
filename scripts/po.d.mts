/** The entries of a PO file's text, obsolete ones and the header left out. */
export function entries(po: string): { id: string; str: string | null }[]
/** msgids whose msgstr is empty, from a PO file's text. */
export function missingTranslations(po: string): string[]

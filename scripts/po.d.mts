/** msgids whose msgstr is empty, from a PO file's text. */
export function missingTranslations(po: string): string[]

// Reading Lingui's PO catalogs (scripts/i18n-check.mjs).
/** The entries of a PO file's text, obsolete ones and the header left out (strings may span several quoted lines). */
export function entries(po) {
  const text = (block, key) => {
    const match = block.match(new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm'))
    return match ? [...match[1].matchAll(/"(.*)"/g)].map((m) => m[1]).join('') : null
  }
  return po
    .split(/\n\s*\n/)
    .filter((block) => !/^#~/m.test(block))
    .map((block) => ({ id: text(block, 'msgid'), str: text(block, 'msgstr') }))
    .filter(({ id }) => id)
}

/** msgids whose msgstr is empty. */
export function missingTranslations(po) {
  return entries(po)
    .filter(({ str }) => str === '')
    .map(({ id }) => id)
}

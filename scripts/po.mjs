// Reading Lingui's PO catalogs (scripts/i18n-check.mjs).
/** msgids whose msgstr is empty, from a PO file's text (strings may span several quoted lines). */
export function missingTranslations(po) {
  const text = (block, key) => {
    const match = block.match(new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm'))
    return match ? [...match[1].matchAll(/"(.*)"/g)].map((m) => m[1]).join('') : null
  }
  return po
    .split(/\n\s*\n/)
    .filter((block) => !/^#~/m.test(block))
    .map((block) => ({ id: text(block, 'msgid'), str: text(block, 'msgstr') }))
    .filter(({ id, str }) => id && str === '')
    .map(({ id }) => id)
}

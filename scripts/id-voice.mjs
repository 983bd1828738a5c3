// The Indonesian voice (docs/glossary-id.md): the forms its glossary table forbids, found in the
// Indonesian catalog and the content seed. Used by scripts/i18n-check.mjs.

/** The rows of the glossary's table (Thing | Write | Never): each forbidden form and what to write instead. */
export function forbiddenForms(markdown) {
  const rows = markdown
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    )
  const header = rows.findIndex((cells) => cells[0] === 'Thing' && cells[2] === 'Never')
  if (header < 0) throw new Error('docs/glossary-id.md has no "| Thing | Write | Never |" table')
  return rows
    .slice(header + 1)
    .filter((cells) => !/^-+$/.test(cells[0]))
    .flatMap(([thing, write, never]) =>
      never
        .split(',')
        .map((form) => form.trim())
        .filter(Boolean)
        .map((form) => ({ form, write, thing })),
    )
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each text holding a forbidden form as a whole word (any case), with where it is. */
export function voiceProblems(texts, forms) {
  const patterns = forms.map((entry) => ({
    ...entry,
    pattern: new RegExp(`(?<![\\p{L}\\p{N}-])${escape(entry.form)}(?![\\p{L}\\p{N}-])`, 'iu'),
  }))
  return texts.flatMap(({ where, text }) =>
    patterns
      .filter(({ pattern }) => pattern.test(text))
      .map(({ form, write }) => ({ where, form, write, text })),
  )
}

/** The quoted strings of a source file (the content seed), with their line numbers. */
export function sourceStrings(source) {
  const lines = source.split('\n')
  return lines.flatMap((line, i) =>
    [...line.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => ({ where: `line ${i + 1}`, text: m[1] })),
  )
}

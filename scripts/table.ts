/** Rows of text as aligned columns, two spaces apart (the first row is the header). */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)))
  return rows
    .map((row) =>
      row
        .map((value, column) => value.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

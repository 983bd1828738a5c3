/** The Indonesian strings of a TypeScript source, in source order. */
export function indonesianStrings(source: string): { line: number; text: string }[]

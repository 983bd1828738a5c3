/** An Indonesian string of a source: its line and text, the English beside it, the raw values put into it, its place in an _ID export. */
export interface SourceText {
  line: number
  text: string
  english?: string
  raw?: string[]
  key?: string
}
/** The Indonesian strings of a TypeScript source, in source order. */
export function indonesianStrings(source: string): SourceText[]
/** The English of a source's _EN content exports, by each text's place. */
export function englishContent(source: string): Map<string, string>

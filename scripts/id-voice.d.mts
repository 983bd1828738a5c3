export interface ForbiddenForm {
  form: string
  write: string
  thing: string
}
export interface Text {
  where: string
  text: string
  /** The English the text translates (a msgid, the English beside it in code or content), when known. */
  english?: string
}
export interface VoiceProblem extends Text {
  rule:
    | 'register'
    | '-mu'
    | 'glossary'
    | 'English'
    | 'same as English'
    | 'placeholders'
    | 'select'
    | 'markup'
    | 'plural'
    | 'shown in both languages'
    | 'picture'
    | 'Write'
    | 'raw value'
    | 'error message'
  form: string
  write: string
}
export interface Shape {
  args: Set<string>
  keys: Set<string>
  tags: Set<string>
  hash: boolean
  other: boolean
}
export function tableRows(markdown: string, first: string[]): string[][] | null
export function forbiddenForms(markdown: string): ForbiddenForm[]
export function retiredForms(markdown: string): { form: string; why: string }[]
export function droppedForms(markdown: string, pinned: string[]): string[]
export function voiceProblems(texts: Text[], forms: ForbiddenForm[]): VoiceProblem[]
export function sameForms(markdown: string): Set<string>
export function wordless(text: string): boolean
export function listedSame(text: string, same: Set<string>): boolean
export function shapeOf(message: string): Shape
export function parityProblems(
  entries: { where: string; id: string; str: string | null }[],
  same: Set<string>,
): VoiceProblem[]
export function sharedProblems(texts: Text[], same: Set<string>): VoiceProblem[]

export interface ForbiddenForm {
  form: string
  write: string
  thing: string
}
export interface Text {
  where: string
  text: string
}
export interface VoiceProblem extends Text {
  rule: 'register' | '-mu' | 'glossary' | 'English'
  form: string
  write: string
}
export function forbiddenForms(markdown: string): ForbiddenForm[]
export function retiredForms(markdown: string): { form: string; why: string }[]
export function droppedForms(markdown: string, pinned: string[]): string[]
export function voiceProblems(texts: Text[], forms: ForbiddenForm[]): VoiceProblem[]

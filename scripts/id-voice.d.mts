export interface ForbiddenForm {
  form: string
  write: string
  thing: string
}
export interface Text {
  where: string
  text: string
}
export function forbiddenForms(markdown: string): ForbiddenForm[]
export function voiceProblems(
  texts: Text[],
  forms: ForbiddenForm[],
): (Text & { form: string; write: string })[]
export function sourceStrings(source: string): Text[]

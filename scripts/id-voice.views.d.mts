/** A caught error's message a view puts on the page untranslated: its line and the expression. */
export function rawErrorMessages(source: string): { line: number; text: string }[]
/** The raw dates and amounts a Lingui message's placeholders get in a source. */
export function rawPlaceholderValues(source: string): { line: number; text: string }[]

import type { Text, VoiceProblem } from './id-voice.mjs'
export function writeForms(cell: string): string[]
export function namedThings(markdown: string): { thing: string; terms: string[]; forms: string[] }[]
export function writeExceptions(markdown: string): Set<string>
export function writeProblems(texts: Text[], markdown: string): VoiceProblem[]
export function rawValue(path: unknown): string | null

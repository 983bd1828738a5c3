import type { VoiceProblem } from './id-voice.mjs'
export const GLOSSARY: string
export function catalogFiles(root: string): { locale: string; file: string }[]
export function codeSources(root: string): string[]
export function indonesianTexts(root: string): { where: string; text: string }[]
export function voiceReport(
  root: string,
  pinned?: string[],
): { texts: number; dropped: string[]; problems: VoiceProblem[] }

import type { Text, VoiceProblem } from './id-voice.mjs'
export const GLOSSARY: string
export function catalogFiles(root: string): { locale: string; file: string }[]
export function codeSources(root: string): string[]
export function pictureWords(svg: string): string[]
export function indonesianTexts(root: string): Text[]
export function sharedTexts(root: string): Text[]
export function voiceReport(
  root: string,
  pinned?: string[],
  content?: Text[],
): { texts: number; dropped: string[]; problems: VoiceProblem[] }

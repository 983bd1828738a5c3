import type { Text } from './id-voice.mjs'
/** The Indonesian texts of exported content (content_items rows, package lists), each beside its English. */
export function contentTexts(content: unknown, source?: string): Text[]
/** The Indonesian of production content: a JSON export's file, or a running server's base address. */
export function productionTexts(
  where: string,
  request?: (url: string) => Promise<Response> | Response,
): Promise<Text[]>

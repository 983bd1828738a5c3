export const NOT_TEXT: Set<string>
export const LANGUAGE_KEYS: Set<string>
export function LANGUAGE_OF(tag: string): 'id' | 'en' | null
export function indonesianKey<T>(key: string, byKey: Map<string | null, T>): { en: T | undefined } | null

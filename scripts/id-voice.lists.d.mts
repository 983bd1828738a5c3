export const FORMAL: string[]
export const MU_NOUNS: string[]
export const FOREIGN_WORDS: string[]
export const ENGLISH: string[]
export const ALLOWED: Record<string, string>
export const PINNED_FORMS: string[]
export const FORMAL_TONE: string[]
export const MU_ADJECTIVES: string[]
export const ALLOWED_ENGLISH: Record<string, string>

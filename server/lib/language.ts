/** The site's two languages, for the texts the server sends itself (SMS). */
export type Language = 'en' | 'id'

/** The first language the request asks for that the site speaks; English otherwise. */
export function languageOf(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase()
    if (tag === 'id' || tag.startsWith('id-') || tag === 'in') return 'id'
    if (tag === 'en' || tag.startsWith('en-')) return 'en'
  }
  return 'en'
}

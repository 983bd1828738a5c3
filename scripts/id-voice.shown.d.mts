/** The pictures the Indonesian content of a source shows. */
export function indonesianPictures(source: string): { line: number; text: string }[]
/** The words a configuration default of a source shows in both languages. */
export function configDefaults(source: string): { line: number; text: string }[]

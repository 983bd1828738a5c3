export const DEV_ONLY_STRINGS: string[]
/** `<file>: <string>` for every dev-only string in a built .js/.mjs/.html file under dir. */
export function devCodeIn(dir: string): { files: number; found: string[] }

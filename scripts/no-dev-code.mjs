// `node scripts/no-dev-code.mjs [dir]`, run by `npm test` right after the build: no built script in
// dist/client (or dir) carries the dev-only Stately inspector or the dev flow viewer (src/dev, with
// mermaid; src/lib/inspect.ts and src/main.tsx load them only under import.meta.env.DEV). Exits 1
// naming each file and string found.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const DEV_ONLY_STRINGS = [
  '@statelyai/inspect',
  'createBrowserInspector',
  'stately.ai',
  // the flow viewer: its channel (src/dev/flow-records.ts), its route and page, its chart library
  'vp-flow-viewer',
  '/__dev/flows',
  'Flow viewer',
  'mermaid',
]

/** `<file>: <string>` for every dev-only string in a built .js/.mjs/.html file under dir. */
export function devCodeIn(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?js|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  if (files.length === 0) throw new Error(`no built scripts in ${dir}: run \`npm run build\` first`)
  const found = []
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const needle of DEV_ONLY_STRINGS)
      if (text.includes(needle)) found.push(`${relative(dir, file)}: ${needle}`)
  }
  return { files: files.length, found }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist/client', import.meta.url))
  try {
    const { files, found } = devCodeIn(dir)
    if (found.length > 0) {
      console.error(`Dev-only inspector or flow viewer code in the build:\n  ${found.join('\n  ')}`)
      process.exit(1)
    }
    console.info(`No dev-only inspector or flow viewer code in ${files} built files.`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}

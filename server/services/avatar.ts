/** Avatar uploads (SPEC §5): jpeg/png only, at most 2 MB, one dot in the name, real image bytes. */
import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { AVATAR_MAX_BYTES, AVATAR_TYPES, hasAtMostOneDot } from '../../contract/common'
import { BadInput } from '../lib/validate'

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47]

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b)
}

/**
 * Deletes an avatar the customer replaced: only one saveAvatar made for them (a seeded or shared
 * picture is never theirs to delete), and a file already gone is fine.
 */
export async function deleteAvatar(dataDir: string, userId: number, path: string | null): Promise<void> {
  if (!path || !new RegExp(`^avatars/${userId}-[0-9a-f]{12}\\.(png|jpg)$`).test(path)) return
  await rm(join(dataDir, 'media', path), { force: true })
}

/** Returns the path relative to the content base, e.g. 'avatars/3-1a2b3c.png'. */
export async function saveAvatar(dataDir: string, userId: number, file: File): Promise<string> {
  if (!hasAtMostOneDot(file.name)) throw new BadInput('File is not valid')
  if (!AVATAR_TYPES.includes(file.type)) throw new BadInput('File is not valid')
  if (file.size > AVATAR_MAX_BYTES) throw new BadInput('Max 2 MB')
  const bytes = new Uint8Array(await file.arrayBuffer())
  // the declared type is the client's word; the bytes must agree before we serve them back
  const ext = startsWith(bytes, PNG) ? 'png' : startsWith(bytes, JPEG) ? 'jpg' : null
  if (!ext) throw new BadInput('File is not valid')
  const name = `${userId}-${randomBytes(6).toString('hex')}.${ext}`
  const dir = join(dataDir, 'media', 'avatars')
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, name), bytes)
  return `avatars/${name}`
}

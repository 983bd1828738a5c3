/** `npm run db:reset`: drop everything, migrate from scratch and seed the demo data again. */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { dataDir, openDatabase, openPostgres } from './client'
import { seed } from './seed/index'

const url = process.env.DATABASE_URL
if (url) {
  const { db, close } = await openPostgres(url)
  await db.execute(sql`drop schema if exists public cascade`)
  await db.execute(sql`drop schema if exists drizzle cascade`)
  await db.execute(sql`create schema public`)
  await close()
} else {
  await rm(join(dataDir(), 'pglite'), { recursive: true, force: true })
}
await rm(join(dataDir(), 'media', 'avatars'), { recursive: true, force: true })

const database = await openDatabase()
await seed(database.db)
await database.close()
console.info('Database reset and seeded.')

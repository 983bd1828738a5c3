import { defineConfig } from 'drizzle-kit'

// Migrations are generated once from server/db/schema.ts and committed; both PGlite and
// PostgreSQL run the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './drizzle',
})

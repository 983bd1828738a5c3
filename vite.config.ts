import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { chunkGroups } from './scripts/chunk-groups.ts'
import { mantineStableId } from './scripts/mantine-stable-id.ts'

const apiPort = Number(process.env.API_PORT ?? 3001)
const apiTarget = `http://127.0.0.1:${apiPort}`
// Everything the reference API answers; the dev server forwards these to it.
const apiPrefixes = [
  '/api',
  '/go',
  '/region',
  '/b2b',
  '/bss',
  '/cms',
  '/mplay',
  '/sandbox',
  '/__dev',
  '/media',
]

/** The dev flow viewer is a page of the dev server itself (src/main.tsx), not an API route. */
const FLOW_VIEWER = '/__dev/flows'

/** What only a real PostgreSQL has (a statement timeout): the `postgres` project alone runs these. */
const POSTGRES_ONLY = ['server/test/statement-timeout.test.ts']

/**
 * Server tests with no database, about PGlite's own files, or about headers and settings no
 * database changes (the CSP, HSTS, listen addresses, body limits and content types, refused before
 * a handler reads the database): nothing to prove again on PostgreSQL. demo-only's database work
 * is on PGlites of its own (the first start's seed, empty and in demo mode), made from nothing in
 * the `postgres` project, which has no PGlite dumps; the rest of it is replies' cache headers,
 * demo-only routes and start-up settings.
 */
const PGLITE_ONLY = [
  'server/site.test.ts',
  'server/test/demo-only.test.ts',
  'server/test/analytics-csp.test.ts',
  'server/test/bodies.test.ts',
  'server/test/deploy-settings.test.ts',
  'server/test/provider-csp.test.ts',
  'server/test/password-pool.test.ts',
  'server/test/secrets.test.ts',
  'server/routes/account-persistence.test.ts',
  'server/routes/profile-persist.test.ts',
]

/** Every test file under `dir`, with its text. */
const testFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => ({ file: `${dir}/${file}`, text: readFileSync(`${dir}/${file}`, 'utf8') }))
const TESTS = ['contract', 'src', 'machines', 'server', 'scripts'].flatMap(testFiles)

/**
 * Test files that must not share a worker's modules (the `isolated` project): any that mocks
 * modules, itself or through src/test/failing-chunk.ts (`vi.mock` replaces a module in the worker's
 * cache, where the next file would meet the mock, and a module an earlier file loaded is not
 * replaced), and any that switches the app's own Lingui instance to a language (a catalog loaded
 * there stays loaded, and src/i18n/i18n.ts remembers it: the next file would not meet a fresh one).
 */
const ISOLATED = TESTS.filter(({ text }) =>
  /vi\.(mock|doMock|resetModules)\(|failingChunk\(|activateLocale\(|i18n\.activate\(/.test(text),
).map(({ file }) => file)

/**
 * The client's view files that may share a worker and its page (the `views` project): jsdom and
 * React, Mantine and Lingui are then set up once per worker instead of once per file.
 */
const VIEWS = TESTS.filter(
  ({ file, text }) => /@vitest-environment jsdom/.test(text) && !ISOLATED.includes(file),
).map(({ file }) => file)

export default defineConfig({
  plugins: [
    // before the other resolvers: Mantine's useId without its re-render after each mount
    { ...mantineStableId(), enforce: 'pre' as const },
    react(),
    // Lingui's macros, in the files that import one (128 of some 670): Babel parsed and printed
    // every module before, and in the unit tests (which transform the server's and the machines'
    // files too) that was half of the time spent transforming, 33.6 against 16.4 s summed over a
    // whole run. The build's files come out the same, byte for byte (their hashed names unchanged).
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
        }),
      ],
    }),
    lingui(),
  ],
  // the dev server's pre-bundled Mantine gets the same useId as the build's
  optimizeDeps: { rolldownOptions: { plugins: [mantineStableId()] } },
  // the footer's year in prerendered HTML, which hydration must render the same (src/ui/use-year.ts)
  define: { VP_BUILD_YEAR: JSON.stringify(new Date().getFullYear()) },
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((p) => [
        p,
        {
          target: apiTarget,
          changeOrigin: false,
          // a path returned here is served by Vite (index.html) instead of the API
          bypass: (req: { url?: string }) =>
            req.url?.split('?')[0] === FLOW_VIEWER ? '/index.html' : undefined,
        },
      ]),
    ),
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups(fileURLToPath(new URL('.', import.meta.url))) } },
    },
  },
  test: {
    environment: 'node',
    // Vitest's default leaves a core to itself (n - 1): one worker on a 2-core machine, where the
    // files then ran one at a time while the main process mostly waited. Two workers there took
    // the suite from 232 s to 173 s, and worker threads (no process to start per file) to 154 s.
    // One more than the cores: with two, the cores stood 9 % idle through the run (/proc/stat);
    // on 2 cores, whole runs alternating, 219 and 211 s with two workers, 212 and 203 s with three.
    maxWorkers: availableParallelism() + 1,
    pool: 'threads',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // The machines', the server's, the scripts' and the client's files without a page share
        // their worker's modules with the files before them (`isolate: false`): a new worker per
        // file imported the app again each time (hono, drizzle, PGlite's WASM, the machines), for
        // many files more CPU than their tests. What they change they undo (the environment's
        // stubs) or every file sets again (the password cost, in the harness, the API's transport),
        // and no order of them matters: --sequence.shuffle.files.
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          // the seeded PGlite every server test file copies, made once per run (server/test/pglite-template.ts)
          globalSetup: ['./server/test/pglite.global.ts'],
          include: [
            'contract/**/*.test.ts',
            'machines/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'src/**/*.test.ts',
          ],
          exclude: [...ISOLATED, ...VIEWS, ...POSTGRES_ONLY],
          setupFiles: ['./src/test/shared-modules.setup.ts'],
        },
      },
      {
        // The client's view files share a worker, its jsdom page and its modules in the same way: a
        // page and React, Mantine, Lingui and the catalogs made once per worker, not once per file.
        // Before each file the page and the modules' state are put back as new
        // (src/test/shared-page.setup.ts).
        extends: true,
        test: {
          name: 'views',
          isolate: false,
          environment: 'jsdom',
          include: VIEWS,
          setupFiles: ['./src/test/shared-modules.setup.ts', './src/test/shared-page.setup.ts'],
        },
      },
      {
        // each in a worker of its own: the files that mock modules or switch the app's language
        extends: true,
        test: { name: 'isolated', include: ISOLATED },
      },
      {
        // the server's database tests again on a real PostgreSQL (server/test/postgres-cluster.ts),
        // sharing modules as `unit` does
        extends: true,
        test: {
          name: 'postgres',
          isolate: false,
          include: ['server/**/*.test.ts'],
          exclude: PGLITE_ONLY,
          globalSetup: ['./server/test/postgres.global.ts'],
        },
      },
    ],
  },
})

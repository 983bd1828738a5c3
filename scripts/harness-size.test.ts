/**
 * The path harness stays readable: each of its files (machines/testing, and src/test where the
 * view-level paths run) is under 300 lines, as DESIGN §9 asks of a module with one job.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const HARNESS = [join('machines', 'testing'), join('src', 'test')]
const LIMIT = 300

/** Each harness file at `LIMIT` lines or more, as `<file>: <lines>`. */
function longHarnessFiles(base: string): string[] {
  return HARNESS.flatMap((dir) =>
    readdirSync(join(base, dir))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map(
        (file) =>
          [join(dir, file), readFileSync(join(base, dir, file), 'utf8').split('\n').length - 1] as const,
      )
      .filter(([, lines]) => lines >= LIMIT)
      .map(([file, lines]) => `${file}: ${lines}`),
  )
}

describe('the path harness', () => {
  it(`keeps each file under ${LIMIT} lines`, () => {
    expect(longHarnessFiles(root)).toEqual([])
  })
})

import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isMantineUseId, mantineStableId, STABLE_ID_MODULE } from './mantine-stable-id'

const hooks = dirname(createRequire(import.meta.url).resolve('@mantine/hooks'))
const hooksEsm = join(hooks, '..', 'esm')

describe("the build's plugin for Mantine's useId", () => {
  it("takes @mantine/hooks' use-id module, as that package imports it", () => {
    // the file is where the plugin expects it, and its package's entry imports it that way
    expect(existsSync(join(hooksEsm, 'use-id', 'use-id.mjs'))).toBe(true)
    expect(isMantineUseId('./use-id/use-id.mjs', join(hooksEsm, 'index.mjs'))).toBe(true)
    expect(isMantineUseId('../use-id/use-id.mjs', join(hooksEsm, 'use-uncontrolled', 'x.mjs'))).toBe(true)
    expect(mantineStableId().resolveId('./use-id/use-id.mjs', join(hooksEsm, 'index.mjs'))).toBe(
      STABLE_ID_MODULE,
    )
    expect(existsSync(STABLE_ID_MODULE)).toBe(true)
  })

  it('leaves every other import alone', () => {
    expect(isMantineUseId('./use-id/use-id.mjs', '/app/node_modules/other/esm/index.mjs')).toBe(false)
    expect(isMantineUseId('./use-id.mjs', join(hooksEsm, 'index.mjs'))).toBe(false)
    expect(isMantineUseId('react', join(hooksEsm, 'index.mjs'))).toBe(false)
    expect(isMantineUseId('./use-id/use-id.mjs', undefined)).toBe(false)
    expect(mantineStableId().resolveId('react', join(hooksEsm, 'index.mjs'))).toBeNull()
  })
})

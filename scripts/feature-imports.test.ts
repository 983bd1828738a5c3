import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { forbiddenFeatureImports, importsOf } from './feature-imports'

const src = fileURLToPath(new URL('../src', import.meta.url))

describe('feature boundaries (the import graph)', () => {
  it('no feature imports another feature, the app shell or the server', () => {
    expect(forbiddenFeatureImports(src)).toEqual([])
  })

  describe('on a planted tree', () => {
    const root = mkdtempSync(join(tmpdir(), 'vp-features-'))
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    afterAll(() => rmSync(root, { recursive: true, force: true }))

    it('finds every spelling of a cross-feature import, and lets shared code and its own files through', () => {
      write('src/features/alpha/Page.tsx', "import { x } from '../beta/thing'\nimport { own } from './own'\n")
      write(
        'src/features/alpha/deep/sub/View.tsx',
        "import type { T } from '../../../beta'\nconst m = import('../../../../features/gamma/Lazy')\n",
      )
      write(
        'src/features/alpha/uses-shell.ts',
        "export { boot } from '../../app/boot'\nimport '../../../server/app'\n",
      )
      write(
        'src/features/alpha/fine.ts',
        "import { ui } from '../../ui/Button'\nimport { m } from '../../../machines/x'\nimport * as v from 'valibot'\n",
      )
      write('src/features/beta/index.ts', "import { y } from '../beta/own'\n")
      expect(forbiddenFeatureImports(join(root, 'src')).sort()).toEqual(
        [
          'features/alpha/Page.tsx: ../beta/thing',
          'features/alpha/deep/sub/View.tsx: ../../../beta',
          'features/alpha/deep/sub/View.tsx: ../../../../features/gamma/Lazy',
          'features/alpha/uses-shell.ts: ../../app/boot',
          'features/alpha/uses-shell.ts: ../../../server/app',
        ].sort(),
      )
    })
  })

  it('reads static, re-exported, side-effect and dynamic imports', () => {
    expect(
      importsOf(
        "import a from 'a'\nimport type { B } from \"./b\"\nexport * from '../c'\nimport './d.css'\nconst e = await import('./e')\n",
      ),
    ).toEqual(['a', './b', '../c', './d.css', './e'])
  })
})

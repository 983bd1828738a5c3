import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  forbiddenFeatureImports,
  importsAcrossFences,
  importsOf,
  productImportsOfTooling,
} from './feature-imports'

const repo = fileURLToPath(new URL('..', import.meta.url))
const src = join(repo, 'src')

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

  it('nothing in machines/ or server/ imports the client tree, and the contract imports none of the three', () => {
    expect(importsAcrossFences(repo)).toEqual([])
  })

  describe('on a planted repository', () => {
    const root = mkdtempSync(join(tmpdir(), 'vp-fences-'))
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    afterAll(() => rmSync(root, { recursive: true, force: true }))

    it('finds an import from machines/, server/ or contract/ across its fence, and lets the kernel through', () => {
      for (const tree of ['src', 'machines', 'server', 'contract'])
        mkdirSync(join(root, tree), { recursive: true })
      write(
        'machines/otp/otp.machine.ts',
        "import { f } from '../../src/lib/format'\nimport type { U } from '../../contract/user'\n",
      )
      write('machines/otp/otp.test.ts', "import type { A } from '../../server/app'\n")
      write(
        'server/routes/go.ts',
        "import { go } from '../../contract/go'\nimport { m } from '../../machines/x'\n",
      )
      write('server/site.ts', "export { matchRoute } from '../src/lib/route-paths'\n")
      write('server/test/clients.test.ts', "import { login } from '../../src/api/user'\n")
      write(
        'contract/go.ts',
        "import * as v from 'valibot'\nimport { c } from './common'\nimport type { D } from '../src/api/b2b'\n",
      )
      expect(importsAcrossFences(root).sort()).toEqual(
        [
          'machines/otp/otp.machine.ts: ../../src/lib/format',
          'machines/otp/otp.test.ts: ../../server/app',
          'server/routes/go.ts: ../../machines/x',
          'server/site.ts: ../src/lib/route-paths',
          'contract/go.ts: ../src/api/b2b',
        ].sort(),
      )
    })
  })

  it('no product code imports the tooling (harness, charts, registry, flow viewer, test helpers, scripts)', () => {
    expect(productImportsOfTooling(repo)).toEqual([])
  })

  describe('on a planted repository with tooling', () => {
    const root = mkdtempSync(join(tmpdir(), 'vp-tooling-'))
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    afterAll(() => rmSync(root, { recursive: true, force: true }))

    it('finds product code importing the tooling, and lets tests, tooling and the dev doors through', () => {
      for (const tree of ['src', 'machines', 'server', 'contract'])
        mkdirSync(join(root, tree), { recursive: true })
      write('machines/otp/otp.machine.ts', "import { stateIdsOf } from '../testing/structure'\n")
      write(
        'machines/lib/actors.ts',
        "import { MACHINES } from '../registry'\nimport type { M } from '../otp/otp.paths'\n",
      )
      write(
        'src/app/App.tsx',
        "const v = import('../dev/FlowViewer')\nimport { bench } from '../../scripts/bench/load'\n",
      )
      write('server/app.ts', "import { flowDiagram } from '../machines/charts/flow-chart'\n")
      write('src/main.tsx', "void import('./dev/viewer-boot')\n")
      write('machines/otp/otp.test.ts', "import { runPathModel } from '../testing/paths'\n")
      write('machines/otp/otp.paths.ts', "import type { PathModel } from '../testing/paths'\n")
      write('machines/testing/paths.ts', "import { MACHINES } from '../registry'\n")
      write('src/dev/charts.ts', "import { flowDiagram } from '../../machines/charts/flow-chart'\n")
      write('server/test/harness.ts', "import { x } from '../../scripts/e2e-pglite.mjs'\n")
      expect(productImportsOfTooling(root).sort()).toEqual(
        [
          'machines/otp/otp.machine.ts: ../testing/structure',
          'machines/lib/actors.ts: ../registry',
          'machines/lib/actors.ts: ../otp/otp.paths',
          'src/app/App.tsx: ../dev/FlowViewer',
          'src/app/App.tsx: ../../scripts/bench/load',
          'server/app.ts: ../machines/charts/flow-chart',
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

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { devCodeIn } from './no-dev-code.mjs'

describe('devCodeIn', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('names each built script that carries the inspector, and passes clean ones', () => {
    dir = mkdtempSync(join(tmpdir(), 'no-dev-code-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets', 'clean.js'), 'export const a = 1')
    writeFileSync(
      join(dir, 'assets', 'dev.js'),
      'import("@statelyai/inspect").then(m => m.createBrowserInspector())',
    )
    writeFileSync(join(dir, 'index.html'), '<script>open("https://stately.ai/inspect")</script>')
    writeFileSync(join(dir, 'assets', 'map.js.map'), '"@statelyai/inspect"')
    expect(devCodeIn(dir)).toEqual({
      files: 3,
      found: [
        'assets/dev.js: @statelyai/inspect',
        'assets/dev.js: createBrowserInspector',
        'index.html: stately.ai',
      ],
    })
  })

  it('names a built script that carries the flow viewer or mermaid', () => {
    dir = mkdtempSync(join(tmpdir(), 'no-dev-code-'))
    writeFileSync(
      join(dir, 'viewer.js'),
      'new BroadcastChannel("vp-flow-viewer");document.title="Flow viewer"',
    )
    writeFileSync(join(dir, 'main.js'), 'if(location.pathname==="/__dev/flows")import("./viewer.js")')
    writeFileSync(join(dir, 'chart.js'), 'const mermaid={initialize(){}}')
    expect(devCodeIn(dir)).toEqual({
      files: 3,
      found: [
        'chart.js: mermaid',
        'main.js: /__dev/flows',
        'viewer.js: vp-flow-viewer',
        'viewer.js: Flow viewer',
      ],
    })
  })

  it('refuses a directory with no built scripts', () => {
    dir = mkdtempSync(join(tmpdir(), 'no-dev-code-'))
    expect(() => devCodeIn(dir)).toThrow(/npm run build/)
  })
})

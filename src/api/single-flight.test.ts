import { describe, expect, it } from 'vitest'
import { singleFlight } from './single-flight'

describe('singleFlight', () => {
  it('shares one running call per key and starts a new one once it settled', async () => {
    const started: string[] = []
    const release: Array<() => void> = []
    const refresh = singleFlight(
      (token) =>
        new Promise<string>((resolve) => {
          started.push(token)
          release.push(() => resolve(`pair for ${token}`))
        }),
    )
    const first = refresh('r1')
    const second = refresh('r1')
    const other = refresh('r2')
    expect(started).toEqual(['r1', 'r2'])
    for (const settle of release) settle()
    expect(await Promise.all([first, second, other])).toEqual(['pair for r1', 'pair for r1', 'pair for r2'])
    void refresh('r1')
    expect(started).toEqual(['r1', 'r2', 'r1'])
  })

  it('lets a failed call be tried again', async () => {
    let calls = 0
    const refresh = singleFlight(async () => {
      calls += 1
      if (calls === 1) throw new Error('refused')
      return 'ok'
    })
    await expect(refresh('r1')).rejects.toThrow('refused')
    expect(await refresh('r1')).toBe('ok')
  })
})

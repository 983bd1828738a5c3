import { describe, expect, it } from 'vitest'
import { judgeLighthouse, judgeTaps, median } from './budget.mjs'

const page = (path: string, tbt: number, more: Partial<{ performance: number; lcp: number }> = {}) => ({
  path,
  performance: more.performance ?? 97,
  accessibility: 100,
  seo: 100,
  lcp: more.lcp ?? 1200,
  tbt,
})

describe('the Lighthouse budget', () => {
  it('passes a fast machine whose pages are all within budget', () => {
    expect(judgeLighthouse([page('/', 40), page('/package', 60), page('/account', 45)], 1000)).toEqual([])
  })

  it('judges an account page against the home page of the same run, so a slower machine passes on the ratio', () => {
    // a machine at half the benchmarkIndex: every page blocks longer, the account page no worse than home
    const slow = [page('/', 95), page('/account', 110), page('/account/security', 114)]
    expect(judgeLighthouse(slow, 1000)).toEqual([])
  })

  it('fails an account page over 1.2× the home page, whatever the machine', () => {
    const missed = judgeLighthouse([page('/', 40), page('/account/security', 49)], 1000)
    expect(missed).toEqual(["/account/security: TBT 49 ms is 1.23× the home page's 40 ms > 1.2×"])
  })

  it('fails a public page over the measured TBT budget', () => {
    expect(judgeLighthouse([page('/', 101)], 1000)).toEqual(['/: TBT 101 ms > 100 ms'])
  })

  it('cannot judge an account page without the home page in the run', () => {
    expect(judgeLighthouse([page('/account', 10)], 1000)).toEqual([
      '/account: TBT not judged, / was not measured in this run',
    ])
  })

  it('fails the home page and the account pages whose LCP is over 1.5× the static page', () => {
    const missed = judgeLighthouse([page('/', 40, { lcp: 1600 }), page('/package', 40, { lcp: 3000 })], 1000)
    expect(missed).toEqual(["/: LCP 1.60× the static page's > 1.5×"])
  })

  it('keeps /purchase at its own performance budget and out of the TBT budget', () => {
    expect(judgeLighthouse([page('/', 40), page('/purchase', 400, { performance: 91 })], 1000)).toEqual([])
    expect(judgeLighthouse([page('/', 40), page('/purchase', 40, { performance: 89 })], 1000)).toEqual([
      '/purchase: performance 89 < 90',
    ])
  })
})

describe('the tap budget', () => {
  it('passes phone taps all within 400 ms with a median within 300 ms', () => {
    expect(judgeTaps('phone', [212, 290, 260, 399, 240])).toEqual([])
  })

  it('fails a single slow run even when the median is fine', () => {
    expect(judgeTaps('phone', [212, 240, 260, 401, 250])).toEqual(['worst run 401 ms > 400 ms'])
  })

  it('fails a median over 300 ms', () => {
    expect(judgeTaps('phone', [310, 320, 280, 350, 305])).toEqual(['median 310 ms > 300 ms'])
  })

  it('counts a tap never answered as a miss', () => {
    expect(judgeTaps('phone', [200, null, 210])).toEqual(['1 of 3 taps never answered'])
  })

  it('leaves the desktop profile unjudged', () => {
    expect(judgeTaps('desktop', [900, 900])).toEqual([])
  })

  it('takes the middle of an even number of runs', () => {
    expect(median([1, 2, 3, 10])).toBe(2.5)
  })
})

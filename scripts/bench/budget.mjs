// The speed budgets of `npm run lighthouse` and `npm run interaction`, judged apart from the
// measuring so their own tests can plant a run (budget.test.ts).
//
// Lighthouse's figures depend on the machine far more than a fixed number admits, so TBT is judged
// twice: as measured (the public pages against an absolute budget) and against the home page
// measured in the same run (each account page's median TBT at most 1.2× the home page's), which
// holds on a slower or busier machine as well. Every figure is printed beside the run's
// benchmarkIndex (Lighthouse's measure of the machine's speed).

/** Lighthouse budgets, each judged on the median of a page's runs. */
export const LIGHTHOUSE_BUDGET = {
  performance: 95,
  /** the public pages' median TBT, as measured */
  tbt: 100,
  /** an account page's median TBT against the home page's in the same run */
  tbtVsHome: 1.2,
  accessibility: 100,
  seo: 100,
  /** the LCP of / and of the account pages against a static HTML page served by the same machine */
  lcpVsStatic: 1.5,
}
/** Pages with a lower performance budget and no TBT budget. */
const PERFORMANCE_BUDGET = { '/purchase': 90, '/id/purchase': 90 }

export const isAccountArea = (path) => /^(\/id)?\/account(\/|$)/.test(path)
export const performanceBudget = (path) => PERFORMANCE_BUDGET[path] ?? LIGHTHOUSE_BUDGET.performance

export const median = (values) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * The pages that miss a budget, each with the reason. `rows` are the measured pages
 * ({ path, performance, accessibility, seo, lcp, tbt } medians); `staticLcp` the static page's LCP.
 */
export function judgeLighthouse(rows, staticLcp, budget = LIGHTHOUSE_BUDGET) {
  const missed = []
  const home = rows.find((r) => r.path === '/')
  for (const r of rows) {
    const account = isAccountArea(r.path)
    if (r.performance < performanceBudget(r.path))
      missed.push(`${r.path}: performance ${r.performance} < ${performanceBudget(r.path)}`)
    if (r.accessibility < budget.accessibility)
      missed.push(`${r.path}: accessibility ${r.accessibility} < ${budget.accessibility}`)
    if (!account && r.seo < budget.seo) missed.push(`${r.path}: SEO ${r.seo} < ${budget.seo}`)
    const tbtJudged = performanceBudget(r.path) === budget.performance
    if (tbtJudged && !account && r.tbt > budget.tbt)
      missed.push(`${r.path}: TBT ${Math.round(r.tbt)} ms > ${budget.tbt} ms`)
    if (tbtJudged && account) {
      if (!home) missed.push(`${r.path}: TBT not judged, / was not measured in this run`)
      else if (r.tbt > budget.tbtVsHome * Math.max(home.tbt, 1))
        missed.push(
          `${r.path}: TBT ${Math.round(r.tbt)} ms is ${(r.tbt / Math.max(home.tbt, 1)).toFixed(2)}× the home page's ${Math.round(home.tbt)} ms > ${budget.tbtVsHome}×`,
        )
    }
    if ((r === home || account) && r.lcp > budget.lcpVsStatic * staticLcp)
      missed.push(
        `${r.path}: LCP ${(r.lcp / staticLcp).toFixed(2)}× the static page's > ${budget.lcpVsStatic}×`,
      )
  }
  return missed
}

/** Tap budgets of `npm run interaction`: the phone profile's runs, every one and their median. */
export const TAP_BUDGET = { phone: { median: 300, worst: 400 } }

/** What misses the tap budget: `runs` are one interaction's idle taps in ms (null: never shown). */
export function judgeTaps(profile, runs, budget = TAP_BUDGET) {
  const limits = budget[profile]
  if (!limits) return []
  const missed = []
  const shown = runs.filter((run) => run !== null)
  if (shown.length < runs.length)
    missed.push(`${runs.length - shown.length} of ${runs.length} taps never answered`)
  if (shown.length === 0) return missed
  const worst = Math.max(...shown)
  if (worst > limits.worst) missed.push(`worst run ${Math.round(worst)} ms > ${limits.worst} ms`)
  const middle = median(shown)
  if (middle > limits.median) missed.push(`median ${Math.round(middle)} ms > ${limits.median} ms`)
  return missed
}

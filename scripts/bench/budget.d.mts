export type PageFigures = {
  path: string
  performance: number
  accessibility: number
  seo: number
  lcp: number
  tbt: number
}
export const LIGHTHOUSE_BUDGET: {
  performance: number
  tbt: number
  tbtVsHome: number
  accessibility: number
  seo: number
  lcpVsStatic: number
}
export function isAccountArea(path: string): boolean
export function performanceBudget(path: string): number
export function median(values: number[]): number
/** The pages that miss a budget, each with its reason. */
export function judgeLighthouse(
  rows: PageFigures[],
  staticLcp: number,
  budget?: typeof LIGHTHOUSE_BUDGET,
): string[]
export const TAP_BUDGET: Record<string, { median: number; worst: number }>
/** What misses the tap budget; `runs` in ms, null for a tap never answered. */
export function judgeTaps(profile: string, runs: (number | null)[], budget?: typeof TAP_BUDGET): string[]

import { useSyncExternalStore } from 'react'

// Replaced at build (vite.config.ts `define`): the year the pages were prerendered in.
declare const VP_BUILD_YEAR: number | undefined

/**
 * The year prerendered HTML was written in. Hydration renders it again, as the HTML has it, so a
 * page built in December and opened in January hydrates without a mismatch.
 */
export const BUILD_YEAR: number =
  typeof VP_BUILD_YEAR === 'number' ? VP_BUILD_YEAR : new Date().getFullYear()

// The year changes too rarely to watch; a page open over New Year's Eve keeps the old one.
const unwatched = () => () => {}

/**
 * This year from the clock. While hydrating it is `BUILD_YEAR` (React's server snapshot); React
 * then renders again with the clock's year if that differs, which is not a hydration error.
 */
export function useYear(now: () => Date = () => new Date()): number {
  return useSyncExternalStore(
    unwatched,
    () => now().getFullYear(),
    () => BUILD_YEAR,
  )
}

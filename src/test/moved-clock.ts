/**
 * `npm run test:dates` runs the date-reading tests with the clock moved by CLOCK_OFFSET_MS (to the
 * first of each month at 23:30 and 00:30 WIB): `Date` and `Date.now()` read the moved clock and run
 * on from there. The browser tests move the page's and the server's clocks the same way
 * (e2e/clock.ts, server/lib/clock.ts). Vitest's fake timers, where a test uses them, still win.
 */
export function moveClock(offset: number): void {
  const Real = Date as DateConstructor & { moved?: boolean }
  if (offset === 0 || Real.moved) return
  class Moved extends Real {
    static moved = true
    constructor(...args: [] | [number | string | Date] | [number, number, ...number[]]) {
      if (args.length === 0) super(Real.now() + offset)
      else if (args.length === 1) super(args[0])
      else super(...(args as [number, number, number, number, number, number, number]))
    }
    static override now() {
      return Real.now() + offset
    }
  }
  globalThis.Date = Moved as unknown as DateConstructor
}

/**
 * The server's clock: the machine's, or in demo mode moved by CLOCK_OFFSET_MS (milliseconds, either
 * way), so a whole run can be played on another day: `npm run test:dates` plays the date-reading
 * tests on the first of each month at 23:30 and 00:30 WIB. A demo can also move it forward while
 * it runs (`POST /__dev/clock`), so a renewal, a grace period and an end can be walked in minutes.
 * A real deployment keeps the machine's clock: outside demo mode the setting is refused at start
 * (configProblems) and /__dev/clock does not exist.
 */
export type Clock = {
  /** milliseconds since epoch: every rule that reads the time reads this */
  now: () => number
  /** moves the clock forward by `ms` (demo mode only: /__dev/clock) */
  advance: (ms: number) => void
  /** how far it runs from its source, milliseconds */
  offset: () => number
}

/** a clock `offsetMs` ahead of `source` (the machine's clock, or a test's) */
export function createClock(offsetMs = 0, source: () => number = Date.now): Clock {
  let offset = offsetMs
  return {
    now: () => source() + offset,
    advance(ms) {
      offset += ms
    },
    offset: () => offset,
  }
}

export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): Clock {
  const offset = Number(env.CLOCK_OFFSET_MS ?? 0)
  return createClock(Number.isFinite(offset) ? offset : 0)
}

/** Why CLOCK_OFFSET_MS cannot be used as set, as sentences for the operator; empty when it can. */
export function clockProblems(env: NodeJS.ProcessEnv, demo: boolean): string[] {
  const raw = env.CLOCK_OFFSET_MS
  if (raw === undefined || raw === '' || raw === '0') return []
  if (!/^-?\d+$/.test(raw)) return [`CLOCK_OFFSET_MS must be a whole number of milliseconds, not '${raw}'.`]
  if (!demo)
    return [
      'CLOCK_OFFSET_MS moves the clock of a demo run only; a server with real customers keeps the machine clock.',
    ]
  return []
}

/**
 * The server's clock: the machine's, or in demo mode moved by CLOCK_OFFSET_MS (milliseconds, either
 * way), so a whole run can be played on another day: `npm run test:dates` plays the date-reading
 * tests on the first of each month at 23:30 and 00:30 WIB. A real deployment keeps the machine's
 * clock: outside demo mode the setting is refused at start (configProblems).
 */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): () => number {
  const offset = Number(env.CLOCK_OFFSET_MS ?? 0)
  return offset === 0 || !Number.isFinite(offset) ? Date.now : () => Date.now() + offset
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

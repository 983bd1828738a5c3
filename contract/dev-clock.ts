/** The demo's clock (demo mode only): POST /__dev/clock moves it forward, GET says where it stands. */
import * as v from 'valibot'

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const
/** a year at most: far enough for any renewal, grace or expiry, near enough to stay a demo */
const MOST_MS = 366 * UNIT_MS.d

const ADVANCE_MESSAGE = 'advance must be a whole number of days, hours or minutes, like "30d", "2h" or "90m"'

/** `{"advance": "30d"}` (also "2h", "90m"), read as milliseconds */
export const devClockBody = v.object({
  advance: v.pipe(
    v.string(ADVANCE_MESSAGE),
    v.regex(/^[1-9]\d{0,5}[dhm]$/, ADVANCE_MESSAGE),
    v.transform((s) => Number(s.slice(0, -1)) * UNIT_MS[s.slice(-1) as keyof typeof UNIT_MS]),
    v.maxValue(MOST_MS, 'advance must be at most a year (366d) at a time'),
  ),
})

export const devClockReply = v.object({
  /** ISO instant */
  now: v.string(),
  /** how far the server's clock runs ahead of the machine's */
  offset_ms: v.number(),
})

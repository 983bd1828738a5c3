/**
 * A background job's rounds (reconciliation, renewals): `run` every `seconds` until stop(), a
 * round still running skips the next rather than overlapping it, the timer does not keep the
 * process alive, and stop() waits for the round in flight. A round that throws is logged under
 * `label` and the next one runs as usual.
 */
import type { Log } from './log'

export function everyRound(run: () => Promise<unknown>, seconds: number, log: Log, label: string) {
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<unknown> | null = null
  return {
    start() {
      timer = setInterval(
        () => {
          running ??= run()
            .catch((err: unknown) => log.error({ err }, label))
            .finally(() => {
              running = null
            })
        },
        Math.max(1, seconds) * 1000,
      )
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      await running
    },
  }
}

/**
 * The next task, so the browser may paint and answer input in between: scheduler.yield where the
 * browser has it (the work comes back ahead of other tasks), else a timer.
 */
export const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve, 0))

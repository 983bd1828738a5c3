/**
 * Tracks work in flight (requests, page chunks) for the top progress bar. Timing rules of
 * SPEC §4: show only after 200 ms of work, creep towards the end over 5000 ms, hide 500 ms
 * after the last piece finishes; a failure marks the bar failed.
 */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000
export const PROGRESS_HIDE_DELAY_MS = 500

export interface ProgressState {
  visible: boolean
  active: boolean
  failed: boolean
  startedAt: number
}

type Listener = (state: ProgressState) => void

type TimerId = ReturnType<typeof setTimeout>

export interface ProgressTimers {
  set: (fn: () => void, ms: number) => TimerId
  clear: (id: TimerId) => void
  now: () => number
}

const realTimers: ProgressTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (id) => clearTimeout(id),
  now: () => Date.now(),
}

export function createProgressTracker(timers: ProgressTimers = realTimers) {
  let pending = 0
  let state: ProgressState = { visible: false, active: false, failed: false, startedAt: 0 }
  let showTimer: TimerId | undefined
  let hideTimer: TimerId | undefined
  const listeners = new Set<Listener>()
  const set = (next: Partial<ProgressState>) => {
    state = { ...state, ...next }
    listeners.forEach((l) => l(state))
  }

  function start() {
    pending += 1
    if (pending > 1) return
    if (hideTimer) {
      timers.clear(hideTimer)
      hideTimer = undefined
    }
    if (state.visible) {
      set({ active: true, failed: false, startedAt: timers.now() })
      return
    }
    showTimer = timers.set(() => {
      showTimer = undefined
      if (pending > 0) set({ visible: true, active: true, failed: false, startedAt: timers.now() })
    }, PROGRESS_THROTTLE_MS)
  }

  function finish(failed: boolean) {
    if (pending === 0) return
    pending -= 1
    if (failed) set({ failed: true })
    if (pending > 0) return
    if (showTimer) {
      timers.clear(showTimer)
      showTimer = undefined
    }
    if (!state.visible) {
      if (state.failed) set({ failed: false })
      return
    }
    set({ active: false })
    hideTimer = timers.set(() => {
      hideTimer = undefined
      set({ visible: false, failed: false })
    }, PROGRESS_HIDE_DELAY_MS)
  }

  return {
    start,
    done: () => finish(false),
    fail: () => finish(true),
    get: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export const progress = createProgressTracker()

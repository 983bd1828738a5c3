import { useSyncExternalStore } from 'react'
import { progress, PROGRESS_DURATION_MS } from '../lib/progress'
import classes from './ProgressBar.module.css'

const hidden = progress.get()

/** The thin bar at the top of the window while requests or page code load. */
export function ProgressBar() {
  const state = useSyncExternalStore(progress.subscribe, progress.get, () => hidden)
  if (!state.visible) return null
  return (
    <div
      className={classes.bar}
      data-active={state.active || undefined}
      data-failed={state.failed || undefined}
      style={{ ['--vp-progress-duration' as string]: `${PROGRESS_DURATION_MS}ms` }}
      aria-hidden
    />
  )
}

// @vitest-environment jsdom
/**
 * The runtime is made over several tasks at load (each machine's build, the actor's creation, its
 * start), but in one go when a Login tap waits for it: a task boundary there let a frame pass, and
 * the tap then showed its busy stand-in dialog and replaced it.
 */
import { describe, expect, it, vi } from 'vitest'

/** Whether `made` settles before a task queued now runs (a timer of 0 ms: the next task). */
async function beforeNextTask(made: Promise<unknown>): Promise<boolean> {
  let settled = false
  void made.then(() => (settled = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return settled
}

describe('createRuntime', () => {
  it('for a waiting tap, is made and started before the next task', async () => {
    vi.resetModules()
    const { createRuntime } = await import('./runtime')
    const made = createRuntime(true)
    expect(await beforeNextTask(made)).toBe(true)
    const runtime = await made
    expect(runtime.app.getSnapshot().status).toBe('active')
    runtime.app.stop()
  })

  it('at load, yields between its steps', async () => {
    vi.resetModules()
    const { createRuntime } = await import('./runtime')
    const made = createRuntime()
    expect(await beforeNextTask(made)).toBe(false)
    ;(await made).app.stop()
  })
})

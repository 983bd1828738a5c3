// @vitest-environment jsdom
/**
 * The security page asks for its signed-in devices' panel code in a task of its own once its module
 * is evaluated, before any render: the import appends a preload link per file the panel needs
 * (tens), and in the render that first showed the page it made one of the page's long tasks.
 */
import { expect, it, vi } from 'vitest'

const evaluated = vi.hoisted(() => ({ sessionsPanel: false }))
vi.mock('../SessionsPanel', () => {
  evaluated.sessionsPanel = true
  return { default: () => null }
})

it('asks for the signed-in devices’ panel in the task after the page’s module, with nothing rendered', async () => {
  await import('./SecurityPage')
  expect(evaluated.sessionsPanel).toBe(false)
  await vi.waitFor(() => expect(evaluated.sessionsPanel).toBe(true))
})

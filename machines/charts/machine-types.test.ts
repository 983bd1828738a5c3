import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { flows } from '../registry'
import { machineTypeTables } from './machine-types'

const SAMPLE = `
export interface DemoContext {
  /** how many */
  count: number
  label?: string | null
}
export type DemoEvent =
  /** adds one */
  | { type: 'add'; by: number }
  // starts again
  | { type: 'reset' }
  | OtherEvent
  | ({ type: 'save'; wide: boolean } & SaveFields)
  /** another flow's */
  | Extract<ChildEvent, { type: 'child.go' }>
/** the request's fields */
type SaveFields = Required<InferInput<typeof saveBody>>
/** what went wrong */
export type DemoError = 'lost' | 'late'
const m = setup({ types: { context: {} as DemoContext, events: {} as DemoEvent } })
`

describe('event and context tables from a machine source', () => {
  it('reads each event with its payload and note, and each context field with its type and note', () => {
    expect(machineTypeTables('demo.ts', SAMPLE)).toEqual({
      events: [
        { type: 'add', payload: 'by: number', doc: 'adds one' },
        { type: 'reset', payload: '', doc: 'starts again' },
        { type: '…OtherEvent', payload: '', doc: '' },
        { type: 'save', payload: 'wide: boolean, …SaveFields', doc: "SaveFields: the request's fields" },
        { type: 'child.go', payload: 'as in ChildEvent', doc: "another flow's" },
      ],
      context: [
        { name: 'count', type: 'number', doc: 'how many' },
        { name: 'label?', type: 'string | null', doc: '' },
      ],
      codes: [{ name: 'DemoError', type: "'lost' | 'late'", doc: 'what went wrong' }],
    })
  })

  it('finds both tables for every machine in the registry', () => {
    const empty = flows.filter((flow) => {
      const text = readFileSync(flow.source, 'utf8')
      const tables = machineTypeTables(flow.source, text)
      // a machine that takes no event (it runs from its input) names no events type; one that only
      // runs its children (the payment flow) holds no context
      const takesEvents = /\bevents: \{\} as/.test(text)
      const holdsContext = /\bcontext: \{\} as/.test(text)
      return (takesEvents && tables.events.length === 0) || (holdsContext && tables.context.length === 0)
    })
    expect(empty.map((flow) => flow.name)).toEqual([])
    const sessions = machineTypeTables(
      'machines/sessions/sessions.machine.ts',
      readFileSync('machines/sessions/sessions.machine.ts', 'utf8'),
    )
    expect(sessions.events.find((e) => e.type === 'end.ask')?.payload).toBe('id: string')
  })
})

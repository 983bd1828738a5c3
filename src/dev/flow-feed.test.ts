import { describe, expect, it } from 'vitest'
import { activePaths, emptyFeed, foldFeed, runningActors, stateText, type Feed } from './flow-feed'
import type { ActorRecord, ChannelMessage, EventRecord, SnapshotRecord } from './flow-records'

let seq = 0
const meta = (tab = 't1') => ({ tab, seq: (seq += 1), time: seq })

const actor = (path: string, parent: string | null, machineId: string | null, tab = 't1'): ActorRecord => ({
  ...meta(tab),
  kind: 'actor',
  key: `${tab}/${path}`,
  path,
  id: path.split('.').at(-1)!,
  parentKey: parent === null ? null : `${tab}/${parent}`,
  machineId,
  page: '/',
})
const snapshot = (
  path: string,
  value: unknown,
  event: string,
  children: string[] = [],
  status = 'active',
): SnapshotRecord => ({
  ...meta(),
  kind: 'snapshot',
  key: `t1/${path}`,
  path,
  status,
  value,
  tags: [],
  children,
  event,
})
const event = (path: string, type: string, payload: Record<string, unknown> = {}): EventRecord => ({
  ...meta(),
  kind: 'event',
  key: `t1/${path}`,
  path,
  type,
  payload,
  source: null,
})

const fold = (...messages: ChannelMessage[]): Feed => messages.reduce(foldFeed, emptyFeed)

describe('the viewer feed', () => {
  it('lists running actors, children after their parent, and drops a child its parent let go', () => {
    const feed = fold(
      actor('auth', null, 'auth'),
      actor('session', null, 'session'),
      actor('auth.checkPhone', 'auth', null),
      snapshot('auth', { login: 'checking' }, 'phone.submit', ['checkPhone']),
    )
    expect(runningActors(feed).map((view) => view.path)).toEqual(['auth', 'auth.checkPhone', 'session'])
    const after = foldFeed(feed, snapshot('auth', { login: 'password' }, 'xstate.done.actor.checkPhone'))
    expect(runningActors(after).map((view) => view.path)).toEqual(['auth', 'session'])
    expect(runningActors(after)[0]?.snapshot?.value).toEqual({ login: 'password' })
  })

  it('drops finished actors and every actor of a tab that said bye', () => {
    const feed = fold(
      actor('auth', null, 'auth'),
      actor('other', null, null, 't2'),
      snapshot('auth', 'closed', 'xstate.stop', [], 'stopped'),
    )
    expect(runningActors(feed).map((view) => view.path)).toEqual(['other'])
    expect(runningActors(foldFeed(feed, { kind: 'bye', tab: 't2' }))).toEqual([])
  })

  it('logs each event once, even when a tab replays it for another viewer, with the state it led to', () => {
    const submit = event('auth', 'phone.submit')
    const feed = fold(
      actor('auth', null, 'auth'),
      event('auth', 'phone.change', { phone: '0812' }),
      snapshot('auth', { login: 'phone' }, 'phone.change'),
      submit,
      snapshot('auth', { login: 'checking' }, 'phone.submit'),
      { kind: 'hello' },
      submit,
    )
    expect(feed.log.map((entry) => [entry.type, entry.reached])).toEqual([
      ['phone.change', { login: 'phone' }],
      ['phone.submit', { login: 'checking' }],
    ])
  })
})

describe('state values', () => {
  it('give every active path and a short text', () => {
    expect(activePaths('closed')).toEqual(['closed'])
    expect(activePaths({ login: 'password' })).toEqual(['login', 'login.password'])
    expect(activePaths({ active: { timer: 'ticking', code: 'entering' } })).toEqual([
      'active',
      'active.timer',
      'active.timer.ticking',
      'active.code',
      'active.code.entering',
    ])
    expect(stateText({ login: 'password' })).toBe('login.password')
    expect(stateText({ active: { timer: 'ticking', code: 'entering' } })).toBe(
      'active.{timer.ticking, code.entering}',
    )
    expect(stateText(null)).toBe('—')
  })
})

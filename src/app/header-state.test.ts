import { describe, expect, it } from 'vitest'
import { headerReducer, headerView, initialHeader, type HeaderEvent, type HeaderState } from './header-state'

type R = { id: string }
const runtime: R = { id: 'runtime' }
const dina = { name: 'Dina', avatarUrl: null }

const run = (...events: HeaderEvent<R>[]): HeaderState<R> =>
  events.reduce(headerReducer<R>, initialHeader as HeaderState<R>)

describe('the header before the runtime', () => {
  it('is undecided until storage was read, offering nothing yet', () => {
    expect(headerView(run(), null)).toMatchObject({ undecided: true, status: 'unknown', account: null })
  })

  it('offers Login to a visitor without a stored login', () => {
    expect(headerView(run({ type: 'storage.read', stored: false, early: null }), null)).toMatchObject({
      undecided: false,
      status: 'loggedOut',
      restoring: false,
      runtime: null,
    })
  })

  it("shows a stored login's customer at once, until the session has its word", () => {
    const restoring = run({ type: 'storage.read', stored: true, early: dina })
    expect(headerView(restoring, null)).toMatchObject({ account: dina, status: 'unknown', restoring: false })
    const live = headerReducer(restoring, { type: 'runtime.loaded', runtime })
    expect(headerView(live, { status: 'unknown', account: null })).toMatchObject({ account: dina, runtime })
    // the session found the login ended: no one, in the same render
    expect(headerView(live, { status: 'loggedOut', account: null }).account).toBeNull()
    // and for good: a later logout ('unknown' again) shows no one either
    const decided = headerReducer(live, { type: 'session.decided' })
    expect(headerView(decided, { status: 'unknown', account: null })).toMatchObject({
      account: null,
      restoring: true,
    })
  })

  it("keeps the account's place while a stored login without a name is read", () => {
    const state = run({ type: 'storage.read', stored: true, early: null })
    expect(headerView(state, null)).toMatchObject({ restoring: true, account: null })
  })

  it("offers Login again when a stored login's code cannot load", () => {
    const state = run({ type: 'storage.read', stored: true, early: dina }, { type: 'runtime.failed' })
    expect(state.stage).toBe('unavailable')
    expect(headerView(state, null)).toMatchObject({ account: null, restoring: false, status: 'unknown' })
  })

  it('reads storage once: a later read changes nothing', () => {
    const visitor = run({ type: 'storage.read', stored: false, early: null })
    expect(headerReducer(visitor, { type: 'storage.read', stored: true, early: dina })).toBe(visitor)
  })

  describe('a Login tap', () => {
    const visitor = run({ type: 'storage.read', stored: false, early: null })

    it('shows nothing in its frame, a busy dialog from the next, then the form once the code arrived', () => {
      const tapped = headerReducer(visitor, { type: 'login.tap' })
      expect(tapped.login).toBe('wanted')
      const waiting = headerReducer(tapped, { type: 'login.frame' })
      expect(waiting.login).toBe('waiting')
      const ready = headerReducer(waiting, { type: 'login.arrived' })
      expect(ready.login).toBe('ready')
      expect(headerReducer(ready, { type: 'login.opened' }).login).toBe('none')
    })

    it('opens without a placeholder when the code arrives within the frame', () => {
      const state = run(
        { type: 'storage.read', stored: false, early: null },
        { type: 'login.tap' },
        { type: 'login.arrived' },
        { type: 'login.frame' },
      )
      expect(state.login).toBe('ready')
    })

    it("shows no busy dialog once all of the login's code is here: the tap waits on its own work only", () => {
      const state = run(
        { type: 'storage.read', stored: false, early: null },
        { type: 'login.codeHere' },
        { type: 'login.tap' },
        { type: 'login.frame' },
      )
      expect(state.login).toBe('wanted')
      expect(state.code).toBe('here')
      expect(headerReducer(state, { type: 'login.arrived' }).login).toBe('ready')
    })

    it('is not carried out once cancelled (Escape on the busy dialog)', () => {
      const state = run(
        { type: 'storage.read', stored: false, early: null },
        { type: 'login.tap' },
        { type: 'login.frame' },
        { type: 'login.cancel' },
        { type: 'login.arrived' },
      )
      expect(state.login).toBe('none')
    })

    it('says a failed download, and may be tried again', () => {
      const failed = run(
        { type: 'storage.read', stored: false, early: null },
        { type: 'login.tap' },
        { type: 'login.frame' },
        { type: 'login.failed' },
      )
      expect(failed.login).toBe('failed')
      expect(headerReducer(failed, { type: 'login.tap' }).login).toBe('wanted')
      // a failure heard after a cancel says nothing
      expect(
        headerReducer(headerReducer(failed, { type: 'login.cancel' }), { type: 'login.failed' }).login,
      ).toBe('none')
    })
  })

  describe('the login modal', () => {
    const customer = run(
      { type: 'storage.read', stored: true, early: dina },
      { type: 'runtime.loaded', runtime },
    )

    it('is mounted for a visitor as soon as storage was read', () => {
      expect(run().modal).toBe('absent')
      expect(run({ type: 'storage.read', stored: false, early: null }).modal).toBe('mounted')
    })

    it('is not mounted for a customer whose stored login holds, nor once the session decided it', () => {
      expect(run({ type: 'storage.read', stored: true, early: dina }).modal).toBe('absent')
      expect(customer.modal).toBe('absent')
      expect(headerReducer(customer, { type: 'session.decided' }).modal).toBe('absent')
    })

    it('is mounted once the session says someone may log in, and stays mounted', () => {
      const possible = headerReducer(customer, { type: 'login.possible' })
      expect(possible.modal).toBe('mounted')
      const later = [
        { type: 'session.decided' },
        { type: 'login.tap' },
        { type: 'login.opened' },
        { type: 'login.cancel' },
      ] satisfies HeaderEvent<R>[]
      expect(later.reduce(headerReducer<R>, possible).modal).toBe('mounted')
    })

    it("is mounted when a stored login's code cannot load (Login is offered again) or Login is tapped", () => {
      expect(run({ type: 'storage.read', stored: true, early: null }, { type: 'runtime.failed' }).modal).toBe(
        'mounted',
      )
      expect(headerReducer(customer, { type: 'login.tap' }).modal).toBe('mounted')
    })

    it('changes nothing once mounted: the same state is kept', () => {
      const visitor = run({ type: 'storage.read', stored: false, early: null })
      expect(headerReducer(visitor, { type: 'login.possible' })).toBe(visitor)
    })
  })
})

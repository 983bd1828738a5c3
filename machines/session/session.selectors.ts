/**
 * What the shell shows of the session, read from a snapshot (selectors, so views never list
 * states). Type-only imports: the shell's first load reads these without the machine's code.
 */
import type { SessionSnapshot, SessionUser } from './session.machine'

/** 'unknown' while the stored login is read and while a logout runs. */
export type SessionStatus = 'unknown' | 'loggedIn' | 'loggedOut'

export const sessionStatus = (snapshot: SessionSnapshot): SessionStatus =>
  snapshot.matches('loggedIn') ? 'loggedIn' : snapshot.matches('loggedOut') ? 'loggedOut' : 'unknown'

/** The logged-in customer, or null. */
export const sessionUser = (snapshot: SessionSnapshot): SessionUser | null =>
  snapshot.matches('loggedIn') ? snapshot.context.user : null

/** The notice the shell shows once after a login was ended from another device, or null. */
export const sessionNotice = (snapshot: SessionSnapshot): 'endedElsewhere' | null => snapshot.context.notice

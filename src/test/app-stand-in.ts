/**
 * The app actor system for a page's test: its address picker and box phone popups are the real
 * machines (a page asks them), its session and login modal stand still (they are not the page's
 * subject, and have their own tests), and the API's "ended elsewhere" says nothing. Given a
 * session actor of the test's own (a path's), the app hears its navigation as it hears its own
 * child's (machines/app `hearSession`).
 */
import { createActor, fromCallback } from 'xstate'
import { appMachine, type AppActorRef, type AppEvent } from '../../machines/app/app.machine'
import type { SessionActorRef } from '../../machines/session/session.machine'

export function standInApp(options: { session?: SessionActorRef } = {}): AppActorRef {
  const stays = fromCallback<AppEvent>(() => () => undefined)
  const { session } = options
  const hearSession = session
    ? fromCallback<AppEvent>(({ sendBack }) => {
        const subscriptions = [
          session.on('navigateHome', () => sendBack({ type: 'session.navigateHome' })),
          session.on('reload', () => sendBack({ type: 'session.reload' })),
        ]
        return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
      })
    : stays
  const app = appMachine.provide({
    // a machine's place, taken by an actor that says nothing
    actors: { session: stays as never, auth: stays as never, hearAuth: stays, hearSession, hearApi: stays },
  })
  return createActor(app).start()
}

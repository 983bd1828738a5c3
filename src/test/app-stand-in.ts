/**
 * The app actor system for a page's test: its address picker and box phone popups are the real
 * machines (a page asks them), its session and login modal stand still (they are not the page's
 * subject, and have their own tests).
 */
import { createActor, fromCallback } from 'xstate'
import { appMachine, type AppActorRef, type AppEvent } from '../../machines/app/app.machine'

export function standInApp(): AppActorRef {
  const stays = fromCallback<AppEvent>(() => () => undefined)
  const app = appMachine.provide({
    // a machine's place, taken by an actor that says nothing
    actors: { session: stays as never, auth: stays as never, hearAuth: stays },
  })
  return createActor(app).start()
}

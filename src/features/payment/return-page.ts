import { returnPageMachine } from '../../../machines/return-page/return-page.machine'
import { returnPageActors } from './return-page.actors'

/**
 * The partner return page's machine with its actors: it runs inside the popup, apart from the
 * opener's flows, so the page that runs there stays small.
 */
export const returnPage = returnPageMachine.provide({ actors: returnPageActors })

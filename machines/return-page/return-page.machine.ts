/**
 * The partner return page (SPEC §2 Payment return): the partner's payment window comes back to
 * `/token?order_id&status&user_id`. A success is stored for the opener (paymentSuccessData, which
 * the opener's payment flow hears while it awaits the result), then the window closes itself; any other status
 * only closes it. A window that cannot close itself (not a popup) says the customer may close it.
 * Runs in the popup, apart from the opener's flows.
 */
import { fromPromise, type ActorRefFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'
import { isStoredSuccess, type StoredPaymentResult } from '../../contract/order-status'

/** What the partner sent back in the return page's query. */
export type ReturnPageInput = StoredPaymentResult

export interface ReturnPageContext {
  result: StoredPaymentResult
}

/** `loading`: storing or closing; `step:done`: the window is still open, the page says close it. */
export type ReturnPageTag = 'loading' | 'step:done'

export const returnPageMachine = lazySetup({
  types: {
    context: {} as ReturnPageContext,
    // no events: the page runs by itself from its input
    input: {} as ReturnPageInput,
    tags: {} as ReturnPageTag,
    children: {} as { storeResult: 'storeResult'; closeWindow: 'closeWindow' },
  },
  actors: {
    /** Stores paymentSuccessData {userId, status, orderId} for the opener. */
    storeResult: fromPromise<void, StoredPaymentResult>(notProvided('storeResult')),
    /** Closes the page's own window (the partner popup). */
    closeWindow: fromPromise<void, void>(notProvided('closeWindow')),
  },
  guards: {
    /** Only a success with its order and customer is worth telling the opener. */
    isStoredSuccess: ({ context }) => isStoredSuccess(context.result),
  },
}).createMachine({
  id: 'returnPage',
  description: 'The partner return page: a success is stored for the opener, then the window closes itself.',
  context: ({ input }) => ({ result: input }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'A success is stored first; anything else only closes the window.',
      always: [{ guard: 'isStoredSuccess', target: 'storingResult' }, { target: 'closingWindow' }],
    },
    storingResult: {
      description: 'Storing paymentSuccessData for the opener (a failure still closes the window).',
      tags: ['loading'],
      invoke: {
        id: 'storeResult',
        src: 'storeResult',
        input: ({ context }) => context.result,
        onDone: 'closingWindow',
        onError: 'closingWindow',
      },
    },
    closingWindow: {
      description: 'The page closes its own window: "This window closes by itself."',
      tags: ['loading'],
      invoke: { id: 'closeWindow', src: 'closeWindow', onDone: 'done', onError: 'done' },
    },
    done: {
      description:
        'The window could not close itself (not a popup): the page says the customer may close it.',
      tags: ['step:done'],
    },
  },
})

export type ReturnPageActorRef = ActorRefFrom<typeof returnPageMachine>

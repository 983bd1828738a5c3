/**
 * The partner return page's actors (SPEC §2 Payment return): store the result for the opener,
 * close the popup. Apart from the rest so the page that runs in the popup stays small.
 */
import { fromPromise } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import type { returnPageMachine } from '../../../machines/return-page/return-page.machine'
import { storedPaymentResultJson, type StoredPaymentResult } from '../../../contract/payment-result'
import { writeKey } from '../../api/clients'
import { STORAGE_KEYS } from '../../api/storage-keys'

export const returnPageActors = {
  storeResult: fromPromise(async ({ input }: { input: StoredPaymentResult }) => {
    writeKey(STORAGE_KEYS.paymentSuccessData, storedPaymentResultJson(input))
  }),
  closeWindow: fromPromise<void, void>(async () => {
    window.close()
  }),
} satisfies ActorsOf<typeof returnPageMachine>

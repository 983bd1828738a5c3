import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, configureClients } from './clients'
import { listAddresses } from './go'
import { getGoAddons } from './package'

/** Clients whose every call is answered 200 with success false, `message` and `data`. */
function refusing(message: string, data: unknown) {
  configureClients({
    fetch: async () =>
      new Response(JSON.stringify({ success: false, message, data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  })
}

const failure = (call: () => Promise<unknown>) =>
  call().then(
    () => null,
    (error: unknown) => error,
  )

describe('the go backend envelope', () => {
  afterEach(() => configureClients({}))

  it('turns success false into an ApiError with the reply message, in the order and the package calls alike', async () => {
    refusing('Not yours', [])
    const fromOrders = await failure(listAddresses)
    refusing('Not yours', { packages: [] })
    const fromPackages = await failure(getGoAddons)
    for (const error of [fromOrders, fromPackages]) {
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ kind: 'status', message: 'Not yours' })
    }
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { configureClients, type KeyValueStore } from '../../api/clients'
import { STORAGE_KEYS } from '../../api/storage-keys'
import { buyActors } from './payment-feature'

/** Storage with `keys`, and a billing service answering `packages` (200) or refusing every token (401). */
function billing(keys: Record<string, string>, answer: 'packages' | 'refused') {
  const values = new Map(Object.entries(keys))
  const storage: KeyValueStore = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
  const paths: string[] = []
  configureClients({
    storage,
    fetch: async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://site.test')
      paths.push(url.pathname)
      const body =
        answer === 'refused'
          ? { status: { code: 11, message: 'Unauthorized' } }
          : url.pathname.endsWith('identity/v1/token')
            ? {
                access_token: 'billing-hour',
                refresh_token: 'billing-refresh',
                token_type: 'bearer',
                expires_in: 3600,
              }
            : url.pathname.endsWith('package/current')
              ? {
                  status: { code: 0, message: 'OK' },
                  data: { current_packages: [{ name: 'Sports', code: 'ADDON-SPORTS-2', status: true }] },
                }
              : {
                  status: { code: 0, message: 'OK' },
                  data: { userName: '+6281234567890', platformName: 'web', subscriberId: '1', name: 'Ayu' },
                }
      return new Response(JSON.stringify(body), {
        status: answer === 'refused' ? 401 : 200,
        headers: { 'content-type': 'application/json' },
      })
    },
  })
  return { values, paths }
}

const check = (productCode: string) =>
  toPromise(createActor(buyActors.checkPackage, { input: { packageId: 101, productCode } }).start())

describe('the buy flow asking billing (checkPackage)', () => {
  afterEach(() => configureClients({}))

  it('stores the package id and says signed out without a call when no token is stored', async () => {
    const { values, paths } = billing({}, 'packages')
    expect(await check('ADDON-SPORTS-2')).toEqual({ signedIn: false })
    expect(values.get(STORAGE_KEYS.packageId)).toBe('101')
    expect(paths).toEqual([])
  })

  it('says signed out when billing refuses the token and there is nothing to refresh it with', async () => {
    billing({ vplusToken: 'stale' }, 'refused')
    expect(await check('ADDON-SPORTS-2')).toEqual({ signedIn: false })
  })

  it('reports the package active, and the billing phone, with the token it has', async () => {
    billing({ vToken: 'login-token' }, 'packages')
    expect(await check('ADDON-SPORTS-2')).toEqual({ signedIn: true, owned: true, phone: '+6281234567890' })
    expect(await check('ADDON-NEWS')).toMatchObject({ signedIn: true, owned: false })
  })

  it("exchanges a logged-in customer's login token for a billing pair first, which the pay page's URL then carries", async () => {
    const { values, paths } = billing({ vToken: 'login-token' }, 'packages')
    expect(await check('ADDON-SPORTS-2')).toMatchObject({ signedIn: true, owned: true })
    expect(paths[0]).toMatch(/identity\/v1\/token$/)
    expect(values.get(STORAGE_KEYS.vplusToken)).toBe('billing-hour')
  })
})

/** Region API: /region/province, city, district, subdistrict, postalcode — bearer API key. */
import { Hono } from 'hono'
import { CODE } from '../../contract/common'
import { cityQuery, districtQuery, postalCodeBody, subdistrictQuery } from '../../contract/region'
import { bearerOf } from '../lib/auth'
import type { AppEnv, Deps } from '../lib/deps'
import { fail, ok } from '../lib/reply'
import { json, query } from '../lib/validate'
import { childrenOf, postalCodeFor, provinces } from '../services/regions'

const option = (a: { id: string; name: string }) => ({ id: a.id, name: a.name })

export function regionRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    if (bearerOf(c.req.header('authorization')) !== deps.config.regionApiKey) {
      return fail(c, CODE.unauthorized, 'Unauthorized: region API key required', 401)
    }
    await next()
  })

  app.get('/province', async (c) => ok(c, (await provinces()).map(option)))
  app.get('/city', query(cityQuery), async (c) =>
    ok(c, (await childrenOf(c.req.valid('query').id)).map(option)),
  )
  app.get('/district', query(districtQuery), async (c) =>
    ok(c, (await childrenOf(c.req.valid('query').id)).map(option)),
  )
  app.get('/subdistrict', query(subdistrictQuery), async (c) =>
    ok(c, (await childrenOf(c.req.valid('query').id)).map(option)),
  )

  app.post('/postalcode', json(postalCodeBody), async (c) => {
    const { district_id, subdistrict_name } = c.req.valid('json')
    const wanted = subdistrict_name.toLocaleLowerCase('id')
    const village = (await childrenOf(district_id)).find((v) => v.name.toLocaleLowerCase('id') === wanted)
    if (!village) return fail(c, CODE.notFound, 'Subdistrict not found in this district', 404)
    return ok(c, { id: village.id, postal_code: postalCodeFor(village.id) })
  })

  return app
}

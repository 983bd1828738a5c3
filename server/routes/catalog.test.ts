import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  addonReply,
  channelReply,
  goPackageDetailReply,
  goPackageListReply,
  starterReply,
} from '../../contract/package'
import { articleListReply, faqReply, newsListReply, promoListReply } from '../../contract/content'
import { postalCodeReply, regionListReply } from '../../contract/region'
import { createHarness, type Harness } from '../test/harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

describe('catalogue', () => {
  it('serves the starter packs with status 200 and the two fallback plans', async () => {
    const res = await h.call('GET', '/api/v1/package/starter')
    const reply = v.parse(starterReply, res.json)
    expect(reply.status?.code).toBe(200)
    const byName = Object.fromEntries(reply.data.packages.map((p) => [p.name, p]))
    expect(byName['Basic Plan']).toMatchObject({ price: 299_000, category: 'cgmn' })
    expect(byName['Movies Plan']).toMatchObject({ price: 319_000, category: 'skyworth' })
    expect(byName['Basic Plan']?.detail.some((d) => d.description_en.includes('12-month warranty'))).toBe(
      true,
    )
  })

  it('lists add-ons of each type priced 19.000 to 129.000 with at most 6 benefits', async () => {
    for (const producttype of [3, 8]) {
      const reply = v.parse(
        addonReply,
        (await h.call('POST', '/api/v1/package/addon', { body: { producttype } })).json,
      )
      expect(reply.data.packages.length).toBeGreaterThanOrEqual(3)
      for (const p of reply.data.packages) {
        expect(p.product_type).toBe(producttype)
        expect(p.price).toBeGreaterThanOrEqual(19_000)
        expect(p.price).toBeLessThanOrEqual(129_000)
        expect(p.benefit.length).toBe(6)
      }
    }
    const bad = await h.call('POST', '/api/v1/package/addon', { body: { producttype: 5 } })
    expect(bad.status).toBe(400)
  })

  it('lists and searches the channels of a package group', async () => {
    const all = v.parse(
      channelReply,
      (await h.call('GET', '/api/v1/package/channel?packagename=premium-sports')).json,
    )
    expect(all.data.length).toBeGreaterThanOrEqual(6)
    expect(all.data[0]?.image_url).toMatch(/^\/media\/channels\/.+\.svg$/)
    const found = v.parse(
      channelReply,
      (await h.call('GET', '/api/v1/package/channel?packagename=premium-sports&search=SPORTSTARS%203')).json,
    )
    expect(found.data.map((c) => c.title)).toEqual(['Sportstars 3'])
    const wildcard = v.parse(
      channelReply,
      (await h.call('GET', '/api/v1/package/channel?packagename=basic&search=%25')).json,
    )
    expect(wildcard.data).toEqual([])
    expect((await h.call('GET', '/api/v1/package/channel')).status).toBe(400)
  })

  it('serves the logo files it names', async () => {
    const res = await h.app.request('/media/channels/sportstars.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect((await h.app.request('/media/../package.json')).status).toBe(404)
  })

  it('answers the go package list and details', async () => {
    const list = v.parse(
      goPackageListReply,
      (await h.call('GET', '/go/vplustv/v1/package/?type=add-on')).json,
    )
    expect(list.data.packages.length).toBe(8)
    const detail = v.parse(
      goPackageDetailReply,
      (await h.call('GET', '/go/vplustv/v1/package-detail?package_id=101')).json,
    )
    expect(detail.data.package.name).toBe('Add On Premium Sports 2')
    expect(detail.data.package_details.length).toBeGreaterThan(6)
    expect((await h.call('GET', '/go/vplustv/v1/package-detail?package_id=999')).status).toBe(404)
    const bad = await h.call('GET', '/go/vplustv/v1/package-detail?package_id=abc')
    expect(bad.status).toBe(400)
    expect(bad.json.success).toBe(false)
  })
})

describe('content service', () => {
  it('serves promos, news, FAQ topics and articles in both languages', async () => {
    for (const lang of ['en', 'id']) {
      expect(
        v.parse(promoListReply, (await h.call('GET', `/cms/promos?lang=${lang}`)).json).data.length,
      ).toBeGreaterThanOrEqual(3)
      expect(
        v.parse(newsListReply, (await h.call('GET', `/cms/news?lang=${lang}`)).json).data.length,
      ).toBeGreaterThanOrEqual(3)
      const faq = v.parse(faqReply, (await h.call('GET', `/cms/faq?lang=${lang}`)).json)
      expect(faq.data.map((t) => t.id)).toEqual(['installation', 'order', 'payment', 'shipping'])
      expect(faq.meta).toEqual({ lang, total: 4 })
      expect(
        v.parse(articleListReply, (await h.call('GET', `/cms/help-center?lang=${lang}`)).json).data.length,
      ).toBeGreaterThanOrEqual(3)
    }
    const id = await h.call('GET', '/cms/faq?lang=id')
    expect(id.json.data[3].menu).toBe('Pengiriman')
  })

  it('serves one item by id or slug and 404s an unknown one', async () => {
    expect((await h.call('GET', '/cms/promos/merdeka-sale?lang=id')).json.data.title).toContain('Merdeka')
    expect((await h.call('GET', '/cms/news/liga-1-kickoff')).json.status.code).toBe(0)
    expect((await h.call('GET', '/cms/help-center/reset-password?lang=en')).json.data.slug).toBe(
      'reset-password',
    )
    expect((await h.call('GET', '/cms/help-center/nope')).status).toBe(404)
    expect((await h.call('GET', '/cms/promos?lang=fr')).status).toBe(400)
  })
})

describe('region API', () => {
  const auth = { authorization: 'Bearer vplus-region-public-key' }

  it('lists the 38 provinces and cascades down to villages', async () => {
    const provinces = v.parse(
      regionListReply,
      (await h.call('GET', '/region/province', { headers: auth })).json,
    )
    expect(provinces.data.length).toBe(38)
    const cities = v.parse(
      regionListReply,
      (await h.call('GET', '/region/city?id=31', { headers: auth })).json,
    )
    expect(cities.data.map((c) => c.id)).toContain('31.71')
    const districts = v.parse(
      regionListReply,
      (await h.call('GET', '/region/district?id=31.71', { headers: auth })).json,
    )
    expect(districts.data.find((d) => d.name === 'Menteng')?.id).toBe('31.71.06')
    const villages = v.parse(
      regionListReply,
      (await h.call('GET', '/region/subdistrict?id=31.71.06', { headers: auth })).json,
    )
    expect(villages.data.map((x) => x.name)).toContain('Kebon Sirih')
  })

  it('looks up a deterministic 5-digit postal code by district and subdistrict name', async () => {
    const body = { district_id: '31.71.06', subdistrict_name: 'kebon sirih' }
    const a = v.parse(
      postalCodeReply,
      (await h.call('POST', '/region/postalcode', { headers: auth, body })).json,
    )
    const b = v.parse(
      postalCodeReply,
      (await h.call('POST', '/region/postalcode', { headers: auth, body })).json,
    )
    expect(a.data).toEqual(b.data)
    expect(a.data.id).toBe('31.71.06.1005')
    expect(a.data.postal_code).toMatch(/^10\d{3}$/)
    const missing = await h.call('POST', '/region/postalcode', {
      headers: auth,
      body: { district_id: '31.71.06', subdistrict_name: 'Atlantis' },
    })
    expect(missing.status).toBe(404)
  })

  it('refuses calls without the API key and bad ids', async () => {
    expect((await h.call('GET', '/region/province')).status).toBe(401)
    expect((await h.call('GET', '/region/city?id=abc', { headers: auth })).status).toBe(400)
  })
})

// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import type { AddonPackage, StarterPack } from '../../../contract/package'
import { renderView } from '../../test/render'
import * as data from './data'
import PackagePage from './pages/PackagePage'

vi.mock('./data', async (importOriginal) => ({
  PACKAGE_KEYS: (await importOriginal<typeof data>()).PACKAGE_KEYS,
  prefetchPackagePage: vi.fn<typeof data.prefetchPackagePage>(),
  takeStarterPacks: vi.fn<typeof data.takeStarterPacks>(),
  takeAddons: vi.fn<typeof data.takeAddons>(),
  fetchPackageDetails: vi.fn<typeof data.fetchPackageDetails>(),
}))

// The spec's sample starter packs (SPEC §3): Basic Plan 299000 and Movies Plan 319000.
const detail = (id: number, en: string) => ({ id, description_en: en, description_id: en, icon: '' })
const STARTERS: StarterPack[] = [
  {
    id: 1,
    name: 'Basic Plan',
    price: 299_000,
    imageUrl: '',
    isPublish: true,
    category: 'cgmn',
    productgroup: 'basic',
    detail: [detail(1, '12-month warranty'), detail(2, '30 days free')],
  },
  {
    id: 2,
    name: 'Movies Plan',
    price: 319_000,
    imageUrl: '',
    isPublish: true,
    category: 'skyworth',
    productgroup: 'movies',
    detail: [detail(1, '12-month warranty'), detail(2, '30 days free')],
  },
]
const ADDON: AddonPackage = {
  id: 101,
  name: 'Add On Premium Sports 2',
  product_code: 'S2',
  product_type: 3,
  price: 49_000,
  duration_days: 30,
  is_publish: true,
  image_url: '',
  image_detail_url: '',
  productgroup: 'premium-sports',
  benefit: [],
}

beforeAll(() => {
  // jsdom has neither; keen-slider and Mantine's hooks ask for them
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
})

afterEach(cleanup)

beforeEach(() => {
  vi.mocked(data.takeAddons).mockResolvedValue([ADDON])
})

describe('package page', () => {
  it('shows starter packs with their product line and a Buy link to the marketplace', async () => {
    vi.mocked(data.takeStarterPacks).mockResolvedValue(STARTERS)
    renderView(<PackagePage />)
    const cards = await screen.findAllByTestId('starter-card')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('Vision+TV Lite')).toBeInTheDocument()
    expect(within(cards[1]!).getByText('Vision+TV')).toBeInTheDocument()
    expect(within(cards[0]!).getByText('Rp. 299.000')).toBeInTheDocument()
    expect(within(cards[0]!).getByRole('link', { name: 'Buy Basic Plan' })).toHaveAttribute(
      'href',
      '/marketplace',
    )
    expect(screen.getAllByRole('tab')).toHaveLength(2)
  })

  it('hides the starter tab when the starter reply is invalid, leaving the add-ons', async () => {
    vi.mocked(data.takeStarterPacks).mockResolvedValue(null)
    renderView(<PackagePage />)
    const card = await screen.findByTestId('addon-card')
    expect(within(card).getByRole('heading', { name: 'Premium Sports' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab')).toHaveLength(1)
    expect(screen.getByRole('tab', { name: 'Add on' })).toHaveAttribute('aria-selected', 'true')
  })

  it('shows an empty add-on list when the add-ons fail', async () => {
    vi.mocked(data.takeStarterPacks).mockResolvedValue(null)
    vi.mocked(data.takeAddons).mockResolvedValue([])
    renderView(<PackagePage />)
    expect(await screen.findByText('No add-ons are available right now.')).toBeInTheDocument()
  })
})

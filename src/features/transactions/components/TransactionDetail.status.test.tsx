// @vitest-environment jsdom
/**
 * What the order became, in the detail, in both languages: the provider's later word on a paid
 * order (refunded, charged back, in full or in part) and a payment taken after the order had
 * closed (the order service's paid_after_close).
 */
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as enMessages } from '../../../../locales/en/messages.po'
import { messages as idMessages } from '../../../../locales/id/messages.po'
import type { TransactionDetail as Detail } from '../../../../contract/go'
import { TransactionDetail } from './TransactionDetail'

const { getTransaction } = vi.hoisted(() => ({
  getTransaction: vi.fn<(orderId: string) => Promise<Detail>>(),
}))
vi.mock('../../../api/go', () => ({ getTransaction }))

const catalogs = { en: enMessages, id: idMessages }

const order = (status: string, paidAfterClose: string | null): Detail => ({
  order_id: 'VPT-20260101-ABCD',
  product_name: 'Add On Premium Movies 1',
  sn: null,
  full_name: 'Demo Customer',
  phone: '+6281234567890',
  delivery_detail: { delivery_service: '-', address: null },
  purchase_detail: {
    delivery_fee: 0,
    order_number: 'VPT-20260101-ABCD',
    total_payment: 69_000,
    total_price: 69_000,
    transaction_date: '2026-01-01T10:00:00.000Z',
    transaction_status: status,
    token: null,
    paid_after_close: paidAfterClose,
  },
})

async function shows(locale: 'en' | 'id', detail: Detail) {
  getTransaction.mockResolvedValue(detail)
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <TransactionDetail
          orderId={`${detail.order_id}-${locale}-${detail.purchase_detail.transaction_status}`}
          onCancel={() => {}}
        />
      </I18nProvider>
    </MantineProvider>,
  )
  return screen.findByTestId('transaction-detail')
}

const WORDS = {
  en: {
    refund: 'Refunded',
    partial_refund: 'Partly refunded',
    chargeback: 'Charged back',
    partial_chargeback: 'Partly charged back',
    late: 'Paid after the order had expired.',
  },
  id: {
    refund: 'Dana dikembalikan',
    partial_refund: 'Dana dikembalikan sebagian',
    chargeback: 'Ditarik bank',
    partial_chargeback: 'Ditarik bank sebagian',
    late: 'Dibayar setelah pesanan kedaluwarsa.',
  },
} as const

describe('the transaction detail says what the order became', () => {
  afterEach(() => getTransaction.mockReset())

  for (const locale of ['en', 'id'] as const) {
    for (const status of ['refund', 'partial_refund', 'chargeback', 'partial_chargeback'] as const) {
      it(`${status} reads "${WORDS[locale][status]}" (${locale}), not the raw status`, async () => {
        const detail = await shows(locale, order(status, null))
        expect(detail).toHaveTextContent(WORDS[locale][status])
        expect(detail).not.toHaveTextContent(new RegExp(`\\b${status}\\b`))
        expect(screen.queryByTestId('paid-after-close')).toBeNull()
      })
    }

    it(`a payment taken after the order expired says so beside Success (${locale})`, async () => {
      await shows(locale, order('settlement', 'expired'))
      expect(screen.getByTestId('paid-after-close')).toHaveTextContent(WORDS[locale].late)
    })
  }
})

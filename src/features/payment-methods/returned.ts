/**
 * The provider's answer as the payment methods page's address carries it (contract/
 * payment-methods.ts: `?method=<id>` after GoPay's activation page, `?registration=<id>` after the
 * card page, each with `result=ok|cancel`), and as the popup's landing stores it for its opener.
 */
import type { Returned } from '../../../machines/payment-methods/payment-methods.machine'

const RESULTS = ['ok', 'cancel'] as const
const isResult = (value: unknown): value is Returned['result'] =>
  RESULTS.includes(value as Returned['result'])

/** The answer in a query string, or null when it carries none (or one that does not parse). */
export function returnedFromSearch(search: string): Returned | null {
  const query = new URLSearchParams(search)
  const result = query.get('result')
  if (!isResult(result)) return null
  const method = query.get('method')
  if (method !== null && /^[1-9]\d{0,9}$/.test(method)) return { kind: 'gopay', id: Number(method), result }
  const registration = query.get('registration')
  if (registration !== null && /^[\w-]{1,64}$/.test(registration))
    return { kind: 'card', id: registration, result }
  return null
}

/** The stored answer (JSON), or null when it is not one. */
export function returnedFromJson(json: string | null): Returned | null {
  if (!json) return null
  try {
    const value = JSON.parse(json) as Partial<Record<'kind' | 'id' | 'result', unknown>>
    if (!isResult(value.result)) return null
    if (value.kind === 'gopay' && typeof value.id === 'number')
      return { kind: 'gopay', id: value.id, result: value.result }
    if (value.kind === 'card' && typeof value.id === 'string')
      return { kind: 'card', id: value.id, result: value.result }
    return null
  } catch {
    return null
  }
}

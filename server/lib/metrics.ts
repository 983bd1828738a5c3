/**
 * Prometheus metrics (prom-client, with @hono/prometheus for the request counters): the HTTP
 * requests by method, route and status, the process's own metrics, and the counts an operator
 * watches in a login storm or a payment incident. They are served on METRICS_PORT only
 * (server/main.ts), never on the public port.
 */
import { prometheus } from '@hono/prometheus'
import { collectDefaultMetrics, Counter, Registry } from 'prom-client'

export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry()
  if (options.processMetrics) collectDefaultMetrics({ register: registry })
  const http = prometheus({ registry })
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] })
  return {
    registry,
    /** counts every request (http_requests_total, http_request_duration_seconds) */
    requests: http.registerMetrics,
    text: () => registry.metrics(),
    logins: counter('vplus_logins_total', 'Login attempts by result: ok, wrong, locked, shed', ['result']),
    codesSent: counter('vplus_otp_codes_sent_total', 'One-time codes handed to the SMS sender'),
    paymentsSettled: counter('vplus_payments_settled_total', 'Orders the payment provider settled'),
    notificationsRefused: counter(
      'vplus_payment_notifications_refused_total',
      'Payment notifications and status answers refused, by reason: forged, unknown, mismatch (amount or currency), unconfirmed',
      ['reason'],
    ),
    paymentsAfterClose: counter(
      'vplus_payments_paid_after_close_total',
      'Orders the provider confirmed paid after they had closed (failed, expired, cancelled); each one is activated',
    ),
    paymentsReversed: counter(
      'vplus_payments_reversed_total',
      'Paid orders fully refunded or charged back, by status; their package is taken away',
      ['status'],
    ),
    reconciled: counter(
      'vplus_payments_reconciled_total',
      'Open orders reconciliation asked the status API about, by outcome',
      ['outcome'],
    ),
    renewals: counter(
      'vplus_renewals_total',
      'Subscriptions a renewal round handled, by outcome: renewed, declined, no_method, unavailable (the provider did not answer), pending, ended, unchanged',
      ['outcome'],
    ),
    renewalNotices: counter(
      'vplus_renewal_notices_total',
      'Renewal SMS notices claimed by a round, by kind (renewal: before the charge, failure: a renewal payment failed, end: access ended) and result (sent, or failed: the SMS sender refused it)',
      ['kind', 'result'],
    ),
    transactionsFailed: counter(
      'vplus_payment_transactions_failed_total',
      'Orders refused because the payment provider made no payment for them (its transaction API failed)',
    ),
    hashSheds: counter(
      'vplus_hash_pool_shed_total',
      'Requests refused with 503 because the password-hash pool was full',
    ),
    /**
     * The budgets every customer shares (docs/deploy.md "Shared budgets"): a refusal of one, by
     * budget. Each counts only what passed its per-address limits, so a rise means many addresses.
     */
    budgetRefusals: counter(
      'vplus_shared_budget_refused_total',
      'Requests refused by a budget all customers share, by budget: tv-codes (TV_CODES_PER_MINUTE), otp-sends-minute and otp-sends-hour (the SMS breaker), hash-pool-stranger and hash-pool-known (the password-hash pool, by lane)',
      ['budget'],
    ),
  }
}
export type Metrics = ReturnType<typeof createMetrics>

import { Paper } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, type ReactNode } from 'react'
import { AccountHeading } from '../../../ui/AccountHeading'
import { LoadingSkeleton } from '../../../ui/LoadingSkeleton'
import { nextTask } from '../../../lib/next-task'
import { LIST_HEIGHT } from '../list-height'

// the list, its machine and its dialogs load after the heading, as the security page's do: in a
// browser, asked for in a task of their own once this module is evaluated, not in the render that
// first shows the page
let panelCode: Promise<typeof import('../PaymentMethodsPanel')> | undefined
const loadPanel = () => (panelCode ??= import('../PaymentMethodsPanel'))
// a failed download is met, and reported, by the panel's render (lazy) as before
if (typeof window !== 'undefined')
  void nextTask()
    .then(loadPanel)
    .catch(() => undefined)
const PaymentMethodsPanel = lazy(loadPanel)

/**
 * Payment methods (issue 47): the GoPay accounts linked and the cards saved at the payment
 * provider, masked, with the renewals each pays for; Link GoPay, Add a card and Unlink
 * (machines/payment-methods). The provider's pages send the customer back here.
 */
export default function PaymentMethodsPage() {
  return (
    <>
      <Heading />
      <Card>
        <Suspense fallback={<LoadingSkeleton height={LIST_HEIGHT} radius="md" />}>
          <PaymentMethodsPanel />
        </Suspense>
      </Card>
    </>
  )
}

function Heading() {
  return (
    <AccountHeading
      title={<Trans>Payment methods</Trans>}
      intro={<Trans>The GoPay accounts and cards your renewals can be charged to.</Trans>}
    />
  )
}

/** An account page's card, padded as every one is. */
function Card({ children }: { children: ReactNode }) {
  return (
    <Paper className="vp-card" p={{ base: 'md', sm: 'xl' }} radius="lg">
      {children}
    </Paper>
  )
}

/** The page as it first shows, painted before the app runs: its heading and the list's skeleton. */
export function Frame() {
  return (
    <>
      <Heading />
      {/* Mantine's responsive padding is a <style> before the card: first in a box of its own, as HTML wants it */}
      <div>
        <Card>
          <LoadingSkeleton height={LIST_HEIGHT} radius="md" />
        </Card>
      </div>
    </>
  )
}

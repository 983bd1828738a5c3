import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Alert.css'
import { lazy, useState } from 'react'
import { Paper } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'
import { PartBoundary } from '../../../ui/lazy-part'
import { LookupForm } from '../LookupForm'

// The flow (machine, API calls) loads with the first lookup, keeping this page's first load small.
// A failed download says so and offers to try again (PartBoundary), the page staying. React's lazy,
// not lazyPart: lazyPart's use() suspends inside a tap's act() in tests and is never retried there.
const PurchaseFlow = lazy(() => import('../PurchaseFlow'))

/** /purchase: find the box, choose the add-on, see the summary, pay in the payment popup. */
export default function PurchasePage() {
  const [firstQuery, setFirstQuery] = useState<string | null>(null)
  return (
    <>
      <PageIntro
        title={<Trans>Buy an add-on</Trans>}
        intro={
          <Trans>
            Find your box by serial number, customer ID or phone number, then choose an add-on, a package and
            a duration.
          </Trans>
        }
      />
      <div className="vp-container">
        <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" mb="xl" withBorder>
          {firstQuery === null ? (
            <LookupForm initialQuery="" loading={false} error={null} onSubmit={setFirstQuery} />
          ) : (
            // closing the failure notice gives the lookup form back; its next search says it again
            <PartBoundary
              fallback={<LookupForm initialQuery={firstQuery} loading error={null} onSubmit={() => {}} />}
              onClose={() => setFirstQuery(null)}
            >
              <PurchaseFlow initialQuery={firstQuery} />
            </PartBoundary>
          )}
        </Paper>
      </div>
    </>
  )
}

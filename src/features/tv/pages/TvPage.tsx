import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Alert.css'
import { Paper } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useSearch } from 'wouter'
import { PageIntro } from '../../../ui/PageIntro'
import { LoadingSkeleton } from '../../../ui/LoadingSkeleton'
import { lazyPart, PartBoundary } from '../../../ui/lazy-part'

// The flow (its machine, xstate and the calls) in a chunk of its own, after the page's: the
// page's first download stays within the route budget
const TvSignInFlow = lazyPart(() => import('../TvSignInFlow'))

/** /tv: sign a TV in with the code it shows (its QR code opens this page with the code filled in). */
export default function TvPage() {
  const code = new URLSearchParams(useSearch()).get('code') ?? ''
  return (
    <>
      <PageIntro
        title={<Trans>Sign in on your TV</Trans>}
        intro={<Trans>Enter the code your Vision+ TV box shows to sign it in to your account.</Trans>}
      />
      <div className="vp-container">
        <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" mb="xl" withBorder>
          <PartBoundary fallback={<LoadingSkeleton height={150} radius="md" />}>
            <TvSignInFlow code={code} />
          </PartBoundary>
        </Paper>
      </div>
    </>
  )
}

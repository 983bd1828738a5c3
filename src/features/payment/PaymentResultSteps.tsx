import { Anchor, Button, Group, Text, ThemeIcon } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { ReturnedOrder } from '../../../machines/payment-return/payment-return.machine'
import { cleanAddonName } from '../../lib/addon-name'
import { displayPhone, formatRupiah } from '../../lib/format'
import { localizePath, type Locale } from '../../../contract/route-paths'
import { RetryActions } from './RetryActions'

/** SPEC §2: the streaming site and the TV pairing tutorial open in a new tab. */
const STREAMING_SITE = 'https://www.visionplus.id'
const PAIRING_GUIDE = '/help-center/pair-with-tv-app'

/**
 * The product as the catalogue cards name it: service names carry an "Add On" prefix and a sequence
 * number ("Add On Premium Sports 2") that the glossary keeps off the page.
 */
function shownProduct(order: ReturnedOrder | null): string {
  return order ? cleanAddonName(order.productName) : ''
}

/** What every step's body gets: the order as the server reported it, and the dialog's two ways out. */
export interface StepProps {
  order: ReturnedOrder | null
  close: () => void
  retry: () => void
}

function CloseLink({ close }: Pick<StepProps, 'close'>) {
  return (
    <Anchor component="button" type="button" onClick={close} ta="center">
      <Trans>Close</Trans>
    </Anchor>
  )
}

function Paid({ children }: { children: ReactNode }) {
  return (
    <>
      <ThemeIcon size={64} radius="xl" color="teal" aria-hidden style={{ alignSelf: 'center' }}>
        <IconCheck size={36} />
      </ThemeIcon>
      {children}
    </>
  )
}

export function BlockedStep({ close, retry }: StepProps) {
  return (
    <>
      <Text>
        <Trans>Your browser blocked the payment window. Allow pop-ups for this site, then try again.</Trans>
      </Text>
      <RetryActions onCancel={close} onRetry={retry} />
    </>
  )
}

export function PaymentSuccessStep({ order, close }: StepProps) {
  const product = shownProduct(order)
  return (
    <Paid>
      <Text ta="center" fw={700} fz="xl" data-testid="payment-amount">
        {order ? formatRupiah(order.amount) : ''}
      </Text>
      <Text ta="center">
        <Trans>Thank you! We have received your payment for {product}.</Trans>
      </Text>
      {order?.activeOnBox === true && (
        <Text ta="center" c="teal.8">
          <Trans>The package is now active on your box.</Trans>
        </Text>
      )}
      {order?.activeOnBox === false && (
        <Text ta="center" c="orange.8">
          <Trans>
            The package is not active on your box yet. If your channels do not open soon, contact us.
          </Trans>
        </Text>
      )}
      <Button component={Link} href="/" onClick={close} fullWidth data-autofocus>
        <Trans>Back to home</Trans>
      </Button>
    </Paid>
  )
}

export function PackageActiveStep({ order, close }: StepProps) {
  const product = shownProduct(order)
  const phone = order ? displayPhone(order.phone) : ''
  // a new tab does not know the router's base: the guide opens in this page's language
  const { i18n } = useLingui()
  const guide = localizePath(PAIRING_GUIDE, i18n.locale as Locale)
  return (
    <Paid>
      <Text ta="center">
        <Trans>
          {product} is now active on the Vision+ account of {phone}.
        </Trans>
      </Text>
      <Group grow>
        <Button component="a" href={STREAMING_SITE} target="_blank" rel="noopener noreferrer">
          <Trans>Watch on Vision+</Trans>
        </Button>
        <Button component="a" href={guide} target="_blank" rel="noopener" variant="default">
          <Trans>Pair your TV</Trans>
        </Button>
      </Group>
      <CloseLink close={close} />
    </Paid>
  )
}

export function PendingStep({ order, close }: StepProps) {
  const product = shownProduct(order)
  return (
    <>
      <Text>
        <Trans>
          We are waiting for the payment provider to confirm your payment for {product}. This window updates
          by itself once it does.
        </Trans>
      </Text>
      <CloseLink close={close} />
    </>
  )
}

export function NotPaidStep({ order, close }: StepProps) {
  const product = shownProduct(order)
  return (
    <>
      <Text>
        <Trans>
          The payment for {product} was not completed, and nothing was charged. You can pay it from your
          transaction history while it is still open.
        </Trans>
      </Text>
      <CloseLink close={close} />
    </>
  )
}

export function LoadFailedStep({ close, retry }: StepProps) {
  return (
    <>
      <Text>
        <Trans>We could not load your order. Please try again.</Trans>
      </Text>
      <RetryActions onCancel={close} onRetry={retry} />
    </>
  )
}

import { Button, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconCheck } from '@tabler/icons-react'
import { Link } from 'wouter'
import { formatRupiah } from '../../../lib/format'
import { PLANS } from '../landing-content'
import classes from './Landing.module.css'

/** The three starter plans of the landing content; each Buy goes to the marketplace page. */
export function PlanCards() {
  const { i18n } = useLingui()
  return (
    <ul className={classes.planGrid}>
      {PLANS.map((plan) => (
        <li key={plan.id} className={classes.plan} data-type={plan.type} data-testid="plan-card">
          <h3 className={classes.planTitle}>{i18n._(plan.title)}</h3>
          <p className={classes.planPrice}>{formatRupiah(plan.price)}</p>
          <ul className={classes.planFeatures}>
            {plan.features.map((feature) => (
              <li key={feature.id}>
                <IconCheck size={18} aria-hidden />
                <span>{i18n._(feature)}</span>
              </li>
            ))}
          </ul>
          <Button
            component={Link}
            href="/marketplace"
            fullWidth
            size="md"
            variant={plan.type === 'normal' ? 'white' : 'filled'}
            color={plan.type === 'normal' ? 'dark' : 'accent'}
          >
            <Trans>Buy</Trans>
            <VisuallyHidden> {i18n._(plan.title)}</VisuallyHidden>
          </Button>
        </li>
      ))}
    </ul>
  )
}

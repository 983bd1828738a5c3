import { Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { Link } from 'wouter'
import { PageIntro } from '../../../ui/PageIntro'
import { FeatureGrid } from '../components/FeatureGrid'
import { FEATURES, SMART_FEATURES } from '../landing-content'
import classes from '../components/LearnMore.module.css'

const STEPS = [
  {
    title: msg`Get the box`,
    text: msg`Choose a starter plan and buy the Vision+ TV box at an official marketplace store.`,
  },
  {
    title: msg`Plug it in`,
    text: msg`Connect the box to your TV with HDMI, plug in the power and join your Wi-Fi.`,
  },
  {
    title: msg`Sign in`,
    text: msg`Sign in with your phone number. Your plan and free months start right away.`,
  },
  {
    title: msg`Add more`,
    text: msg`Add premium channel packs or streaming vouchers any time from the add-on page.`,
  },
] as const

const NEEDS = [
  msg`A TV with an HDMI port`,
  msg`Internet of at least 10 Mbps for HD, 25 Mbps for 4K`,
  msg`A phone number to sign in and receive the one-time code`,
] as const

/** '/learn-more': how the service works, from buying the box to adding channels. */
export default function LearnMorePage() {
  const { i18n } = useLingui()
  return (
    <>
      <PageIntro
        eyebrow={<Trans>How it works</Trans>}
        title={<Trans>Learn more about Vision+ TV</Trans>}
        intro={
          <Trans>
            A Google-certified Android TV box, live channels with 7 days of catch-up, on-demand video and
            thousands of apps, on the TV you already own.
          </Trans>
        }
      />
      <div className="vp-container">
        <section className={classes.section} aria-labelledby="learn-steps">
          <h2 id="learn-steps" className={classes.h2}>
            <Trans>Start watching in four steps</Trans>
          </h2>
          <ol className={classes.steps}>
            {STEPS.map((step, i) => (
              <li key={step.title.id} className="vp-card">
                <span className={classes.number} aria-hidden>
                  {i + 1}
                </span>
                <h3 className={classes.h3}>{i18n._(step.title)}</h3>
                <p className={classes.text}>{i18n._(step.text)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section className={classes.section} aria-labelledby="learn-features">
          <h2 id="learn-features" className={classes.h2}>
            <Trans>What you get</Trans>
          </h2>
          <FeatureGrid features={[...FEATURES, ...SMART_FEATURES]} showStat={false} />
        </section>
        <section className={`${classes.section} ${classes.split}`} aria-labelledby="learn-needs">
          <img
            src="/illustrations/set-top-box.svg"
            alt=""
            width={480}
            height={320}
            loading="lazy"
            decoding="async"
            className={classes.art}
          />
          <div>
            <h2 id="learn-needs" className={classes.h2}>
              <Trans>What you need</Trans>
            </h2>
            <ul className={classes.needs}>
              {NEEDS.map((need) => (
                <li key={need.id}>{i18n._(need)}</li>
              ))}
            </ul>
            <div className={classes.actions}>
              <Button component={Link} href="/package" size="md">
                <Trans>See packages</Trans>
              </Button>
              <Button component={Link} href="/faq" size="md" variant="default">
                <Trans>Read the FAQ</Trans>
              </Button>
            </div>
          </div>
        </section>
      </div>
    </>
  )
}

import { Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { formatRupiah } from '../../../lib/format'
import { HeroCarousel } from '../components/HeroCarousel'
import { FeatureGrid } from '../components/FeatureGrid'
import { PlanCards } from '../components/PlanCards'
import { AddonPriceList } from '../components/AddonPriceList'
import { FEATURES, SMART_FEATURES } from '../landing-content'
import classes from '../components/Landing.module.css'

/** '/': what Vision+ TV is. Everything here is static so it is in the prerendered HTML. */
export default function HomePage() {
  const { t } = useLingui()
  const min = formatRupiah(19_000)
  const max = formatRupiah(129_000)
  return (
    <div className="vp-container">
      <div className={classes.hero}>
        <HeroCarousel />
      </div>

      <section className={classes.section} aria-labelledby="home-features">
        <div className={classes.sectionHead}>
          <h2 id="home-features" className={classes.sectionTitle}>
            <Trans>Everything on one box</Trans>
          </h2>
          <p className={classes.sectionIntro}>
            <Trans>Live TV, catch-up, on-demand video and Android apps, on the TV you already have.</Trans>
          </p>
        </div>
        <FeatureGrid features={FEATURES} />
      </section>

      <section className={`${classes.section} ${classes.smart}`} aria-labelledby="home-smart">
        <div className={classes.smartArt}>
          <img
            src="/illustrations/set-top-box.svg"
            alt={t`The Vision+ TV Android set-top box`}
            width={360}
            height={240}
            loading="lazy"
            decoding="async"
          />
          <img
            src="/illustrations/remote.svg"
            alt={t`The voice remote`}
            width={120}
            height={180}
            loading="lazy"
            decoding="async"
          />
        </div>
        <div>
          <div className={classes.sectionHead}>
            <h2 id="home-smart" className={classes.sectionTitle}>
              <Trans>A smart TV box, made for Indonesia</Trans>
            </h2>
          </div>
          <FeatureGrid features={SMART_FEATURES} showStat={false} />
        </div>
      </section>

      <section className={classes.section} aria-labelledby="home-plans">
        <div className={classes.sectionHead}>
          <h2 id="home-plans" className={classes.sectionTitle}>
            <Trans>Choose your starter plan</Trans>
          </h2>
          <p className={classes.sectionIntro}>
            <Trans>Every plan includes the Vision+ TV box. Buy it at your favourite marketplace.</Trans>
          </p>
        </div>
        <PlanCards />
      </section>

      <section className={classes.section} aria-labelledby="home-addons">
        <div className={classes.sectionHead}>
          <h2 id="home-addons" className={classes.sectionTitle}>
            <Trans>Add the channels you love</Trans>
          </h2>
          <p className={classes.sectionIntro}>
            <Trans>
              Add-on packs from {min} to {max} a month.
            </Trans>
          </p>
        </div>
        <AddonPriceList />
      </section>

      <section className={classes.section} aria-label={t`Subscriptions`}>
        <div className={classes.fromBanner}>
          <p>
            <Trans>Subscriptions from IDR 10,000</Trans>
          </p>
          <Button component={Link} href="/package" size="md">
            <Trans>See all packages</Trans>
          </Button>
        </div>
      </section>
    </div>
  )
}

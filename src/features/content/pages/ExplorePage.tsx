import { Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import {
  IconApps,
  IconBallFootball,
  IconDeviceTv,
  IconHistory,
  IconMoodKid,
  IconMovie,
} from '@tabler/icons-react'
import { Link } from 'wouter'
import classes from '../components/Explore.module.css'

const TILES = [
  {
    id: 'live',
    Icon: IconDeviceTv,
    href: '/channels',
    title: msg`Live TV`,
    text: msg`56+ local and international channels, live.`,
  },
  {
    id: 'sports',
    Icon: IconBallFootball,
    href: '/addon',
    title: msg`Sports`,
    text: msg`Liga 1, European football, badminton and MotoGP.`,
  },
  {
    id: 'movies',
    Icon: IconMovie,
    href: '/addon',
    title: msg`Movies`,
    text: msg`Blockbusters and Asian drama, uncut.`,
  },
  {
    id: 'kids',
    Icon: IconMoodKid,
    href: '/addon',
    title: msg`Kids`,
    text: msg`Cartoons and learning shows, ad-free.`,
  },
  {
    id: 'catchup',
    Icon: IconHistory,
    href: '/learn-more',
    title: msg`Catch Up TV`,
    text: msg`Everything from the last 7 days.`,
  },
  {
    id: 'apps',
    Icon: IconApps,
    href: '/learn-more',
    title: msg`Apps & games`,
    text: msg`5,000+ Android apps from Google Play.`,
  },
] as const

/** '/explore': its own full-bleed look (the layout drops the blurred backdrop here). */
export default function ExplorePage() {
  const { i18n } = useLingui()
  return (
    <div className={classes.page}>
      <section className={classes.hero}>
        <div className={`vp-container ${classes.heroInner}`}>
          <p className={classes.eyebrow}>
            <Trans>Explore Vision+</Trans>
          </p>
          <h1 className={classes.title}>
            <Trans>Everything you can watch, in one place</Trans>
          </h1>
          <p className={classes.lead}>
            <Trans>
              Live channels, sports, films, series and apps: see what waits on your Vision+ TV box.
            </Trans>
          </p>
          <div className={classes.actions}>
            <Button component={Link} href="/package" size="lg">
              <Trans>See packages</Trans>
            </Button>
            <Button component={Link} href="/channels" size="lg" variant="white" color="dark">
              <Trans>Browse channels</Trans>
            </Button>
          </div>
        </div>
      </section>
      <section className="vp-container" aria-labelledby="explore-tiles">
        <h2 id="explore-tiles" className={classes.h2}>
          <Trans>Pick a mood</Trans>
        </h2>
        <ul className={classes.tiles}>
          {TILES.map(({ id, Icon, href, title, text }) => (
            <li key={id}>
              <Link href={href} className={classes.tile} data-tile={id}>
                <Icon size={32} stroke={1.6} aria-hidden />
                <span className={classes.tileTitle}>{i18n._(title)}</span>
                <span className={classes.tileText}>{i18n._(text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={`vp-container ${classes.band}`} aria-labelledby="explore-news">
        <div>
          <h2 id="explore-news" className={classes.h2}>
            <Trans>What's new this week</Trans>
          </h2>
          <p className={classes.text}>
            <Trans>New channels, big matches and product updates, fresh from the Vision+ team.</Trans>
          </p>
        </div>
        <div className={classes.actions}>
          <Button component={Link} href="/whats-hot" size="md" variant="light">
            <Trans>Read the news</Trans>
          </Button>
          <Button component={Link} href="/promo" size="md" variant="default">
            <Trans>See promos</Trans>
          </Button>
        </div>
      </section>
    </div>
  )
}

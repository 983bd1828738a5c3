import { Badge, Group, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Link } from 'wouter'
import { useId, useState, type ReactNode } from 'react'
import { useMediaQuery } from '@mantine/hooks'
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconChevronDown,
  IconMail,
} from '@tabler/icons-react'
import { Logo } from './Logo'
import { useYear } from './use-year'
import { SUPPORT_CHAT_URL, SUPPORT_EMAIL } from './contact'
import classes from './Footer.module.css'

interface FooterLink {
  label: MessageDescriptor
  href: string
  external?: boolean
  badge?: MessageDescriptor
}

const ABOUT: FooterLink[] = [
  { label: msg`What is Vision+ TV`, href: '/' },
  { label: msg`Learn more about Vision+ TV`, href: '/learn-more' },
  { label: msg`Channels`, href: '/channels' },
  { label: msg`What's hot`, href: '/whats-hot' },
  { label: msg`FAQ`, href: '/faq' },
  { label: msg`Help Center`, href: '/help-center' },
]

const PRODUCTS: FooterLink[] = [
  { label: msg`Starter Pack`, href: '/package/' },
  { label: msg`Add-On`, href: '/package/' },
]

const COMPANY: FooterLink[] = [
  { label: msg`Careers`, href: 'https://www.mncvision.id/careers', external: true, badge: msg`hiring` },
  { label: msg`Blog`, href: 'https://www.visionplus.id/blog', external: true },
  { label: msg`Vision+ streaming`, href: 'https://www.visionplus.id', external: true },
  { label: msg`MNC Vision Networks`, href: 'https://www.mncvisionnetworks.com', external: true },
  { label: msg`MNC Group`, href: 'https://www.mncgroup.com', external: true },
]

const SOCIAL = [
  { name: 'YouTube', href: 'https://www.youtube.com/@visionplus', Icon: IconBrandYoutube },
  { name: 'Facebook', href: 'https://www.facebook.com/visionplus.id', Icon: IconBrandFacebook },
  { name: 'Instagram', href: 'https://www.instagram.com/visionplus.id', Icon: IconBrandInstagram },
  { name: 'X (Twitter)', href: 'https://x.com/visionplus_id', Icon: IconBrandX },
]

/** A footer column: a plain heading on wide screens, a disclosure button on narrow ones. */
function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  // Wide screens always show every section (CSS); say so to assistive technology too.
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: true })
  const id = useId()
  return (
    <div className={classes.section} data-open={open || undefined}>
      <h2 className={classes.heading}>
        <button
          type="button"
          className={classes.toggle}
          aria-expanded={open || wide}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{title}</span>
          <IconChevronDown size={18} aria-hidden className={classes.chevron} />
        </button>
      </h2>
      <div id={id} className={classes.body}>
        {children}
      </div>
    </div>
  )
}

function LinkList({ links }: { links: FooterLink[] }) {
  const { i18n, t } = useLingui()
  return (
    <ul className={classes.list}>
      {links.map((link) => (
        <li key={link.label.id}>
          {link.external ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
              {i18n._(link.label)}
              {link.badge && (
                <Badge size="xs" color="accent" ml={6}>
                  {i18n._(link.badge)}
                </Badge>
              )}
              <span className="vp-sr-only"> {t`(opens in a new tab)`}</span>
            </a>
          ) : (
            <Link href={link.href} className={classes.link}>
              {i18n._(link.label)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The stores' badges in the page's language (the stores' own Indonesian: public/badges/id/). */
const badge = (name: 'google-play' | 'app-store', locale: string) =>
  locale === 'id' ? `/badges/id/${name}.svg` : `/badges/${name}.svg`

export function Footer() {
  const { i18n, t } = useLingui()
  const year = useYear()
  return (
    <footer className={classes.footer}>
      <div className={`vp-container ${classes.grid}`}>
        <div className={classes.brand}>
          <Logo height={32} />
          <span className="vp-sr-only">Vision+ TV</span>
          <Text size="sm" c="dimmed" mt="sm" maw={320}>
            <Trans>Live TV, catch-up and streaming on one Android TV box.</Trans>
          </Text>
          <Group gap="xs" mt="md">
            <a
              href="https://play.google.com/store/apps/details?id=com.zte.iptvclient.android.idmnc"
              target="_blank"
              rel="noopener noreferrer"
            >
              <img
                src={badge('google-play', i18n.locale)}
                alt={t`Get it on Google Play`}
                width={135}
                height={40}
                loading="lazy"
              />
            </a>
            <a
              href="https://apps.apple.com/id/app/vision/id1491277587"
              target="_blank"
              rel="noopener noreferrer"
            >
              <img
                src={badge('app-store', i18n.locale)}
                alt={t`Download on the App Store`}
                width={120}
                height={40}
                loading="lazy"
              />
            </a>
          </Group>
        </div>
        <Section title={<Trans>About</Trans>}>
          <LinkList links={ABOUT} />
        </Section>
        <Section title={<Trans>Products</Trans>}>
          <LinkList links={PRODUCTS} />
        </Section>
        <Section title={<Trans>Company</Trans>}>
          <LinkList links={COMPANY} />
        </Section>
        <Section title={<Trans>Contact us</Trans>}>
          <ul className={classes.list}>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={classes.link}>
                <IconMail size={16} aria-hidden /> {SUPPORT_EMAIL}
              </a>
            </li>
            <li>
              <a href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer" className={classes.link}>
                <IconBrandWhatsapp size={16} aria-hidden /> <Trans>Chat with us</Trans>
              </a>
            </li>
          </ul>
          <ul className={classes.socialList} aria-label={t`Follow us`}>
            {SOCIAL.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.social}
                  aria-label={name}
                >
                  <Icon size={20} aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <div className={`vp-container ${classes.bottom}`}>
        <Text size="sm" c="dimmed">
          <Trans>© {year} Vision+ TV. All rights reserved.</Trans>
        </Text>
        <Group gap="xs" align="center">
          <Text size="sm" c="dimmed">
            <Trans>Part of</Trans>
          </Text>
          <img src="/brand/group-logo.svg" alt="MNC Group" width={96} height={28} loading="lazy" />
        </Group>
      </div>
    </footer>
  )
}

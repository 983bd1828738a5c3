import { Group } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { localizePath, type Locale } from '../lib/route-paths'
import { loadCatalog } from '../i18n/i18n'
import { writeLocaleCookie } from '../i18n/locale-cookie'
import classes from './LanguageSwitch.module.css'

const OPTIONS: { locale: Locale; label: string; name: string }[] = [
  { locale: 'id', label: 'ID', name: 'Bahasa Indonesia' },
  { locale: 'en', label: 'EN', name: 'English' },
]

/** ID | EN: the same page in the other language; the choice is remembered in the cookie. */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const [path, navigate] = useLocation()
  const search = useSearch()
  return (
    <Group gap={4} component="nav" aria-label={t`Language`} className={classes.root} wrap="nowrap">
      {OPTIONS.map((option, index) => {
        const href = localizePath(path, option.locale) + (search ? `?${search}` : '')
        const active = option.locale === locale
        return (
          <span key={option.locale} className={classes.item}>
            {index > 0 && (
              <span aria-hidden className={classes.divider}>
                |
              </span>
            )}
            <a
              href={href}
              lang={option.locale}
              hrefLang={option.locale}
              aria-current={active ? 'true' : undefined}
              className={classes.link}
              data-active={active || undefined}
              onClick={async (event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                event.preventDefault()
                if (active) return
                await loadCatalog(option.locale)
                writeLocaleCookie(option.locale)
                navigate(`~${href}`)
              }}
            >
              {option.label}
              {/* the visible code stays part of the name (WCAG 2.5.3), the language spelled out */}
              <span className="vp-sr-only"> {option.name}</span>
            </a>
          </span>
        )
      })}
    </Group>
  )
}

import { Group } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { localizePath, type Locale } from '../../contract/route-paths'
import { loadCatalog } from '../i18n/i18n'
import { writeLocaleCookie } from '../i18n/locale-cookie'
import { LoadFailure } from './LoadFailure'
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
  // the language whose catalog could not be downloaded: said, with a retry
  const [failed, setFailed] = useState<{ locale: Locale; href: string } | null>(null)
  const switchTo = async (target: Locale, href: string) => {
    setFailed(null)
    try {
      await loadCatalog(target)
    } catch {
      setFailed({ locale: target, href })
      return
    }
    writeLocaleCookie(target)
    navigate(`~${href}`)
  }
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
                if (!active) await switchTo(option.locale, href)
              }}
            >
              {option.label}
              {/* the visible code stays part of the name (WCAG 2.5.3), the language spelled out */}
              <span className="vp-sr-only"> {option.name}</span>
            </a>
          </span>
        )
      })}
      {failed && <CatalogFailure failed={failed} onClose={() => setFailed(null)} />}
    </Group>
  )
}

/**
 * The other language's catalog could not be downloaded: said, and Try again opens the page in that
 * language anew (the browser does not download a failed module again for the same page).
 */
function CatalogFailure({
  failed,
  onClose,
}: {
  failed: { locale: Locale; href: string }
  onClose: () => void
}) {
  const { t } = useLingui()
  const language = OPTIONS.find((option) => option.locale === failed.locale)!.name
  return (
    <LoadFailure
      onRetry={() => {
        writeLocaleCookie(failed.locale)
        window.location.assign(failed.href)
      }}
      onClose={onClose}
    >
      {t`${language} could not load. Check your connection and try again.`}
    </LoadFailure>
  )
}

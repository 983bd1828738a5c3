import { describe, expect, it } from 'vitest'
import { msg } from '@lingui/core/macro'
import { activateLocale, i18n, loadAccountCatalog, loadCatalog } from './i18n'

// one message of each catalog (lingui.config.ts): the shell's and the account area's
const shell = msg`Skip to content`
const account = msg`Where you're logged in`

describe('catalogs', () => {
  it('loads the account area only when asked, in the active locale and in every later one', async () => {
    await activateLocale('id')
    expect(i18n._(shell)).toBe('Langsung ke konten')
    // not loaded yet: not in Indonesian
    expect(i18n._(account)).not.toBe('Sesi masuk')
    await loadAccountCatalog()
    expect(i18n._(account)).toBe('Sesi masuk')
    await activateLocale('en')
    expect(i18n._(account)).toBe("Where you're logged in")
    // a language switch loads every catalog asked for before it activates the language
    await loadCatalog('id')
    i18n.activate('id')
    expect(i18n._(account)).toBe('Sesi masuk')
  })
})

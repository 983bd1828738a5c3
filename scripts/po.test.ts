import { describe, expect, it } from 'vitest'
import { missingTranslations } from './po.mjs'

const po = `msgid ""
msgstr ""
"Language: id\\n"

#: src/ui/Navbar.tsx
msgid "Login"
msgstr "Masuk"

#: src/ui/ChannelResults.tsx
msgid "No channel matches “{search}”."
msgstr ""

msgid ""
"A long message that the catalog "
"wraps over two lines"
msgstr ""
"Pesan panjang yang "
"dibungkus"

msgid ""
"Another long one"
msgstr ""

#~ msgid "Gone"
#~ msgstr ""
`

describe('missingTranslations', () => {
  it('names the messages whose translation is empty, across wrapped lines, but not the header or obsolete entries', () => {
    expect(missingTranslations(po)).toEqual(['No channel matches “{search}”.', 'Another long one'])
  })
})

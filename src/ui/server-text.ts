import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The services answer a refusal with English words (server/routes/*), whatever the page's
 * language. The forms that used to show those words say each known one in the page's own catalog
 * instead; words the site does not know are not shown (the form says its own failure), so no
 * English reaches an Indonesian page.
 */
const KNOWN: Record<string, MessageDescriptor> = {
  'User not found': msg`No account uses this phone number.`,
  'Verify the phone number with a code first': msg`Verify the phone number with a code first.`,
  'Your old password is incorrect': msg`Your old password is incorrect.`,
  'Sorry, too many requests, try again later': msg`Too many requests. Try again later.`,
  'This Serial Number/Customer ID/Phone Number is unavailable.': msg`This box could not be found.`,
  'Device not found': msg`This box could not be found.`,
  'Subdistrict not found in this district': msg`This village is not in the chosen district.`,
  'Address not found': msg`This address could not be found.`,
}

/** The service's words in the page's language, or null for words the site does not know. */
export function serverText(words: string | null): MessageDescriptor | null {
  if (words === null) return null
  const known = KNOWN[words.trim()]
  if (known) return known
  // the login and password-check waits carry a number of minutes; their words are said plainly
  return /too many/i.test(words) ? msg`Too many tries. Try again later.` : null
}

/**
 * What a sign-in is shown as on the customer's list of signed-in devices: the browser and system
 * its User-Agent names (bowser), and the client address masked to its network (an IPv4 /24, an
 * IPv6 /48), so the list tells "my phone at home" from "someone elsewhere" without keeping or
 * showing anyone's full address.
 */
import Bowser from 'bowser'
import { isIP } from 'node:net'
import type { SignInSource } from '../services/sessions'

/** 'Safari', 'iPhone' / 'Chrome', 'Android'; '' for what the User-Agent does not say */
export function deviceOf(userAgent: string | undefined): { browser: string; os: string } {
  const ua = (userAgent ?? '').slice(0, 512)
  if (ua.trim() === '') return { browser: '', os: '' }
  const parsed = Bowser.parse(ua)
  const model = parsed.platform.model
  // "Safari on iPhone" says more to a customer than "Safari on iOS"
  const os =
    parsed.os.name === 'iOS' && (model === 'iPhone' || model === 'iPad') ? model : (parsed.os.name ?? '')
  return { browser: parsed.browser.name ?? '', os }
}

/** '203.0.113.0/24', '2001:db8:85a3::/48'; '' when the address is not one */
export function maskAddress(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  if (isIP(plain) === 4) return `${plain.split('.').slice(0, 3).join('.')}.0/24`
  if (isIP(plain) === 6) {
    const [head = '', tail = ''] = plain.split('::')
    const left = head === '' ? [] : head.split(':')
    const right = tail === '' ? [] : tail.split(':')
    const groups = plain.includes('::')
      ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
      : left
    const first = groups.slice(0, 3).map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    return `${first.join(':')}::/48`
  }
  return ''
}

export function signInSource(userAgent: string | undefined, address: string): SignInSource {
  return { ...deviceOf(userAgent), place: maskAddress(address) }
}

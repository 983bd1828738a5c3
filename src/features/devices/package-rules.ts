import type { DevicePackage } from '../../../contract/user'

/**
 * The overlay text of a package in a language, shown only when it says how long the package
 * runs ('until' / 'sampai', SPEC §3); otherwise null.
 */
export function overlayText(pkg: DevicePackage, lang: string): string | null {
  const text = pkg.overlay_texts.find((o) => o.lan === lang)?.overlayText
  return text && /until|sampai/i.test(text) ? text : null
}

/** Add-on packs carry an 'Add On' prefix in their service name (SPEC §3). */
export const isAddon = (pkg: DevicePackage): boolean => /^add on\b/i.test(pkg.servicename.trim())

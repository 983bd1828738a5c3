/**
 * Shared by the catalogue and the purchase page (different features).
 *
 * 'Add On Premium Sports 2' → 'Premium Sports'. Service names carry an 'Add On' / 'Add-On'
 * prefix and a trailing sequence number that mean nothing to a visitor.
 */
export function cleanAddonName(name: string): string {
  const cleaned = name
    .trim()
    .replace(/^add[\s-]*on\b[\s:\-–]*/i, '')
    .replace(/[\s\-–#]*\d+$/, '')
    .trim()
  return cleaned || name.trim()
}

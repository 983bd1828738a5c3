/**
 * Base locations of every service (SPEC §7), from VITE_* variables with same-origin defaults so
 * the reference API serves them all. No secrets here: everything in this file ships to browsers
 * (the region API key and the media-API service credential are public by design, SPEC §9).
 */
type Env = Partial<Record<string, string>>
// import.meta.env exists under Vite and vitest; plain Node (tsx) has none
const env: Env = (import.meta as unknown as { env?: Env }).env ?? {}

const pick = (name: string, fallback: string) => {
  const value = env[name]
  return value !== undefined && value !== '' ? value : fallback
}

export const config = {
  apiBase: pick('VITE_API_BASE', '/api/'),
  goBase: pick('VITE_GO_BASE', '/go/'),
  regionBase: pick('VITE_REGION_BASE', '/region/'),
  b2bBase: pick('VITE_B2B_BASE', '/b2b/'),
  bssBase: pick('VITE_BSS_BASE', '/bss/'),
  cmsBase: pick('VITE_CMS_BASE', '/cms/'),
  mplayBase: pick('VITE_MPLAY_BASE', '/mplay/'),
  mediaBase: pick('VITE_MEDIA_BASE', '/media/'),
  snapScriptUrl: pick('VITE_SNAP_SCRIPT_URL', '/sandbox/snap/snap.js'),
  snapClientKey: pick('VITE_SNAP_CLIENT_KEY', 'SB-Mid-client-dev-only-key'),
  partnerBase: pick('VITE_PARTNER_BASE', '/sandbox/partner'),
  partnerKey: pick('VITE_PARTNER_KEY', 'vplus-web'),
  partnerName: pick('VITE_PARTNER_NAME', 'visionplus-tv-web'),
  regionApiKey: pick('VITE_REGION_API_KEY', 'vplus-region-public-key'),
  bssClientId: pick('VITE_BSS_CLIENT_ID', 'vplus-tv-web'),
  mplayUsername: pick('VITE_MPLAY_USERNAME', 'vplus-web'),
  mplayPassword: pick('VITE_MPLAY_PASSWORD', 'vplus-web-demo'),
  /** The external support site (SPEC §7): staging for local and staging hosts, production elsewhere. */
  supportStagingBase: pick('VITE_SUPPORT_STAGING_BASE', 'https://support-staging.visionplustv.id'),
  supportBase: pick('VITE_SUPPORT_BASE', 'https://support.visionplustv.id'),
  /** Google Tag Manager container id (GTM-…); empty: no container, nothing loads. */
  gtmId: pick('VITE_GTM_ID', ''),
} as const
export type AppConfig = typeof config

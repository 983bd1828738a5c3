// Facts about the public site shared by the build scripts.
export const SITE_URL = (process.env.SITE_URL ?? 'https://www.visionplustv.id').replace(/\/$/, '')

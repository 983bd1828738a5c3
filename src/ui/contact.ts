/** Customer support contacts (public). */
export const SUPPORT_EMAIL = 'support@visionplustv.id'
export const SUPPORT_CHAT_URL = 'https://wa.me/6281511111111'

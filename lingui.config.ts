import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * The account area's features: their messages are a catalog of their own (locales/{locale}/account),
 * loaded with the account pages (src/i18n/i18n.ts loadAccountCatalog), so the public pages' first
 * download does not carry them.
 */
const ACCOUNT_AREA = ['account', 'devices', 'transactions'].map((f) => `<rootDir>/src/features/${f}`)
/**
 * Payment methods (/account/payment-methods): an account page whose messages are a catalog of
 * their own (locales/{locale}/payment-methods), loaded with its page only, so the account area's
 * catalog, which every account page downloads, does not grow with it.
 */
const PAYMENT_METHODS = '<rootDir>/src/features/payment-methods'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'id'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', ...[...ACCOUNT_AREA, PAYMENT_METHODS].map((dir) => `${dir}/**`)],
    },
    {
      path: '<rootDir>/locales/{locale}/account',
      include: ACCOUNT_AREA,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/payment-methods',
      include: [PAYMENT_METHODS],
      exclude: ['**/*.test.*'],
    },
  ],
  // File names without line numbers keep the catalogs stable when code moves.
  format: formatter({ lineNumbers: false }),
})

// next-intl's typed keys: every t('…') is checked against the English messages, which the Marathi and Hindi files must
// match key for key (tests/unit/languages.test.ts).
import type { Locale } from './locales'
import type messages from './messages/en.json'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof messages
  }
}

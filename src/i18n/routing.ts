import { defineRouting } from 'next-intl/routing'

import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales } from './locales'

/**
 * next-intl's routing: English without a prefix at today's addresses ('as-needed'), no redirect from the browser's
 * Accept-Language or the cookie (localeDetection: false), so search engines and links reach every version. The site
 * needs no proxy for it: the English pages stay where they are (src/app/(site)) and the Marathi and Hindi pages
 * live under src/app/(localized)/mr and /hi, so Next's router matches every address itself (docs/decisions/languages.md).
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  // The pages write their own hreflang links (and the sitemap its alternates).
  alternateLinks: false,
})

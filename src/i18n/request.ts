// next-intl's request configuration (named by the plugin in next.config.ts). Every call passes its locale
// explicitly (getTranslations({ locale })), so no request headers are read and the pages stay static. Only the
// messages of that language are imported.
import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { routing } from './routing'

export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  const requested = explicit ?? (await requestLocale)
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const messages = (await import(`./messages/${locale}.json`)) as { default: Record<string, unknown> }
  return { locale, timeZone: 'Asia/Kolkata', messages: messages.default }
})

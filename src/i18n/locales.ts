// The site's languages (issue 34, docs/decisions/languages.md): English at today's addresses, Marathi under /mr and
// Hindi under /hi for the pages translated so far. Pure, so the switcher (in the browser), the pages, the sitemap and
// the unit tests share it.

export const locales = ['en', 'mr', 'hi'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'
/** The languages with a /<code> prefix. */
export const translatedLocales = ['mr', 'hi'] as const satisfies readonly Locale[]
export type TranslatedLocale = (typeof translatedLocales)[number]

/** Each language written in itself, as the switcher lists it. */
export const localeNames: Record<Locale, string> = { en: 'English', mr: 'मराठी', hi: 'हिंदी' }
/** `<html lang>`, hreflang and Intl formatting. */
export const htmlLang: Record<Locale, string> = { en: 'en-IN', mr: 'mr-IN', hi: 'hi-IN' }
/**
 * Intl's locale for dates and numbers: Marathi's own default digits are Devanagari (२०२६); the pages write Latin digits
 * in every language, as the role content, pay and phone numbers do (docs/decisions/languages.md).
 */
export const intlLocale: Record<Locale, string> = { en: 'en-IN', mr: 'mr-IN-u-nu-latn', hi: 'hi-IN-u-nu-latn' }
/** Open Graph's locale. */
export const ogLocale: Record<Locale, string> = { en: 'en_IN', mr: 'mr_IN', hi: 'hi_IN' }

/** The language a visitor last chose in the switcher (set only by that click; nothing redirects on it). */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/**
 * The account screens with a Marathi and Hindi version (login, sign-up, the code and password screens, /account and
 * its data export's page), and the pages a job alert's and the newsletter's e-mails link to (confirm, change, turn off).
 */
const translatedAccountPaths = new Set([
  '/job-alerts/confirm',
  '/job-alerts/change',
  '/job-alerts/unsubscribe',
  '/subscribe/confirm',
  '/unsubscribe',
  '/login',
  '/signup',
  '/verify-otp',
  '/forgot-password',
  '/verify-otp-reset',
  '/set-new-password',
  '/account',
  '/account/data-export',
])

/**
 * The public pages of fixed copy with a Marathi and Hindi version; the sitemap lists each in the three languages, with
 * home, /jobs and every open role.
 */
export const translatedContentPaths: readonly string[] = ['/privacy-policy', '/faqs', '/careers', '/terms-of-service', '/contact']

/** English paths that have a Marathi and Hindi version: home, /jobs, every role, /join-as-talent, the content pages, the account screens. */
export function isTranslatedPath(path: string): boolean {
  return (
    path === '/' ||
    path === '/jobs' ||
    path === '/join-as-talent' ||
    translatedContentPaths.includes(path) ||
    translatedAccountPaths.has(path) ||
    /^\/jobs\/[^/]+$/.test(path)
  )
}

/** What a language's addresses start with: nothing for English, `/mr` and `/hi`. */
export const localePrefix = (locale: Locale): string => (locale === defaultLocale ? '' : `/${locale}`)

/** The `lang` of English content shown on a page in `locale` (role texts not translated yet); none on an English page. */
export const contentLang = (locale: Locale): string | undefined => (locale === defaultLocale ? undefined : htmlLang.en)

/** The address of English `path` in `locale` (`/` becomes `/mr`, `/jobs` becomes `/mr/jobs`). */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** A pathname split into its language and the English path it translates (`/mr/jobs` → mr, `/jobs`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of translatedLocales) {
    if (pathname === `/${locale}`) return { locale, path: '/' }
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) }
  }
  return { locale: defaultLocale, path: pathname }
}

/**
 * The switcher's links from `pathname`: the same page in each language where it is translated, otherwise that
 * language's home page (English keeps the page the visitor is on).
 */
export function languageLinks(pathname: string): { locale: Locale; href: string; current: boolean; samePage: boolean }[] {
  const { locale: current, path } = splitLocale(pathname)
  return locales.map((locale) => {
    const samePage = isTranslatedPath(path) || locale === defaultLocale
    return { locale, current: locale === current, samePage, href: localizedPath(locale, samePage ? path : '/') }
  })
}

/** hreflang alternates of a translated English `path` (relative; metadataBase makes them absolute), with x-default. */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [htmlLang[locale], localizedPath(locale, path)])),
    'x-default': path,
  }
}

/**
 * A moment as `locale` writes it, India time, date and time (Latin digits in every language: "28 नोव्हें, 2026, 7:35
 * AM"): the data export link's end on its page and in its mail, a consent receipt's stamp.
 */
export const indiaDateTime = (at: Date, locale: Locale): string =>
  at.toLocaleString(intlLocale[locale], { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })

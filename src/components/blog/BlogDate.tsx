import { intlLocale, type Locale } from '@/i18n/locales'

// A fixed time zone keeps the server's and the browser's rendering of a date identical.
const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }
const dateFormats: Partial<Record<Locale, Intl.DateTimeFormat>> = { en: new Intl.DateTimeFormat(intlLocale.en, options) }

/**
 * A date as the page's language writes it: "28 Nov 2026", "28 नोव्हें, 2026", "28 नव॰ 2026" (Latin digits in every
 * language, docs/decisions/languages.md "Digits"). English when `locale` is left out, as every English page does.
 */
export function formatDate(value: string, locale: Locale = 'en'): string {
  const format = (dateFormats[locale] ??= new Intl.DateTimeFormat(intlLocale[locale], options))
  return format.format(new Date(value))
}

export function BlogDate({ value, className, locale }: { value: string | null; className?: string; locale?: Locale }) {
  if (!value) return null
  return (
    <time dateTime={value} className={className}>
      {formatDate(value, locale)}
    </time>
  )
}

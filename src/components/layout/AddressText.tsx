import { formatAddress } from '@/features/content/address'
import { settingsLang } from '@/features/content/siteSettingsTranslations'
import type { SiteSettings } from '@/features/content/types'

const parts = ['street', 'city', 'region', 'country'] as const

/**
 * The company address on one line (footer, contact page). On a Marathi or Hindi page a part staff have not translated
 * is English, marked lang="en-IN": the whole line when no part is translated (the HTML the pages had before the address
 * could be translated), each such part otherwise. An English page gets the plain line, as before.
 */
export function AddressText({ settings, className }: { settings: SiteSettings; className?: string }) {
  const { address } = settings
  const english = parts.filter((part) => settingsLang(settings, part))
  if (english.length === 0 || english.length === parts.length) {
    return (
      <span className={className} lang={english.length ? settingsLang(settings, 'street') : undefined}>
        {formatAddress(address)}
      </span>
    )
  }
  const part = (name: (typeof parts)[number]) => <span lang={settingsLang(settings, name)}>{address[name]}</span>
  return (
    <span className={className}>
      {part('street')}, {part('city')}
      {/* One text between the parts: React writes a marker between two neighbouring texts. */}
      {` ${address.postalCode}, `}
      {part('region')}, {part('country')}
    </span>
  )
}

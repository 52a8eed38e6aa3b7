import { defaultSiteSettings } from '@/features/content/siteDefaults'
import type { SiteSettingsText } from '@/features/content/siteSettingsTranslations'
import type { SiteSettings } from '@/features/content/types'

/** A new site starts with the default company details; staff change them in Site settings. */
export const siteSettings: SiteSettings = defaultSiteSettings

/**
 * The default address's words and office hours in Marathi and Hindi (docs/decisions/languages.md, "Site settings"), as
 * a Pune office would write them on its door: names spelled as people say them (बाणेर, रिव्हरसाइड), Latin digits.
 */
export const siteSettingsTranslations: Record<'mr' | 'hi', Record<SiteSettingsText, string>> = {
  mr: {
    street: 'ऑफिस 402, रिव्हरसाइड बिझनेस बे, बाणेर रोड',
    city: 'पुणे',
    region: 'महाराष्ट्र',
    country: 'भारत',
    hours: 'सोमवार ते शुक्रवार | सकाळी 9 ते रात्री 9 (भारतीय वेळेनुसार)',
  },
  hi: {
    street: 'ऑफ़िस 402, रिवरसाइड बिज़नेस बे, बानेर रोड',
    city: 'पुणे',
    region: 'महाराष्ट्र',
    country: 'भारत',
    hours: 'सोमवार से शुक्रवार | सुबह 9 से रात 9 बजे तक (भारतीय समय)',
  },
}

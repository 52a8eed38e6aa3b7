// The top of the Site settings screen: which of the texts visitors read (the address's words, the office hours) still
// show in English on the Marathi and Hindi pages (docs/decisions/languages.md, "Site settings"). A server component:
// it reads the saved settings in every language.
import type { Payload } from 'payload'

import { missingSiteSettingsTranslationLines } from '@/features/content/siteSettingsTranslations'

import { TranslationsList } from '../translations/TranslationsList'

export async function SiteSettingsTranslations({ payload }: { payload?: Payload }) {
  if (!payload) return null
  const settings = await payload
    .findGlobal({ slug: 'site-settings', locale: 'all', depth: 0, overrideAccess: true, select: { address: true, hours: true } })
    .catch(() => null)
  if (!settings) return null
  return (
    <TranslationsList
      lines={missingSiteSettingsTranslationLines(settings)}
      allTranslated="The address and office hours are written in Marathi and Hindi."
    />
  )
}

// The top of the Careers page's and the Terms' edit screens: which texts still show in English on the Marathi and
// Hindi pages (docs/decisions/languages.md, "Careers and Terms in the CMS"). Server components: they read the saved
// global in every language.
import type { Payload } from 'payload'

import { missingCareersLines, missingTermsLines } from '@/features/content/pageTranslations'

import { TranslationsList } from '../translations/TranslationsList'

async function readAll(payload: Payload | undefined, slug: 'careers-page' | 'terms') {
  if (!payload) return null
  return payload.findGlobal({ slug, locale: 'all', depth: 0, overrideAccess: true }).catch(() => null)
}

export async function CareersTranslations({ payload }: { payload?: Payload }) {
  const doc = await readAll(payload, 'careers-page')
  if (!doc) return null
  return (
    <TranslationsList lines={missingCareersLines(doc)} allTranslated="Every text of the Careers page is written in Marathi and Hindi." />
  )
}

export async function TermsTranslations({ payload }: { payload?: Payload }) {
  const doc = await readAll(payload, 'terms')
  if (!doc) return null
  return <TranslationsList lines={missingTermsLines(doc)} allTranslated="The whole Terms of Service is written in Marathi and Hindi." />
}

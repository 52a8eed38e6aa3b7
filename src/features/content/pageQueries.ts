// The Careers page's and the Terms' texts (globals `careers-page` and `terms`; docs/decisions/languages.md, "Careers and
// Terms in the CMS"): one read of every language, cached under the global's own tag, so a staff edit in any language
// expires the three pages together and they stay static between edits.
import { careersSeed, termsSeed } from '@/features/content/pageCopy'
import type { LegalDocument } from '@/copy/legal'
import { hasText } from '@/i18n/staffTranslations'
import { getPayloadClient } from '@/lib/payload'

import { cachedQuery } from './cachedQuery'
import { careersTextsIn, termsDocumentIn, zipLanguages, type CareersTexts } from './pageTranslations'
import { contentTags } from './tags'

// Until the seed has filled a global (a build, a database started with SEED=off), the pages show the texts it would
// store: the code copy they showed before.
const careersUnseeded = zipLanguages(careersSeed.en, careersSeed.mr, careersSeed.hi)
const termsUnseeded = zipLanguages(termsSeed.en, termsSeed.mr, termsSeed.hi)

const readAll = (slug: 'careers-page' | 'terms') => async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug, locale: 'all', overrideAccess: false, depth: 0 }) as Promise<unknown>
}

const storedCareers = cachedQuery('careers-page', [contentTags.careersPage], readAll('careers-page'), careersUnseeded)
const storedTerms = cachedQuery('terms', [contentTags.terms], readAll('terms'), termsUnseeded)

/** Whether the seed (or staff) has written the global: its English title is there. */
const hasEnglish = (value: unknown) => hasText((value as { en?: unknown } | undefined)?.en)

/** The Careers page's texts in `locale`; `english` names those shown in English ("mission.values.1.title"). */
export async function getCareersTexts(locale: string): Promise<{ texts: CareersTexts; english: string[] }> {
  const doc = (await storedCareers()) as { hero?: { title?: unknown } }
  return careersTextsIn(hasEnglish(doc?.hero?.title) ? doc : careersUnseeded, locale)
}

/** The Terms in `locale`; `english` names the texts shown in English ("sections.6.body"). */
export async function getTermsDocument(locale: string): Promise<{ document: LegalDocument; english: string[] }> {
  const doc = (await storedTerms()) as { title?: unknown }
  return termsDocumentIn(hasEnglish(doc?.title) ? doc : termsUnseeded, locale)
}

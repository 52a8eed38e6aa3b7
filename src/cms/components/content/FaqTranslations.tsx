// The top of a question's edit screen in FAQs: whether its question and answer still show in English on the Marathi
// and Hindi pages (docs/decisions/languages.md, "The FAQs"). A server component: it reads the saved question in every
// language.
import type { Payload } from 'payload'

import { missingFaqTranslationLines } from '@/features/content/faqs'

import { TranslationsList } from '../translations/TranslationsList'

export async function FaqTranslations({ id, payload }: { id?: number | string; payload?: Payload }) {
  if (!id || !payload) return null
  const faq = await payload
    .findByID({ collection: 'faqs', id, locale: 'all', depth: 0, overrideAccess: true, select: { question: true, answer: true } })
    .catch(() => null)
  if (!faq) return null
  return (
    <TranslationsList
      lines={missingFaqTranslationLines(faq as unknown as Parameters<typeof missingFaqTranslationLines>[0])}
      allTranslated="This question and its answer are written in Marathi and Hindi."
    />
  )
}

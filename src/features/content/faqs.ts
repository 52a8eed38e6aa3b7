// The FAQs as staff write them (cms/collections/Faqs.ts; docs/decisions/languages.md, "The FAQs"): each question and
// answer per language, English required, Marathi and Hindi falling back to English text by text. The page's own texts,
// the two tabs and the categories' titles are copy (src/copy/faqs.ts and its translations); the stored questions go
// into their category in staff's order. Pure, so the unit tests read it without Payload.
import type { FaqAudience, FaqCategoryKey, FaqItem } from '@/copy/faqs'
import { hasText, missingLines, missingTranslations, textIn, type InAllLanguages } from '@/i18n/staffTranslations'

/** A stored question read with `locale: 'all'`: its question and answer are `{ en, mr, hi }`. */
export type StoredFaq = {
  id: number | string
  category?: string | null
  order?: number | null
  question?: InAllLanguages
  answer?: InAllLanguages
}

/** How staff's "Translations" list names the two texts. */
const faqTranslatedFields = [
  { name: 'question', label: 'question' },
  { name: 'answer', label: 'answer' },
] as const

/** "Marathi: answer still in English." One line per language; none when both texts are translated. */
export const missingFaqTranslationLines = (doc: Pick<StoredFaq, 'question' | 'answer'>): string[] =>
  missingLines(missingTranslations(faqTranslatedFields.map(({ name, label }) => ({ label, value: doc[name] }))))

/** Lower `order` first, then the older question (the seed numbers them in the page's order). */
const byOrder = (a: StoredFaq, b: StoredFaq) => (a.order ?? 0) - (b.order ?? 0) || Number(a.id) - Number(b.id)

/**
 * The page's tabs (`frame`: the copy in the page's language) with the stored questions in `locale`, each in its
 * category in staff's order. A text not written in that language is the English one with `questionLang` or
 * `answerLang` "en-IN"; `english` says whether any is. A question whose English is empty is left out (nothing to show).
 */
export function faqAudiencesIn(
  frame: readonly FaqAudience[],
  faqs: readonly StoredFaq[],
  locale: string,
): { audiences: FaqAudience[]; english: boolean } {
  let english = false
  const itemsOf = (key: FaqCategoryKey): FaqItem[] =>
    faqs
      .filter((faq) => faq.category === key && hasText(faq.question?.en) && hasText(faq.answer?.en))
      .sort(byOrder)
      .map((faq) => {
        const question = textIn(faq.question, locale)
        const answer = textIn(faq.answer, locale)
        english ||= question.english || answer.english
        return {
          question: question.text,
          answer: answer.text,
          ...(question.english ? { questionLang: 'en-IN' } : {}),
          ...(answer.english ? { answerLang: 'en-IN' } : {}),
        }
      })
  const audiences = frame.map((audience) => ({
    ...audience,
    categories: audience.categories.map((category) => ({ ...category, items: itemsOf(category.key) })),
  }))
  return { audiences, english }
}

/** Every question of both tabs in the page's order, for the FAQPage structured data. */
export const faqItemsOf = (audiences: readonly FaqAudience[]): FaqItem[] =>
  audiences.flatMap((audience) => audience.categories.flatMap((category) => category.items))

// The starter FAQs (docs/decisions/languages.md, "The FAQs"): the questions of the page's copy in English, Marathi and
// Hindi (src/copy/faqs.ts, src/copy/mr/faqs.ts, src/copy/hi/faqs.ts, the same categories and questions in the same
// order), one entry per question with its category and its place in it.
import { faqAudiences, type FaqCategoryKey } from '@/copy/faqs'
import { faqsHi } from '@/copy/hi/faqs'
import type { LocalizedFaqs } from '@/copy/localized'
import { faqsMr } from '@/copy/mr/faqs'

type Texts = { question: string; answer: string }

export type StarterFaq = { category: FaqCategoryKey; order: number; en: Texts; mr: Texts; hi: Texts }

/** The question at the same place in a translation (its tab, category and position are the English one's). */
const translated = (copy: LocalizedFaqs, audience: number, category: number, item: number): Texts => {
  const { question, answer } = copy.audiences[audience].categories[category].items[item]
  return { question, answer }
}

/** Every question of both tabs in the page's order; `order` counts in tens within a category, so staff can slot one in. */
export const starterFaqs = (): StarterFaq[] =>
  faqAudiences.flatMap((audience, a) =>
    audience.categories.flatMap((category, c) =>
      category.items.map(({ question, answer }, i) => ({
        category: category.key,
        order: (i + 1) * 10,
        en: { question, answer },
        mr: translated(faqsMr, a, c, i),
        hi: translated(faqsHi, a, c, i),
      })),
    ),
  )

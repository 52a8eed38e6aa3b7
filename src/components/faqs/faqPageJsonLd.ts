import type { FaqItem } from '@/copy/faqs'

/** schema.org FAQPage for every question on the page (both tabs). Belongs next to the builders in lib/jsonLd.ts. */
export function faqPageJsonLd(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

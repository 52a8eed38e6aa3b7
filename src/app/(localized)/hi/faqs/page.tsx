import { faqsHi } from '@/copy/hi/faqs'

import { LocalizedFaqsPage, localizedFaqsMetadata } from '../../_pages/faqs'

const locale = 'hi'

export const metadata = localizedFaqsMetadata(locale, faqsHi)

export default function Page() {
  return <LocalizedFaqsPage locale={locale} copy={faqsHi} />
}

import { faqsMr } from '@/copy/mr/faqs'

import { LocalizedFaqsPage, localizedFaqsMetadata } from '../../_pages/faqs'

const locale = 'mr'

export const metadata = localizedFaqsMetadata(locale, faqsMr)

export default function Page() {
  return <LocalizedFaqsPage locale={locale} copy={faqsMr} />
}

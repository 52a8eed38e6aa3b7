import { termsMr } from '@/copy/mr/terms'

import { LocalizedTermsPage, termsMetadata } from '../../_pages/terms'

const locale = 'mr'

// The Terms are the CMS's in this language; the page's labels and the English-prevails note are code (termsMr).
export const generateMetadata = () => termsMetadata(locale)

export default function Page() {
  return <LocalizedTermsPage locale={locale} copy={termsMr} />
}

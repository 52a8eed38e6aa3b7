import { termsHi } from '@/copy/hi/terms'

import { LocalizedTermsPage, termsMetadata } from '../../_pages/terms'

const locale = 'hi'

// The Terms are the CMS's in this language; the page's labels and the English-prevails note are code (termsHi).
export const generateMetadata = () => termsMetadata(locale)

export default function Page() {
  return <LocalizedTermsPage locale={locale} copy={termsHi} />
}

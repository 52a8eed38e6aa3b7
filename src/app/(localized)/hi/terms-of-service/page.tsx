import { termsHi } from '@/copy/hi/terms'

import { LocalizedTermsPage, localizedTermsMetadata } from '../../_pages/terms'

const locale = 'hi'

export const metadata = localizedTermsMetadata(locale, termsHi)

export default function Page() {
  return <LocalizedTermsPage locale={locale} copy={termsHi} />
}

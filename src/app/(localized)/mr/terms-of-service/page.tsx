import { termsMr } from '@/copy/mr/terms'

import { LocalizedTermsPage, localizedTermsMetadata } from '../../_pages/terms'

const locale = 'mr'

export const metadata = localizedTermsMetadata(locale, termsMr)

export default function Page() {
  return <LocalizedTermsPage locale={locale} copy={termsMr} />
}

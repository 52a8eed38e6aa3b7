import { careersHi } from '@/copy/hi/careers'

import { LocalizedCareersPage, localizedCareersMetadata } from '../../_pages/careers'

const locale = 'hi'

export const metadata = localizedCareersMetadata(locale, careersHi)

export default function Page() {
  return <LocalizedCareersPage locale={locale} copy={careersHi} />
}

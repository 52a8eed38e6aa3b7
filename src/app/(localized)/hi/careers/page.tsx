import { careersHi } from '@/copy/hi/careers'

import { CareersPage, localizedCareersMetadata } from '../../_pages/careers'

const locale = 'hi'

export const metadata = localizedCareersMetadata(locale, careersHi)

export default function Page() {
  return <CareersPage locale={locale} copy={careersHi} />
}

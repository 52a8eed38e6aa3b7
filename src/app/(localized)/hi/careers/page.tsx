import { careersHi } from '@/copy/hi/careers'

import { CareersPage, careersMetadata } from '../../_pages/careers'

const locale = 'hi'

// The page's words are the CMS's Careers page in this language; the open roles' texts are code (careersHi).
export const generateMetadata = () => careersMetadata(locale)

export default function Page() {
  return <CareersPage locale={locale} labels={careersHi} />
}

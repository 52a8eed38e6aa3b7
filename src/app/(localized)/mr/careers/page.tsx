import { careersMr } from '@/copy/mr/careers'

import { CareersPage, careersMetadata } from '../../_pages/careers'

const locale = 'mr'

// The page's words are the CMS's Careers page in this language; the open roles' texts are code (careersMr).
export const generateMetadata = () => careersMetadata(locale)

export default function Page() {
  return <CareersPage locale={locale} labels={careersMr} />
}

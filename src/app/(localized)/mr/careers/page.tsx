import { careersMr } from '@/copy/mr/careers'

import { CareersPage, localizedCareersMetadata } from '../../_pages/careers'

const locale = 'mr'

export const metadata = localizedCareersMetadata(locale, careersMr)

export default function Page() {
  return <CareersPage locale={locale} copy={careersMr} />
}

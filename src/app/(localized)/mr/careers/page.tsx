import { careersMr } from '@/copy/mr/careers'

import { LocalizedCareersPage, localizedCareersMetadata } from '../../_pages/careers'

const locale = 'mr'

export const metadata = localizedCareersMetadata(locale, careersMr)

export default function Page() {
  return <LocalizedCareersPage locale={locale} copy={careersMr} />
}

import { contactMr } from '@/copy/mr/contact'

import { LocalizedContactPage, localizedContactMetadata } from '../../_pages/contact'

const locale = 'mr'

export const metadata = localizedContactMetadata(locale, contactMr)

export default function Page() {
  return <LocalizedContactPage locale={locale} copy={contactMr} />
}

import { contactHi } from '@/copy/hi/contact'

import { LocalizedContactPage, localizedContactMetadata } from '../../_pages/contact'

const locale = 'hi'

export const metadata = localizedContactMetadata(locale, contactHi)

export default function Page() {
  return <LocalizedContactPage locale={locale} copy={contactHi} />
}

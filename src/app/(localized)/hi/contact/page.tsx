import { contactHi } from '@/copy/hi/contact'

import { ContactPage, localizedContactMetadata } from '../../_pages/contact'

const locale = 'hi'

export const metadata = localizedContactMetadata(locale, contactHi)

export default function Page() {
  return <ContactPage locale={locale} copy={contactHi} />
}

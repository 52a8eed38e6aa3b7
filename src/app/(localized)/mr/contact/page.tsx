import { contactMr } from '@/copy/mr/contact'

import { ContactPage, localizedContactMetadata } from '../../_pages/contact'

const locale = 'mr'

export const metadata = localizedContactMetadata(locale, contactMr)

export default function Page() {
  return <ContactPage locale={locale} copy={contactMr} />
}

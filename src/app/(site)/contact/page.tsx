import { ContactPage } from '@/app/(localized)/_pages/contact'
import { contactPage } from '@/copy/contact'
import type { LocalizedContact } from '@/copy/localized'
import { CONTACT_HOURS_NOTE } from '@/lib/constants'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

// Also in Marathi and Hindi (/mr/contact, /hi/contact; docs/decisions/languages.md): the same alternates in <head>.
export const metadata = translatedPageMetadata({ title: contactPage.title, description: contactPage.description, path: routes.contact })

/** The English page's copy, with the texts around the site settings' details (the translations carry their own). */
const contactEnglish: LocalizedContact = {
  ...contactPage,
  callPrefix: 'Call ',
  whatsAppText: 'Chat on WhatsApp',
  whatsAppOpens: ' (opens WhatsApp)',
  hoursNote: CONTACT_HOURS_NOTE,
}

export default function Page() {
  return <ContactPage locale="en" copy={contactEnglish} />
}

// Contact page copy (spec section 2, "Contact"). Mailbox, phone, hours and social links come from the
// CMS's site settings; this module holds only the fixed wording around them.
import { routes } from '@/lib/routes'

import type { CtaLink } from './types'

export const contactPage = {
  title: 'Contact us',
  description: 'Talk to us about hiring, training, software or AI projects. Call, e-mail or send us a message; we reply within 24 hours.',
  eyebrow: 'Contact',
  headline: 'Let’s talk about your team, or your next step',
  intro:
    'Whether you are hiring for a startup, planning a software or AI project, or looking for your next role, tell us a little about it and the right person on our team will reply.',
  detailsHeading: 'Reach us directly',
  formHeading: 'Send us a message',
  formIntro: 'All fields are required. We reply within 24 hours.',
  detailLabels: { email: 'Email', phone: 'Phone', whatsApp: 'WhatsApp', hours: 'Hours', location: 'Location', social: 'Follow us' },
  moreHeading: 'Looking for something else?',
  moreLinks: [
    { text: 'Read the FAQs', href: routes.faqs },
    { text: 'Careers and talent programmes', href: routes.careers },
    { text: 'Explore our services', href: routes.services },
  ] satisfies CtaLink[],
}

/** The message form's labels (spec section 2: fullName, emailAddress, inquiryType, message). */
export const contactFormText = {
  fullName: 'Full name',
  emailAddress: 'Email address',
  inquiryType: 'Inquiry type',
  inquiryTypePlaceholder: 'Choose one',
  message: 'Message',
  submit: 'Send message',
  submitting: 'Sending...',
}

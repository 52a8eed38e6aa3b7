// The footer's fixed texts (docs/decisions/languages.md "The frame"): the English ones are the footer's own, word for
// word; a Marathi or Hindi page passes the same keys in its language (messages/*.json, Layout.footer). Client-safe: the
// newsletter form and the services list take their part of it as props; no message file is imported here.
import { islandMessages } from '@/lib/islandMessages'

export const englishFooterTexts = {
  ctaHeading: 'Your next big release starts with the right team.',
  talkToExpert: 'Talk to an Expert',
  requestProposal: 'Request Proposal',
  call: 'Call ',
  whatsApp: 'Chat on WhatsApp',
  whatsAppOpens: ' (opens WhatsApp)',
  socialMedia: 'Social media',
  opensNewTab: ' (opens in a new tab)',
  services: 'Services',
  servicesLoading: islandMessages.footerServicesLoading,
  servicesFailed: islandMessages.footerServicesFailed,
  company: 'Company',
  links: {
    about: 'About',
    careers: 'Careers',
    jobs: 'Open Roles',
    industries: 'Industries',
    blog: 'Blog',
    caseStudies: 'Case Studies',
    engagementModels: 'Engagement Models',
    faqs: 'FAQs',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
  },
  rights: 'All rights reserved.',
  newsletter: 'Newsletter',
  newsletterIntro: 'Hiring notes and career tips, once a month.',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  newsletterSuccess: islandMessages.newsletterSuccess,
  newsletterFailure: islandMessages.newsletterFailure,
  newsletterConsent: 'I agree that my details are used to e-mail me hiring notes and career tips, as described in the',
  privacyLink: 'privacy policy',
  afterPrivacyLink: '.',
}

export type FooterTexts = Omit<Record<keyof typeof englishFooterTexts, string>, 'links'> & {
  links: Record<keyof typeof englishFooterTexts.links, string>
}

/** What the newsletter form shows. */
export type NewsletterTexts = Pick<
  FooterTexts,
  | 'newsletter'
  | 'newsletterIntro'
  | 'subscribe'
  | 'subscribing'
  | 'newsletterSuccess'
  | 'newsletterFailure'
  | 'newsletterConsent'
  | 'privacyLink'
  | 'afterPrivacyLink'
>

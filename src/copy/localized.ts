// The shapes of the Marathi and Hindi page copy (src/copy/mr, src/copy/hi; docs/decisions/languages.md): the English
// copy's own types, so a translation has every text the English page has. Each language's module is imported only by
// that language's page (server components), so no page carries another language's words.
import type { careersPage } from './careers'
import type { contactPage } from './contact'
import type { FaqAudience, faqsPage } from './faqs'
import type { LegalDocument } from './legal'

/** A literal-typed (`as const`) copy object with plain strings, so a translation can fill it. */
type Translated<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translated<Item>[]
    : T extends (...args: never[]) => unknown
      ? T
      : { [Key in keyof T]: Translated<T[Key]> }

/** /faqs: the page's texts and both tabs, in the same order and shape as English (same audiences, categories and counts). */
export type LocalizedFaqs = { page: typeof faqsPage; audiences: FaqAudience[] }

/** /careers: the English page's copy plus the texts the English page writes inline (the open roles section). */
export type LocalizedCareers = Translated<typeof careersPage> & {
  openings: {
    title: string
    /** `{count}` open roles, with the newest below. */
    intro: (count: number) => string
    none: string
    seeAll: string
  }
  /** The note above the testimonials, which are CMS content in English. */
  testimonialsInEnglish: string
}

/** The Careers page's texts that stay code in each language (the rest is the CMS's Careers page). */
export type CareersLabels = Pick<LocalizedCareers, 'openings' | 'testimonialsInEnglish'>

/**
 * /terms-of-service: the terms (the seed's source: the pages read the CMS's Terms), the page's labels, and the note that
 * the English version prevails (with its link), which stay code.
 */
export type LocalizedTerms = {
  document: LegalDocument
  labels: {
    eyebrow: string
    /** "Effective date: {the document's date}". */
    effectiveDate: (date: string) => string
    onThisPage: string
    contactText: (company: { legalName: string; city: string }) => string
  }
  englishPrevails: string
  /** The link to the English page after that note. */
  readInEnglish: string
}

/** /contact: the page's texts and the ones the English page writes inline (the form's own: messages ContactForm). */
export type LocalizedContact = Omit<Translated<typeof contactPage>, 'moreLinks'> & {
  /** `hrefLang`: a link to a page still in English. */
  moreLinks: { text: string; href: string; hrefLang?: string }[]
  /** Read out before the phone number. */
  callPrefix: string
  whatsAppText: string
  /** Read out after the WhatsApp link. */
  whatsAppOpens: string
  /** CONTACT_HOURS_NOTE in the language. */
  hoursNote: string
}

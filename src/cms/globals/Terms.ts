import type { GlobalConfig } from 'payload'

import { contentTags } from '@/features/content/tags'
import { companyPlaceholders } from '@/features/content/pageFigures'

import { anyone } from '../access/anyone'
import { staffOnly } from '../access/staffOnly'
import { pageText, pageTextarea } from '../fields/pageText'
import { revalidateGlobal } from '../hooks/revalidate'

/**
 * The Terms of Service (/terms-of-service, /mr/…, /hi/…; docs/decisions/languages.md, "Careers and Terms in the CMS"),
 * written per language, English required. The sections and their anchors (#fees-and-payment) are the same in every
 * language; the Marathi and Hindi pages say above the text that the English version prevails (code, not editable).
 */
export const Terms: GlobalConfig = {
  slug: 'terms',
  label: 'Terms of Service',
  admin: {
    group: 'Content',
    description:
      'The Terms of Service in English, Marathi and Hindi. The English version is the binding one; in Marathi and Hindi, an empty text shows the English one.',
  },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: revalidateGlobal([contentTags.terms]) },
  fields: [
    {
      name: 'missingTranslations',
      type: 'ui',
      admin: { components: { Field: '/cms/components/content/PageTranslations#TermsTranslations' } },
    },
    {
      type: 'row',
      fields: [
        { ...pageText('title'), admin: { width: '50%' } },
        { ...pageText('effectiveDate', { label: 'Effective date' }), admin: { width: '50%' } },
      ],
    },
    pageTextarea('summary'),
    pageTextarea('intro', {
      label: 'Introduction',
      allowed: companyPlaceholders,
      description: '{legalName} and {companyName} are filled from Site settings.',
    }),
    {
      name: 'sections',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Section', plural: 'Sections' },
      admin: {
        description: 'Each section keeps its anchor in every language, so links such as /terms-of-service#fees-and-payment keep working.',
      },
      fields: [
        {
          name: 'anchor',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            (typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) ||
            'Please write the anchor in small letters, digits and hyphens, e.g. fees-and-payment.',
          admin: { description: 'The section’s address on the page (#fees-and-payment); the same in every language.' },
        },
        pageText('title'),
        pageTextarea('body', {
          label: 'Text',
          description:
            'Paragraphs separated by an empty line; a paragraph whose lines start with "- " is a list. Figures: {minAge} (18), {verificationHours} (24–48), {onboardingMinDays} and {onboardingMaxMonths} (1 and 6), {paymentMethods}.',
        }),
      ],
    },
    pageText('contactHeading', { label: 'Contact heading' }),
  ],
}

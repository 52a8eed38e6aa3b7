import type { ArrayField, Field, GlobalConfig } from 'payload'

import { contentTags } from '@/features/content/tags'
import { careersFigures } from '@/features/content/pageTranslations'

import { anyone } from '../access/anyone'
import { staffOnly } from '../access/staffOnly'
import { pageText, pageTextarea } from '../fields/pageText'
import { revalidateGlobal } from '../hooks/revalidate'

const figuresHelp = 'Figures come from the business figures, not typed here: write {internshipWeeks} for 4–12 and {minAge} for 18.'

/** A list of cards (values, pathways, perks): the rows are the same in every language, their words per language. */
const cards = (name: string, label: string): ArrayField => ({
  name,
  label,
  type: 'array',
  minRows: 1,
  labels: { singular: 'Card', plural: 'Cards' },
  fields: [pageText('title'), pageTextarea('description', { description: figuresHelp })],
})

const group = (name: string, label: string, fields: Field[]): Field => ({ name, label, type: 'group', fields })

/**
 * The Careers page's texts (/careers, /mr/careers, /hi/careers; docs/decisions/languages.md, "Careers and Terms in the
 * CMS"). The page's sections, their order and anchors, the open roles and the testimonials stay code and CMS
 * collections; this global holds the words, written per language (choose it at the top of the screen), English
 * required. Each figure's value is a business constant; staff write its label only.
 */
export const CareersPage: GlobalConfig = {
  slug: 'careers-page',
  label: 'Careers page',
  admin: {
    group: 'Content',
    description: 'The words of the Careers page in English, Marathi and Hindi. In Marathi and Hindi, an empty text shows the English one.',
  },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: revalidateGlobal([contentTags.careersPage]) },
  fields: [
    {
      name: 'missingTranslations',
      type: 'ui',
      admin: { components: { Field: '/cms/components/content/PageTranslations#CareersTranslations' } },
    },
    pageText('metaTitle', { label: 'Title in search results' }),
    pageTextarea('metaDescription', { label: 'Description in search results' }),
    group('hero', 'Top of the page', [
      pageText('eyebrow', { label: 'Line above the title' }),
      pageText('title'),
      pageTextarea('lead', { label: 'Introduction' }),
      pageText('action', { label: 'Button text' }),
    ]),
    group('mission', 'Mission and values', [pageText('title'), pageTextarea('text'), cards('values', 'Values')]),
    group('pathways', 'Career pathways', [pageText('title'), pageTextarea('intro', { label: 'Introduction' }), cards('items', 'Pathways')]),
    group('life', 'Life at the company', [
      pageText('title'),
      pageTextarea('text'),
      {
        name: 'highlights',
        label: 'Points',
        type: 'array',
        minRows: 1,
        labels: { singular: 'Point', plural: 'Points' },
        fields: [pageText('text')],
      },
    ]),
    group('perks', 'Perks and benefits', [pageText('title'), cards('items', 'Perks')]),
    group('impact', 'Figures', [
      pageText('title'),
      {
        name: 'figures',
        type: 'array',
        minRows: 1,
        labels: { singular: 'Figure', plural: 'Figures' },
        admin: { description: 'The number is the business figure chosen; write what it counts.' },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'figure',
                type: 'select',
                required: true,
                options: Object.entries(careersFigures).map(([value, shown]) => ({ value, label: `${shown} (${value})` })),
                admin: { width: '40%' },
              },
              { ...pageText('label', { label: 'What it counts' }), admin: { width: '60%' } },
            ],
          },
        ],
      },
    ]),
    group('closing', 'Closing band', [
      pageText('title'),
      pageTextarea('text', { description: figuresHelp }),
      pageText('action', { label: 'Button text' }),
    ]),
  ],
}

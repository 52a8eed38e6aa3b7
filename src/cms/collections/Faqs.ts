// The FAQs page's questions (docs/decisions/languages.md, "The FAQs"): staff write each question and answer in
// English, Marathi and Hindi (Payload localization; English required, an empty translation shows the English text),
// and choose its tab and category and its place in it. The page's own texts and the categories' titles are copy.
import type { CollectionConfig, TextareaField, TextField } from 'payload'
import { text, textarea } from 'payload/shared'

import { faqAudiences } from '@/copy/faqs'
import { contentTags } from '@/features/content/tags'

import { anyone } from '../access/anyone'
import { staffOnly } from '../access/staffOnly'
import { requiredInEnglishField } from '../fields/translatedText'
import { revalidateCollection } from '../hooks/revalidate'

/** "For Clients: Getting started", … in the page's order. */
const categoryOptions = faqAudiences.flatMap((audience) =>
  audience.categories.map((category) => ({ label: `${audience.label}: ${category.title}`, value: category.key })),
)

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    group: 'Content',
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'order', 'updatedAt'],
    listSearchableFields: ['question', 'answer'],
    description:
      'The questions on the FAQs page, in its two tabs (For Clients, For Gig Workers). Write each in English; choose Marathi or Hindi at the top to translate it. Until translated, those pages show the English text.',
  },
  defaultSort: ['category', 'order'],
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection([contentTags.faqs]),
  fields: [
    {
      // Which of the two texts still show in English on the Marathi and Hindi pages.
      name: 'missingTranslations',
      type: 'ui',
      admin: { components: { Field: '/cms/components/content/FaqTranslations#FaqTranslations' } },
    },
    requiredInEnglishField<TextField>(
      {
        name: 'question',
        type: 'text',
        maxLength: 200,
        admin: { description: 'Required in English; in Marathi and Hindi, empty shows the English question.' },
      },
      text,
    ),
    requiredInEnglishField<TextareaField>(
      {
        name: 'answer',
        type: 'textarea',
        maxLength: 1500,
        admin: { description: 'Required in English; in Marathi and Hindi, empty shows the English answer.' },
      },
      textarea,
    ),
    {
      name: 'category',
      type: 'select',
      required: true,
      options: categoryOptions,
      admin: { position: 'sidebar', description: 'The tab and heading it is shown under, in every language.' },
    },
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 100,
      admin: { position: 'sidebar', description: 'Lower comes first within its category, in every language.' },
    },
  ],
}

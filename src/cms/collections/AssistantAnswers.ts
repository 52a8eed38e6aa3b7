import type { CollectionConfig } from 'payload'

import { assistantTopics } from '@/features/assistant/types'
import { forgetAssistantIndex } from '@/features/assistant/indexCache'

import { staffOnly } from '../access/staffOnly'

// The chat assistant's knowledge base. Staff-only: the entries are matched on the server (POST /api/assistant) and
// never shipped to the browser. Any change drops the cached search index, so the next question sees it.
const languageName = { marathi: 'Marathi', hindi: 'Hindi' } as const

export const AssistantAnswers: CollectionConfig = {
  slug: 'assistant-answers',
  labels: { singular: 'Assistant answer', plural: 'Assistant answers' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'topic', 'active', 'helpfulCount', 'notHelpfulCount', 'updatedAt'],
    description: 'What the chat assistant knows. Each entry: the ways visitors ask, the answer, and an optional link.',
  },
  defaultSort: 'title',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    // A hook that returns nothing leaves the document as it is.
    afterChange: [() => forgetAssistantIndex()],
    afterDelete: [() => forgetAssistantIndex()],
  },
  fields: [
    {
      name: 'prefill',
      type: 'ui',
      admin: { components: { Field: '/cms/components/PrefillFromQuestion#PrefillFromQuestion' } },
    },
    { name: 'title', type: 'text', required: true, maxLength: 120, admin: { description: 'Short name for staff.' } },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      admin: { position: 'sidebar', description: 'Stable identifier (lower-case, dashes), used by tests and reports.' },
    },
    {
      name: 'topic',
      type: 'select',
      required: true,
      defaultValue: 'company',
      options: assistantTopics.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Inactive entries are never answered.' },
    },
    {
      name: 'helpfulCount',
      label: 'Helpful',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { position: 'sidebar', readOnly: true, description: 'Visitors who marked this answer helpful in the chat.' },
    },
    {
      name: 'notHelpfulCount',
      label: 'Not helpful',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { position: 'sidebar', readOnly: true, description: 'Visitors who marked this answer not helpful.' },
    },
    {
      name: 'questions',
      type: 'textarea',
      required: true,
      maxLength: 4000,
      admin: { description: 'How visitors ask this, one phrasing per line.' },
    },
    {
      name: 'keywords',
      type: 'text',
      maxLength: 600,
      admin: { description: 'Extra words that point to this answer, separated by commas.' },
    },
    { name: 'answer', type: 'textarea', required: true, maxLength: 2000 },
    // The answer in Marathi and in Hindi, given on the /mr and /hi pages (docs/decisions/assistant.md, "Marathi and Hindi").
    ...(['marathi', 'hindi'] as const).map((language) => ({
      name: language,
      label: `In ${languageName[language]}`,
      type: 'group' as const,
      admin: {
        description: `Given on the ${language === 'marathi' ? 'Marathi (/mr)' : 'Hindi (/hi)'} pages. Left empty, those pages get the English answer.`,
      },
      fields: [
        // Labels that name the language: staff (and screen readers) tell them from the English fields above.
        { name: 'answer', label: `Answer in ${languageName[language]}`, type: 'textarea' as const, maxLength: 2000 },
        {
          name: 'keywords',
          label: `Keywords in ${languageName[language]}`,
          type: 'text' as const,
          maxLength: 1000,
          admin: {
            description:
              'Words and short phrasings visitors type in Devanagari, separated by commas (words in Latin letters go in Keywords above).',
          },
        },
        { name: 'ctaText', label: `Link text in ${languageName[language]}`, type: 'text' as const, maxLength: 60 },
      ],
    })),
    {
      name: 'cta',
      label: 'Call to action',
      type: 'group',
      interfaceName: 'AssistantCta',
      admin: { description: 'Optional link shown under the answer. Leave both empty for none.' },
      fields: [
        { name: 'text', type: 'text', maxLength: 60 },
        { name: 'link', type: 'text', maxLength: 300, admin: { description: 'A site path such as /contact, or a full URL.' } },
      ],
    },
  ],
}

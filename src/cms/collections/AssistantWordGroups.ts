import type { CollectionConfig } from 'payload'

import { forgetAssistantIndex } from '@/features/assistant/indexCache'

import { staffOnly } from '../access/staffOnly'

// Words the chat assistant reads as the same ("city, location, based"): staff add the ways visitors write a word,
// including Hindi or Marathi in Latin letters. Any change drops the cached search index, so the next question sees it.
export const AssistantWordGroups: CollectionConfig = {
  slug: 'assistant-word-groups',
  labels: { singular: 'Words that mean the same', plural: 'Words that mean the same' },
  admin: {
    group: 'Content',
    useAsTitle: 'words',
    defaultColumns: ['words', 'updatedAt'],
    description:
      'Words the chat assistant treats as one. Write the word the answers use first, then the other ways visitors say it, separated by commas: "price, cost, rates, fees".',
  },
  defaultSort: 'words',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    afterChange: [() => forgetAssistantIndex()],
    afterDelete: [() => forgetAssistantIndex()],
  },
  fields: [
    {
      name: 'words',
      label: 'Words',
      type: 'text',
      required: true,
      maxLength: 600,
      admin: { description: 'The first word is the one the answers use; the others are read as that word.' },
    },
  ],
}

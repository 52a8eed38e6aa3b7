import type { CollectionConfig } from 'payload'

import { staffOnly } from '../access/staffOnly'

// Questions the chat assistant could not answer (it replied with the no-match text) or whose answer a visitor marked
// not helpful, grouped by their normalised text, with personal data masked before storing. Written by the server
// only; staff read them, answer them with a new knowledge entry ("Answer this") and delete them once handled.
export const AssistantUnanswered: CollectionConfig = {
  slug: 'assistant-unanswered',
  labels: { singular: 'Unanswered question', plural: 'Unanswered questions' },
  admin: {
    group: 'Content',
    useAsTitle: 'question',
    defaultColumns: ['question', 'answerThis', 'notHelpful', 'count', 'lastAskedAt'],
    description:
      'Questions visitors asked the chat that it could not answer, or whose answer a visitor marked "Not helpful", newest first. E-mail addresses and phone numbers are hidden. Use "Answer this" to teach the assistant, then delete the question.',
  },
  defaultSort: ['-lastAskedAt', '-count'],
  access: { read: staffOnly, create: () => false, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'question',
      label: 'Question',
      type: 'text',
      required: true,
      maxLength: 600,
      admin: { readOnly: true, description: 'As first asked, with e-mail addresses and phone numbers hidden.' },
    },
    {
      name: 'normalised',
      label: 'Grouped as',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 600,
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'count',
      // Distinct visitors (chat sessions) who asked, not times asked: one visitor asking again does not count.
      label: 'Visitors',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 1,
      index: true,
      admin: { readOnly: true, description: 'Different visitors who asked it; one visitor asking again counts once.' },
    },
    {
      name: 'lastAskedAt',
      label: 'Last asked',
      type: 'date',
      required: true,
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'notHelpful',
      label: 'Marked not helpful',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, description: 'A visitor got an answer and marked it "Not helpful".' },
    },
    {
      name: 'answerGiven',
      label: 'Answer given',
      type: 'text',
      maxLength: 300,
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.notHelpful),
        description: 'The answer the visitor marked not helpful: a curated answer, or the page of the site it came from.',
      },
    },
    {
      name: 'answerThis',
      label: 'Answer',
      type: 'ui',
      admin: {
        components: {
          Cell: '/cms/components/AnswerThis#AnswerThisCell',
          Field: '/cms/components/AnswerThis#AnswerThisField',
        },
      },
    },
  ],
}

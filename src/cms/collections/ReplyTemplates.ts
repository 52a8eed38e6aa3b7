// Saved replies (docs/decisions/lead-desk.md, "Reply from the admin"): staff pick one on a lead's page, it fills the reply with the lead's name, and
// they edit it before sending. Staff add, change and remove them here.
import type { CollectionConfig } from 'payload'

import { REPLY_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH } from '@/features/leadActivity/kinds'
import { templateKindOptions } from '@/features/leadActivity/templates'

import { staffOnly } from '../access/staffOnly'

export const ReplyTemplates: CollectionConfig = {
  slug: 'reply-templates',
  labels: { singular: 'Reply template', plural: 'Reply templates' },
  admin: {
    group: 'Settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'kinds', 'subject', 'updatedAt'],
    description: 'Saved replies staff can start from when they answer a lead. Write {name} where the person\u2019s name goes.',
  },
  defaultSort: 'name',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'name',
      label: 'Template name',
      type: 'text',
      required: true,
      maxLength: 100,
      admin: { description: 'What staff see in the list, e.g. "Interview invitation".' },
    },
    {
      name: 'kinds',
      label: 'For',
      type: 'select',
      hasMany: true,
      options: templateKindOptions,
      admin: { description: 'The kinds of lead this reply is offered on. Leave empty to offer it on every kind.' },
    },
    { name: 'subject', label: 'Subject', type: 'text', required: true, maxLength: REPLY_SUBJECT_MAX_LENGTH },
    {
      name: 'body',
      label: 'Reply',
      type: 'textarea',
      required: true,
      maxLength: REPLY_MAX_LENGTH,
      admin: { rows: 10, description: 'Plain text. {name} becomes the person\u2019s first name (or "there" when the lead has none).' },
    },
  ],
}

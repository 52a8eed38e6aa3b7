import type { CollectionConfig } from 'payload'

import { leadAccess, leadAdmin, leadFields } from '../../fields/leadFields'

export const SupportRequests: CollectionConfig = {
  slug: 'support-requests',
  labels: { singular: 'Support request', plural: 'Support requests' },
  admin: leadAdmin({
    useAsTitle: 'email',
    defaultColumns: ['email', 'page', 'status', 'assignee', 'createdAt'],
    listSearchableFields: ['email', 'conversation'],
    description: "Customer Care requests from the chat assistant: the visitor's e-mail and the conversation so far.",
  }),
  defaultSort: '-createdAt',
  access: leadAccess,
  fields: [
    { name: 'email', type: 'email', required: true },
    { name: 'page', label: 'Page', type: 'text', maxLength: 500, admin: { description: 'Where the chat was opened.' } },
    { name: 'conversation', type: 'textarea', maxLength: 20_000 },
    ...leadFields,
  ],
}

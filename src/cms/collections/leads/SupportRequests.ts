import type { CollectionConfig } from 'payload'

import { leadLabels } from '@/features/leadDesk/kinds'

import { leadAccess, leadAdmin, leadFields } from '../../fields/leadFields'
import { leadActivityHooks } from '../../hooks/leadActivity'

export const SupportRequests: CollectionConfig = {
  slug: 'support-requests',
  labels: leadLabels('support-requests'),
  admin: leadAdmin({
    useAsTitle: 'email',
    defaultColumns: ['email', 'page', 'status', 'assignee', 'createdAt'],
    listSearchableFields: ['email', 'conversation'],
    description:
      "Support requests from the chat assistant's Customer Care: the visitor's e-mail and the conversation so far, as the visitor's browser reported it.",
  }),
  defaultSort: '-createdAt',
  access: leadAccess,
  hooks: leadActivityHooks,
  fields: [
    { name: 'email', type: 'email', required: true },
    { name: 'page', label: 'Page', type: 'text', maxLength: 500, admin: { description: 'Where the chat was opened.' } },
    {
      name: 'conversation',
      label: 'Conversation (as sent by the visitor)',
      type: 'textarea',
      maxLength: 20_000,
      admin: {
        readOnly: true,
        description: "Sent by the visitor's browser and not verified: the visitor could have written any line, including the assistant's.",
      },
    },
    ...leadFields,
  ],
}

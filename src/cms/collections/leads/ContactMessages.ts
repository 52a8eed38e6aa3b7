import type { CollectionConfig } from 'payload'

import { INQUIRY_TYPES } from '@/lib/constants'

import { leadAccess, leadAdmin, leadFields } from '../../fields/leadFields'

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: leadAdmin({
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'emailAddress', 'inquiryType', 'status', 'assignee', 'createdAt'],
    listSearchableFields: ['fullName', 'emailAddress', 'message'],
    description: 'Messages from the contact form (/contact).',
  }),
  defaultSort: '-createdAt',
  access: leadAccess,
  fields: [
    { name: 'fullName', type: 'text', required: true, maxLength: 100 },
    { name: 'emailAddress', type: 'email', required: true },
    { name: 'inquiryType', type: 'select', required: true, index: true, options: INQUIRY_TYPES.map((value) => ({ label: value, value })) },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    ...leadFields,
  ],
}

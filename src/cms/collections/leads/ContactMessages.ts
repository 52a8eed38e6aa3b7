import type { CollectionConfig } from 'payload'

import { leadLabels } from '@/features/leadDesk/kinds'

import { INQUIRY_TYPES } from '@/lib/constants'

import { leadAccess, leadAdmin, leadFields } from '../../fields/leadFields'
import { leadActivityHooks } from '../../hooks/leadActivity'

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: leadLabels('contact-messages'),
  admin: leadAdmin({
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'emailAddress', 'inquiryType', 'status', 'assignee', 'createdAt'],
    listSearchableFields: ['fullName', 'emailAddress', 'message'],
    description: 'Messages from the contact form (/contact).',
  }),
  defaultSort: '-createdAt',
  access: leadAccess,
  hooks: leadActivityHooks,
  fields: [
    { name: 'fullName', label: 'Name', type: 'text', required: true, maxLength: 100 },
    { name: 'emailAddress', label: 'E-mail', type: 'email', required: true },
    {
      name: 'inquiryType',
      label: 'Enquiry type',
      type: 'select',
      required: true,
      index: true,
      options: INQUIRY_TYPES.map((value) => ({ label: value, value })),
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    ...leadFields,
  ],
}

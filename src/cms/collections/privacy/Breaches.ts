import type { CollectionConfig } from 'payload'

import { BREACH_STATUSES } from '@/features/privacy/options'

import { adminOnly } from '../../access/adminOnly'

const never = () => false
const when = (name: string, label: string, description: string, required = false) =>
  ({ name, label, type: 'date', required, admin: { description, date: { pickerAppearance: 'dayAndTime' } } }) as const

/**
 * Personal data breaches (DPDP Act 2023 s. 8(6), Rules 2025 r. 7; docs/decisions/privacy.md, "Breach records"): what
 * happened, to whose data, and when the Data Protection Board and the people affected were told. Admins only; a record
 * is kept, never deleted.
 */
export const Breaches: CollectionConfig = {
  slug: 'breaches',
  labels: { singular: 'Data breach', plural: 'Data breaches' },
  admin: {
    group: 'Settings',
    useAsTitle: 'title',
    defaultColumns: ['title', 'detectedAt', 'peopleAffected', 'status'],
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
    description:
      'Every personal data breach, however small: tell the Data Protection Board of India and each person affected without delay, and send the Board the full report within 72 hours of finding out. Records are kept; they cannot be deleted.',
  },
  access: { admin: ({ req }) => adminOnly({ req }) === true, read: adminOnly, create: adminOnly, update: adminOnly, delete: never },
  defaultSort: '-detectedAt',
  fields: [
    { name: 'title', label: 'What happened (in a few words)', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        when('occurredAt', 'When it happened', 'Your best estimate if not known exactly.'),
        when('detectedAt', 'When we found out', 'The 72 hours for the full report to the Board count from here.', true),
      ],
    },
    {
      name: 'dataAffected',
      label: 'What data was affected',
      type: 'textarea',
      required: true,
      maxLength: 4000,
      admin: { description: 'For example: names, phone numbers and resumes of candidates who applied in March.' },
    },
    {
      name: 'peopleAffected',
      label: 'How many people were affected',
      type: 'number',
      min: 0,
      admin: { description: 'Your best estimate; leave empty while unknown.' },
    },
    { name: 'description', label: 'What happened (in full)', type: 'textarea', maxLength: 10_000 },
    {
      type: 'row',
      fields: [
        when('boardToldAt', 'Data Protection Board told on', 'Empty: not told yet.'),
        when('peopleToldAt', 'Affected people told on', 'Empty: not told yet.'),
      ],
    },
    {
      name: 'actions',
      label: 'What we did about it',
      type: 'textarea',
      maxLength: 10_000,
      admin: { description: 'Containment, fixes, what we told people to do (for example change their password).' },
    },
    { name: 'status', label: 'Status', type: 'select', required: true, index: true, defaultValue: 'open', options: [...BREACH_STATUSES] },
  ],
}

import type { Access, CollectionConfig } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from '@/features/privacy/options'

import { staffCollectionAccess } from '../../access/staffOnly'

const never = () => false
const confirmedForStaff: Access = ({ req }) => (isStaff(req) ? { status: { not_equals: 'unconfirmed' } } : false)

/**
 * Privacy requests from people without an account (docs/decisions/privacy.md, "Privacy requests"): access,
 * correction, erasure, withdrawal, grievance or nomination, sent through the form on /privacy-policy. A request
 * counts from the moment its address is confirmed with the e-mailed code; unconfirmed ones are hidden here and
 * forgotten after a day. The due date is the statutory clock: 90 days for a grievance, the Site settings' days for the rest.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  labels: { singular: 'Privacy request', plural: 'Privacy requests' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['email', 'kind', 'status', 'dueOn', 'confirmedAt'],
    listSearchableFields: ['email'],
    description:
      'Requests about personal data (DPDP Act 2023): answer each by its due date, then mark it Answered. A grievance is due 90 days after it was confirmed.',
  },
  // Staff see and change confirmed requests only: an unconfirmed one may name somebody else's address.
  access: { ...staffCollectionAccess, read: confirmedForStaff, update: confirmedForStaff, create: never },
  defaultSort: 'dueOn',
  fields: [
    { name: 'email', label: 'E-mail', type: 'email', required: true, index: true, admin: { readOnly: true } },
    { name: 'kind', label: 'Request', type: 'select', required: true, options: [...PRIVACY_REQUEST_KINDS], admin: { readOnly: true } },
    { name: 'text', label: 'Their words', type: 'textarea', maxLength: 4000, admin: { readOnly: true } },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'unconfirmed',
      options: [...PRIVACY_REQUEST_STATUSES],
    },
    { name: 'confirmedAt', label: 'Confirmed', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'dueOn',
      label: 'Answer by',
      type: 'date',
      index: true,
      admin: { readOnly: true, description: '90 days after confirmation for a grievance; the Site settings’ days for the others.' },
    },
    { name: 'answeredAt', label: 'Answered', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'answer', label: 'What we did (staff note)', type: 'textarea', maxLength: 4000 },
    { name: 'ip', label: 'From address', type: 'text', admin: { readOnly: true } },
  ],
}

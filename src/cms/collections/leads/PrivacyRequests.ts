import type { CollectionConfig } from 'payload'

import { leadLabels } from '@/features/leadDesk/kinds'
import { PRIVACY_REQUEST_KINDS } from '@/features/privacy/options'

import { leadAccess, leadAdmin, leadFields } from '../../fields/leadFields'
import { leadActivityHooks } from '../../hooks/leadActivity'

const never = () => false

/**
 * Privacy requests (docs/decisions/privacy.md, "Privacy requests in the inbox"): access, correction, erasure,
 * withdrawal, grievance or nomination, from a member on /account or from anyone through the form on /privacy-policy
 * once its address is confirmed with the e-mailed code (unconfirmed ones wait in `pending-privacy-requests`, never
 * here). A lead kind of the inbox: status, assignee, timeline and the reply by e-mail as every lead. The due date is
 * the statutory clock: 90 days for a grievance, the Site settings' days for the rest; the first reply fills Answered.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  labels: leadLabels('privacy-requests'),
  admin: leadAdmin({
    useAsTitle: 'email',
    defaultColumns: ['email', 'kind', 'status', 'dueOn', 'answeredAt', 'assignee'],
    listSearchableFields: ['email'],
    description:
      'Requests about personal data (DPDP Act 2023): answer each by its due date with "Reply by e-mail" (the first reply fills Answered), then close it. A grievance is due 90 days after it was confirmed.',
  }),
  access: leadAccess,
  hooks: leadActivityHooks,
  defaultSort: 'dueOn',
  fields: [
    { name: 'email', label: 'E-mail', type: 'email', required: true, index: true, admin: { readOnly: true } },
    { name: 'kind', label: 'Request', type: 'select', required: true, options: [...PRIVACY_REQUEST_KINDS], admin: { readOnly: true } },
    { name: 'text', label: 'Their words', type: 'textarea', maxLength: 4000, admin: { readOnly: true } },
    {
      name: 'channel',
      label: 'Sent from',
      type: 'select',
      defaultValue: 'privacy-policy',
      options: [
        { label: 'The form on the privacy policy (address confirmed by code)', value: 'privacy-policy' },
        { label: 'Their account page (signed in)', value: 'account' },
      ],
      access: { update: never },
      admin: { readOnly: true },
    },
    {
      name: 'confirmedAt',
      label: 'Confirmed',
      type: 'date',
      access: { update: never },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'dueOn',
      label: 'Answer by',
      type: 'date',
      index: true,
      access: { update: never },
      admin: { readOnly: true, description: '90 days after confirmation for a grievance; the Site settings’ days for the others.' },
    },
    {
      name: 'answeredAt',
      label: 'Answered',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'Filled by the first reply by e-mail; set it by hand when you answered another way (phone, letter). It stops the clock.',
      },
    },
    { name: 'answer', label: 'What we did (staff note)', type: 'textarea', maxLength: 4000 },
    { name: 'ip', label: 'From address', type: 'text', access: { update: never }, admin: { readOnly: true } },
    ...leadFields,
  ],
}

/**
 * A privacy request from the form on /privacy-policy waiting for its code (docs/decisions/privacy.md): it may name
 * somebody else's address, so nobody sees it, and it is forgotten after a day. The code moves it to `privacy-requests`.
 */
export const PendingPrivacyRequests: CollectionConfig = {
  slug: 'pending-privacy-requests',
  labels: { singular: 'Unconfirmed privacy request', plural: 'Unconfirmed privacy requests' },
  admin: { hidden: true },
  access: { read: never, create: never, update: never, delete: never },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...PRIVACY_REQUEST_KINDS] },
    { name: 'text', type: 'textarea', maxLength: 4000 },
    { name: 'ip', type: 'text' },
  ],
}

import type { CollectionConfig } from 'payload'

import { CONSENT_CHANNELS, CONSENT_PURPOSES } from '@/features/clientArea/consentOptions'

import { staffCollectionAccess, staffOnly } from '../../access/staffOnly'

const never = () => false

/**
 * What a person agreed to, and when (docs/decisions/clients.md, "Consent"): append-only. A withdrawal is a new entry
 * with "Granted" unticked; the latest entry per person, purpose (and client) is what holds. Staff may record a consent
 * given by phone (channel "Staff"); nobody edits or deletes an entry.
 */
export const Consents: CollectionConfig = {
  slug: 'consents',
  labels: { singular: 'Consent', plural: 'Consents' },
  admin: {
    group: 'Clients',
    useAsTitle: 'email',
    defaultColumns: ['email', 'purpose', 'client', 'granted', 'at', 'channel', 'noticeVersion', 'language'],
    listSearchableFields: ['email'],
    description:
      'What each person agreed to, and when, newest first. Search an e-mail address for one person’s history (or open it from the candidate or website member). Entries are never changed: a withdrawal is a new entry.',
  },
  access: { ...staffCollectionAccess, create: staffOnly, update: never, delete: never },
  // One spelling per address, so the send-time checks (features/jobAlerts/send.ts) find a staff-typed entry too.
  hooks: { beforeValidate: [({ data }) => (typeof data?.email === 'string' ? { ...data, email: data.email.trim().toLowerCase() } : data)] },
  defaultSort: '-at',
  fields: [
    { name: 'email', label: 'E-mail', type: 'email', required: true, index: true },
    { name: 'candidate', label: 'Candidate', type: 'relationship', relationTo: 'candidates', index: true },
    { name: 'member', label: 'Website account', type: 'relationship', relationTo: 'members', index: true },
    { name: 'purpose', label: 'Agreed to', type: 'select', required: true, index: true, options: [...CONSENT_PURPOSES] },
    {
      name: 'client',
      label: 'Client',
      type: 'relationship',
      relationTo: 'client-companies',
      index: true,
      admin: { description: 'For sharing a profile with a client: which client.' },
    },
    {
      name: 'granted',
      label: 'Granted',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Unticked: the person said no or withdrew.' },
    },
    { name: 'noticeVersion', label: 'Notice shown (version)', type: 'text' },
    { name: 'language', label: 'Language', type: 'text', defaultValue: 'en' },
    { name: 'channel', label: 'How it was given', type: 'select', required: true, defaultValue: 'staff', options: [...CONSENT_CHANNELS] },
    { name: 'note', label: 'Note', type: 'textarea', maxLength: 2000 },
    {
      name: 'at',
      label: 'When',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'ip', label: 'From address', type: 'text', admin: { readOnly: true } },
  ],
}

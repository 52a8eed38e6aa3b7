// The fields, access rules and admin settings every lead collection shares (status, assignee, internal
// notes, source page, UTM parameters, spam flag and notification state; follow-up date and first reply),
// defined once. The statuses and what "open" means are the lead desk's (features/leadDesk/rules.ts); every collection
// carrying these fields has its row in features/leadDesk/kinds.ts (tests/unit/lead-kinds.test.ts).
import type { CollectionConfig, Field } from 'payload'

import { LEAD_STATUSES } from '@/features/leadDesk/rules'

import { adminOnly } from '../access/adminOnly'
import { retentionFields } from './retentionFields'
import { isStaff } from '@/features/accounts/isStaff'
import { staffOnly } from '../access/staffOnly'

const NOTIFY_STATES = [
  { label: 'Waiting to be sent', value: 'pending' },
  { label: 'Sent', value: 'sent' },
  { label: 'Could not be sent', value: 'failed' },
  { label: 'Not sent (spam)', value: 'skipped' },
] as const

const readOnly = { readOnly: true, position: 'sidebar' } as const

/** Written by the server only (mail worker, replies): a form opened earlier must not save its stale copy back. */
const serverOnly = { create: () => false, update: () => false }

export const leadFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    options: [...LEAD_STATUSES],
    admin: { position: 'sidebar' },
  },
  { name: 'assignee', label: 'Assigned to', type: 'relationship', relationTo: 'users', index: true, admin: { position: 'sidebar' } },
  {
    name: 'followUpOn',
    label: 'Follow up on',
    type: 'date',
    index: true,
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
  },
  {
    name: 'firstReplyAt',
    label: 'First reply sent',
    type: 'date',
    // No index of its own: "waiting for a first reply" is read from the partial indexes on open unanswered leads
    // (src/migrations/scaleIndexes.ts); with a plain one SQLite's planner took `first_reply_at IS NULL` for a
    // narrow range and sorted half the table (docs/benchmarks.md, "Scale").
    access: serverOnly,
    admin: {
      ...readOnly,
      date: { pickerAppearance: 'dayAndTime' },
      description: 'Set when staff first answer this lead from the admin. The site promises a reply within 24 hours.',
    },
  },
  // "Answered by the client" and the files that came with answers by e-mail (cms/components/inboundMail).
  { name: 'answered', type: 'ui', admin: { components: { Field: '/cms/components/inboundMail/AnsweredNotice#AnsweredNotice' } } },
  // Notes, replies and changes, newest first (cms/components/leadActivity).
  { name: 'activity', type: 'ui', admin: { components: { Field: '/cms/components/leadActivity/LeadActivityField#LeadActivityField' } } },
  {
    name: 'internalNotes',
    label: 'Earlier notes',
    type: 'textarea',
    maxLength: 10_000,
    admin: {
      readOnly: true,
      condition: (data) => Boolean(data?.internalNotes),
      description: 'The single note box this lead had before notes moved to the activity list above.',
    },
  },
  {
    type: 'collapsible',
    label: 'Source',
    admin: { initCollapsed: true },
    fields: [
      {
        name: 'sourcePage',
        label: 'Sent from page',
        type: 'text',
        admin: { readOnly: true, description: 'The page the visitor sent the form from.' },
      },
      {
        type: 'row',
        fields: [
          { name: 'utm_source', label: 'Campaign source', type: 'text', admin: { readOnly: true } },
          { name: 'utm_medium', label: 'Campaign medium', type: 'text', admin: { readOnly: true } },
          { name: 'utm_campaign', label: 'Campaign name', type: 'text', admin: { readOnly: true } },
        ],
      },
    ],
  },
  {
    name: 'spam',
    label: 'Spam',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    admin: { position: 'sidebar', description: 'Set when the hidden honeypot field was filled; no e-mail was sent.' },
  },
  {
    name: 'notifyState',
    label: 'E-mail to the team about this lead',
    type: 'select',
    defaultValue: 'pending',
    options: [...NOTIFY_STATES],
    access: { update: () => false },
    admin: readOnly,
  },
  {
    name: 'notifiedAt',
    label: 'Team e-mailed at',
    type: 'date',
    access: serverOnly,
    admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
  },
  { name: 'notifyError', label: 'Why the e-mail was not sent', type: 'text', access: serverOnly, admin: readOnly },
  // Legal hold and "Due for erasure since" (docs/decisions/privacy.md, "Retention").
  ...retentionFields,
]

/**
 * Leads are created only by the site's route handlers (Local API, after validation); only staff read or work them,
 * and only admins delete one (docs/security.md, "Deleting leads": the deletion is recorded on the kept timeline, cms/hooks/leadActivity).
 */
export const leadAccess: CollectionConfig['access'] = {
  admin: ({ req }) => isStaff(req),
  read: staffOnly,
  create: () => false,
  update: staffOnly,
  delete: adminOnly,
}

export function leadAdmin(admin: NonNullable<CollectionConfig['admin']>): CollectionConfig['admin'] {
  return {
    group: 'Leads',
    listSearchableFields: ['sourcePage'],
    ...admin,
  }
}

/** Who sent a team-up request or a talent application: first and last name, then e-mail and phone, in two rows. */
export const contactPersonFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'firstName', label: 'First name', type: 'text', required: true, maxLength: 100 },
      { name: 'lastName', label: 'Last name', type: 'text', required: true, maxLength: 100 },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email', label: 'E-mail', type: 'email', required: true },
      { name: 'phone', label: 'Phone', type: 'text', required: true, maxLength: 30 },
    ],
  },
]

// Job alerts (features/jobAlerts): a visitor's saved search of open roles, mailed daily or weekly after a double
// opt-in as the newsletter's. Created only by POST /api/job-alerts; the confirmation, change and unsubscribe links
// change it. Staff read them in the Leads group; nobody else reads them through the API.
import type { CollectionConfig } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'
import { runJobAlerts } from '@/features/jobAlerts/send'
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_STATES } from '@/features/jobAlerts/options'
import { EMPLOYMENT_TYPES, WORK_MODES } from '@/features/openings/options'

import { adminOnly } from '../../access/adminOnly'
import { staffOnly } from '../../access/staffOnly'

const readOnlyDate = { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } as const

export const JobAlerts: CollectionConfig = {
  slug: 'job-alerts',
  labels: { singular: 'Job alert', plural: 'Job alerts' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['email', 'state', 'frequency', 'searchTerm', 'lastSentAt', 'createdAt'],
    listSearchableFields: ['email', 'searchTerm'],
    description:
      'Visitors who asked to be e-mailed new roles matching a search. Only "Active" alerts receive e-mails: an alert stays "Waiting for confirmation" until the owner clicks the link in the confirmation e-mail.',
  },
  defaultSort: '-createdAt',
  // POST /cms-api/job-alerts/send: staff send this period's alerts now (features/jobAlerts/send.ts).
  endpoints: [{ path: '/send', method: 'post', handler: runJobAlerts }],
  access: { admin: ({ req }) => isStaff(req), read: staffOnly, create: () => false, update: staffOnly, delete: adminOnly },
  fields: [
    { name: 'email', label: 'E-mail', type: 'email', required: true, index: true },
    {
      name: 'state',
      label: 'Alert',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [...JOB_ALERT_STATES],
      admin: { position: 'sidebar', description: 'Set by the confirmation and unsubscribe links.' },
    },
    { name: 'frequency', label: 'How often', type: 'select', required: true, defaultValue: 'weekly', options: [...JOB_ALERT_FREQUENCIES] },
    {
      type: 'row',
      fields: [
        { name: 'searchTerm', label: 'Search words', type: 'text', maxLength: 100 },
        {
          name: 'pillar',
          label: 'Service area',
          type: 'text',
          maxLength: 100,
          admin: { description: 'The /jobs filter, by its address name.' },
        },
        { name: 'employmentType', label: 'Employment type', type: 'select', options: [...EMPLOYMENT_TYPES] },
        { name: 'workMode', label: 'Work mode', type: 'select', options: [...WORK_MODES] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'confirmedAt', label: 'Confirmed at', type: 'date', admin: readOnlyDate },
        { name: 'unsubscribedAt', label: 'Unsubscribed at', type: 'date', admin: readOnlyDate },
        { name: 'confirmationSentAt', label: 'Confirmation e-mailed at', type: 'date', admin: readOnlyDate },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'lastSentAt', label: 'Last alert e-mailed at', type: 'date', admin: readOnlyDate },
        {
          name: 'lastPeriod',
          label: 'Last checked for',
          type: 'text',
          index: true,
          admin: { readOnly: true, description: 'The day (daily alerts) or week (weekly alerts) last checked for new roles.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'consentAt', label: 'Consent given at', type: 'date', admin: readOnlyDate },
        { name: 'consentVersion', label: 'Privacy notice version', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Source',
      admin: { initCollapsed: true },
      fields: [
        { name: 'sourcePage', label: 'Sent from page', type: 'text', admin: { readOnly: true } },
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
    { name: 'spam', label: 'Spam', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', readOnly: true } },
  ],
}

// Every answer read from the inbound mailbox (features/inboundMail, docs/decisions/lead-desk.md "Replies come back"),
// one row per Message-ID (unique: a mail read twice is stored once). Those that found their lead are on its timeline;
// the list in the admin shows the others — "Unmatched mail" — until staff attach each to its lead. Nobody writes
// these rows by hand: the server stores them and the attach action moves them.
import type { CollectionConfig } from 'payload'

import { LEAD_COLLECTIONS } from '@/features/leadDesk/kinds'
import { removeMailFiles } from '@/features/inboundMail/erasure'
import { attachToLead, downloadFile, searchLeads } from '@/features/inboundMail/staffActions'

import { staffOnly } from '../access/staffOnly'

const hidden = { hidden: true, readOnly: true }

export const InboundMail: CollectionConfig = {
  slug: 'inbound-mail',
  labels: { singular: 'Unmatched mail', plural: 'Unmatched mail' },
  admin: {
    group: 'Leads',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'fromAddress', 'receivedAt'],
    listSearchableFields: ['subject', 'fromAddress', 'fromName', 'text'],
    description: 'Answers that came to the reply address without a sign of their lead. Open one to attach it to its lead.',
    // The list shows only mails not yet on a lead; attached ones live on their lead's timeline.
    baseFilter: () => ({ leadId: { exists: false } }),
  },
  defaultSort: '-receivedAt',
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  // Erasure deletes a person's mails (features/inboundMail/erasure.ts); their kept files go with them.
  hooks: { afterDelete: [removeMailFiles] },
  endpoints: [
    { path: '/leads', method: 'get', handler: searchLeads },
    { path: '/:id/attach', method: 'post', handler: attachToLead },
    { path: '/:id/files/:n', method: 'get', handler: downloadFile },
  ],
  fields: [
    { name: 'attach', type: 'ui', admin: { components: { Field: '/cms/components/inboundMail/AttachToLead#AttachToLead' } } },
    { name: 'subject', label: 'Subject', type: 'text', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'fromName', label: 'From (name)', type: 'text', admin: { readOnly: true } },
        { name: 'fromAddress', label: 'From (e-mail)', type: 'text', index: true, admin: { readOnly: true } },
        {
          name: 'receivedAt',
          label: 'Received',
          type: 'date',
          index: true,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'text', label: 'Message (quoted history left out)', type: 'textarea', admin: { readOnly: true } },
    { name: 'attachments', type: 'ui', admin: { components: { Field: '/cms/components/inboundMail/MailFiles#MailFiles' } } },
    { name: 'messageId', type: 'text', required: true, unique: true, admin: hidden },
    { name: 'leadCollection', type: 'select', options: LEAD_COLLECTIONS.map((value) => ({ label: value, value })), admin: hidden },
    { name: 'leadId', type: 'number', index: true, admin: hidden },
    // How it found its lead: thread (In-Reply-To/References), address (plus-address), subject (tag), staff (attached by hand).
    { name: 'matchedBy', type: 'text', admin: hidden },
    { name: 'files', type: 'json', admin: hidden },
  ],
}

// Where reading the inbound mailbox stands (features/inboundMail/poll.ts): per folder, its UIDVALIDITY and the last
// UID stored, so a restart (of the app or the mailbox) goes on from there.
import type { CollectionConfig } from 'payload'

import { staffOnly } from '../access/staffOnly'

export const InboundMailboxes: CollectionConfig = {
  slug: 'inbound-mailboxes',
  labels: { singular: 'Inbound mailbox', plural: 'Inbound mailboxes' },
  admin: { hidden: true, useAsTitle: 'folder' },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'folder', type: 'text', required: true, unique: true },
    { name: 'uidValidity', type: 'text' },
    { name: 'lastUid', type: 'number', required: true, defaultValue: 0 },
  ],
}

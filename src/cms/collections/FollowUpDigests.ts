// One row per staff member and day whose follow-up e-mail was queued (features/leadDesk/followUpDigest.ts): the
// unique key makes the daily e-mail go out once even when several instances start it at the same minute.
import type { CollectionConfig } from 'payload'

import { staffOnly } from '../access/staffOnly'

export const FollowUpDigests: CollectionConfig = {
  slug: 'follow-up-digests',
  labels: { singular: 'Follow-up e-mail', plural: 'Follow-up e-mails' },
  admin: { hidden: true, useAsTitle: 'key' },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, admin: { description: 'Day and staff member.' } },
    { name: 'leads', type: 'number', required: true },
  ],
}

import type { CollectionConfig } from 'payload'

import { ACCESS_ACTIONS, ACCESS_LOG_KEEP_DAYS } from '@/features/accessLog/record'

import { adminOnly } from '../access/adminOnly'

const never = () => false

/**
 * The access log (docs/security.md, "Access log"): staff's access to personal data where it matters, written by the
 * server only (features/accessLog/record.ts), read by admins, never changed, kept ACCESS_LOG_KEEP_DAYS days.
 */
export const AccessLog: CollectionConfig = {
  slug: 'access-log',
  labels: { singular: 'Access log entry', plural: 'Access log' },
  admin: {
    group: 'Settings',
    useAsTitle: 'subject',
    defaultColumns: ['at', 'action', 'who', 'subject'],
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
    description: `Who downloaded a resume, exported leads, shared a profile with a client, merged candidates or erased a person's data, and when. Kept ${ACCESS_LOG_KEEP_DAYS} days; it cannot be changed.`,
  },
  access: { read: adminOnly, create: never, update: never, delete: never },
  defaultSort: '-at',
  fields: [
    { name: 'at', label: 'When', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'action', label: 'What', type: 'select', required: true, index: true, options: [...ACCESS_ACTIONS] },
    { name: 'who', label: 'Who', type: 'text', required: true },
    { name: 'staff', label: 'Staff member', type: 'relationship', relationTo: 'users', index: true },
    { name: 'subject', label: 'Whose data', type: 'text', required: true },
    { name: 'detail', label: 'Details', type: 'textarea' },
  ],
}

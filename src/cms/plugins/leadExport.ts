// CSV export of every lead collection (@payloadcms/plugin-import-export), for staff only. Exports run at once
// (no job queue to operate) and their files stay in the private upload folder, never public.
import path from 'node:path'

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig } from 'payload'

import { env } from '@/lib/env'

import { isStaff } from '../access/isStaff'
import { staffOnly } from '../access/staffOnly'

const LEAD_COLLECTIONS = ['contact-messages', 'team-up-requests', 'talent-applications', 'subscribers', 'support-requests'] as const

/** The plugin's own `exports`/`imports` upload collections: staff only, files outside public/, under the Leads group. */
const staffOnlyFiles =
  (folder: string) =>
  ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
    ...collection,
    access: { ...collection.access, admin: ({ req }) => isStaff(req), read: staffOnly, create: staffOnly, update: () => false, delete: staffOnly },
    admin: { ...collection.admin, group: 'Leads' },
    upload: {
      ...(typeof collection.upload === 'object' ? collection.upload : {}),
      staticDir: path.resolve(process.cwd(), env().PRIVATE_UPLOAD_DIR, folder),
    },
  })

export const leadExportPlugin = importExportPlugin({
  collections: LEAD_COLLECTIONS.map((slug) => ({ slug, export: { format: 'csv', disableJobsQueue: true }, import: false })),
  overrideExportCollection: staffOnlyFiles('exports'),
  overrideImportCollection: staffOnlyFiles('imports'),
})

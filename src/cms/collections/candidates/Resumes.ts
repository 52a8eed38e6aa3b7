// Every resume a candidate ever sent or staff uploaded (docs/decisions/talent-pool.md): the file in the same private
// storage as the applications' resumes (features/leads/resumes.ts), and its text once the background job read it.
// Staff only; shown on the candidate's page, never in the navigation.
import type { CollectionConfig } from 'payload'

import { RESUME_TEXT_MAX_LENGTH, RESUME_TEXT_STATUSES } from '@/features/candidates/options'
import { removeResume } from '@/features/leads/resumes'

import { staffCollectionAccess } from '../../access/staffOnly'
import { queueReadingOfNewResume } from '../../hooks/resumeReading'
import { serverTimestamps } from '../../hooks/serverTimestamps'

export const Resumes: CollectionConfig = {
  slug: 'resumes',
  labels: { singular: 'Resume', plural: 'Resumes' },
  admin: { hidden: true, useAsTitle: 'fileName', group: 'Leads' },
  defaultSort: '-receivedAt',
  access: staffCollectionAccess,
  hooks: {
    beforeChange: [serverTimestamps],
    // Its text and the candidate's suggestions are read in the background (features/candidates/readResume.ts).
    afterChange: [queueReadingOfNewResume],
    // A resume uploaded by staff (no application) owns its file; an application's file goes with the application.
    afterDelete: [
      async ({ doc, req }) => {
        const { file, application } = doc as { file?: string | null; application?: unknown }
        if (!file || application) return
        await removeResume(file).catch((error: Error) => req.payload.logger.warn(`resume not removed: ${error.message}`))
      },
    ],
  },
  fields: [
    { name: 'candidate', label: 'Candidate', type: 'relationship', relationTo: 'candidates', required: true, index: true },
    {
      name: 'application',
      label: 'Sent with the application',
      type: 'relationship',
      relationTo: 'talent-applications',
      index: true,
    },
    { name: 'file', label: 'File in storage', type: 'text', admin: { readOnly: true } },
    { name: 'fileName', label: 'File name (as sent)', type: 'text', maxLength: 255 },
    { name: 'fileType', label: 'Type', type: 'text' },
    { name: 'fileSize', label: 'Size (bytes)', type: 'number' },
    { name: 'receivedAt', label: 'Received', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'textStatus', label: 'Text', type: 'select', defaultValue: 'pending', index: true, options: [...RESUME_TEXT_STATUSES] },
    { name: 'textError', label: 'Why the text could not be read', type: 'text' },
    { name: 'text', label: 'Text of the resume', type: 'textarea', maxLength: RESUME_TEXT_MAX_LENGTH, admin: { hidden: true } },
  ],
}

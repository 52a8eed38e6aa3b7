import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { leadLabels } from '@/features/leadDesk/kinds'

import { removeResume } from '@/features/leads/resumes'
import { attachCandidate, forgetApplicationResume } from '../../hooks/attachCandidate'
import { leadActivityHooks } from '../../hooks/leadActivity'
import { placedNeedsPlacement } from '../../hooks/placements'
import { mailCandidateOnMove, recordStageMove } from '../../hooks/stageHistory'

import { contactPersonFields, leadAccess, leadAdmin, leadFields } from '../../fields/leadFields'
import { pipelineFields } from '../../fields/pipelineFields'
import { requiredUnlessSourced } from '../../fields/requiredUnlessSourced'

type Named = { id: number; firstName?: string | null; lastName?: string | null; fullName?: string | null }

/**
 * The candidate's full name, kept with every save: the application's title in the admin (breadcrumb, pickers,
 * "[Untitled]" never). Payload refuses a virtual field as a title (docs/decisions/openings.md, "Titled by name").
 */
const keepFullName: CollectionBeforeChangeHook<Named> = ({ data, originalDoc }) => {
  const first = data.firstName ?? originalDoc?.firstName ?? ''
  const last = data.lastName ?? originalDoc?.lastName ?? ''
  return { ...data, fullName: `${first} ${last}`.trim() }
}

export const TalentApplications: CollectionConfig = {
  slug: 'talent-applications',
  labels: leadLabels('talent-applications'),
  admin: leadAdmin({
    useAsTitle: 'fullName',
    defaultColumns: ['firstName', 'lastName', 'email', 'opening', 'stage', 'location', 'assignee', 'createdAt'],
    components: { beforeList: ['/cms/components/pipeline/PipelineLink#PipelineLink'] },
    listSearchableFields: ['firstName', 'lastName', 'email', 'location'],
    description: 'Applications from /join-as-talent, each with its resume (staff-only download).',
  }),
  defaultSort: '-createdAt',
  // One application per member and role (docs/decisions/openings.md); general applications (no role) are not limited by it.
  indexes: [{ fields: ['member', 'opening'], unique: true }],
  access: leadAccess,
  hooks: {
    // No move to Placed without its placement record (docs/decisions/clients.md, "Placed needs its placement").
    beforeChange: [keepFullName, placedNeedsPlacement, recordStageMove, ...leadActivityHooks.beforeChange],
    afterChange: [attachCandidate, mailCandidateOnMove, ...leadActivityHooks.afterChange],
    beforeDelete: [forgetApplicationResume],
    // The resume lives in the private folder or bucket, not in the database: remove it with its application.
    afterDelete: [
      ...leadActivityHooks.afterDelete,
      async ({ doc, req }) => {
        const { resumeFile } = doc as { resumeFile?: string | null }
        await removeResume(resumeFile ?? '').catch((error: Error) => req.payload.logger.warn(`resume not removed: ${error.message}`))
      },
    ],
  },
  // Required fields are required unless staff added the candidate from the talent pool (requiredUnlessSourced).
  fields: (
    [
      {
        name: 'source',
        label: 'How it came',
        type: 'select',
        required: true,
        defaultValue: 'applied',
        options: [
          { label: 'Applied through the site', value: 'applied' },
          { label: 'Added by staff from the talent pool', value: 'sourced' },
        ],
        // Set by the server: the form's applications are "applied", the talent pool's "sourced" (features/candidates/sourcing.ts).
        access: { create: () => false, update: () => false },
        admin: { readOnly: true, position: 'sidebar' },
      },
      ...contactPersonFields,
      // Written by keepFullName from the first and last name; never shown as a field of its own.
      { name: 'fullName', label: 'Name', type: 'text', maxLength: 201, admin: { hidden: true } },
      { name: 'location', type: 'text', required: true, maxLength: 200 },
      {
        name: 'member',
        type: 'relationship',
        relationTo: 'members',
        required: true,
        index: true,
        admin: {
          readOnly: true,
          position: 'sidebar',
          description: 'The logged-in member who applied (none when staff added the candidate).',
        },
      },
      {
        name: 'opening',
        label: 'Role applied for',
        type: 'relationship',
        relationTo: 'openings',
        index: true,
        admin: { readOnly: true, position: 'sidebar', description: 'Empty for a general application to the talent network.' },
      },
      {
        name: 'candidate',
        label: 'Candidate',
        type: 'relationship',
        relationTo: 'candidates',
        index: true,
        // Set by the server when the application arrives (features/candidates/attach.ts) and by a merge, never by hand.
        access: { create: () => false, update: () => false },
        admin: { readOnly: true, position: 'sidebar', description: 'The person\u2019s profile: all their applications and resumes.' },
      },
      ...pipelineFields,
      { name: 'anythingElse', label: 'About the applicant', type: 'textarea', required: true, maxLength: 5000 },
      {
        type: 'collapsible',
        label: 'Resume',
        fields: [
          {
            name: 'resumeDownload',
            type: 'ui',
            admin: { components: { Field: '/cms/components/ResumeDownloadLink#ResumeDownloadLink' } },
          },
          {
            type: 'row',
            fields: [
              { name: 'resumeName', label: 'File name (as sent)', type: 'text', admin: { readOnly: true } },
              { name: 'resumeType', label: 'Type (by content)', type: 'text', admin: { readOnly: true } },
              { name: 'resumeSize', label: 'Size (bytes)', type: 'number', admin: { readOnly: true } },
            ],
          },
          {
            name: 'resumeFile',
            label: 'Resume file in storage',
            type: 'text',
            required: true,
            // A random name in the private folder or bucket: nothing staff need (the resume link above downloads it).
            admin: { readOnly: true, hidden: true },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'consentAt',
            label: 'Consent given at',
            type: 'date',
            required: true,
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          },
          { name: 'consentVersion', label: 'Privacy notice version', type: 'text', required: true, admin: { readOnly: true } },
        ],
      },
      ...leadFields,
    ] satisfies Field[]
  ).map(requiredUnlessSourced),
}

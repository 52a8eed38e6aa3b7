// The candidates staff put before a client for one requirement (docs/decisions/clients.md). Staff only;
// sending it (POST /cms-api/shortlists/{id}/send, features/clientArea) mails the requirement's contacts, and the
// client's decisions come back per candidate through the client area.
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { CLIENT_DECISIONS, SHORTLIST_STATUSES } from '@/features/clients/options'

import { shortlistEndpoints } from '@/features/clientArea/staffEndpoints'

import { staffCollectionAccess } from '../../access/staffOnly'
import { BadRequest } from '../../badRequest'
import { serverTimestamps } from '../../hooks/serverTimestamps'

/** Written by the server only (sending, the client's decisions): a form opened earlier must not save its stale copy back. */
const serverOnly = { create: () => false, update: () => false }
const serverWritten = { access: serverOnly, admin: { readOnly: true } } as const

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value) as number | string | null

/** The shortlist's client is always its requirement's, and its title names both. */
const clientFromRequirement: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const requirementId = idOf(
    (data as { requirement?: unknown }).requirement ?? (originalDoc as { requirement?: unknown } | undefined)?.requirement,
  )
  if (requirementId == null) return data
  const requirement = await req.payload
    .findByID({ collection: 'requirements', id: requirementId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!requirement) throw new BadRequest('That requirement does not exist.')
  const clientId = idOf(requirement.client)
  const client =
    clientId == null
      ? null
      : await req.payload.findByID({ collection: 'client-companies', id: clientId, depth: 0, overrideAccess: true, req }).catch(() => null)
  return { ...data, client: clientId, title: client ? `${requirement.title} · ${client.name}` : requirement.title }
}

export const Shortlists: CollectionConfig = {
  slug: 'shortlists',
  labels: { singular: 'Shortlist', plural: 'Shortlists' },
  admin: {
    group: 'Clients',
    useAsTitle: 'title',
    defaultColumns: ['title', 'client', 'status', 'sentAt', 'updatedAt'],
    description: 'Candidates put before a client for one requirement. The client sees them in the client area once sent.',
  },
  defaultSort: '-updatedAt',
  access: staffCollectionAccess,
  hooks: { beforeChange: [clientFromRequirement, serverTimestamps] },
  // Pick from the pipeline, preview, ask for consent, send (features/clientArea/staffEndpoints.ts).
  endpoints: shortlistEndpoints,
  fields: [
    { name: 'title', label: 'Shortlist', type: 'text', maxLength: 400, admin: { hidden: true } },
    { name: 'requirement', label: 'Requirement', type: 'relationship', relationTo: 'requirements', required: true, index: true },
    {
      name: 'client',
      label: 'Client',
      type: 'relationship',
      relationTo: 'client-companies',
      index: true,
      ...serverWritten,
      admin: { readOnly: true, position: 'sidebar', description: "The requirement's client." },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: [...SHORTLIST_STATUSES],
      // Only a send marks it sent (after the consent check and the share log): never by hand, not even by staff.
      access: serverOnly,
      admin: { readOnly: true, position: 'sidebar', description: 'Sending the shortlist marks it sent.' },
    },
    {
      name: 'sentAt',
      label: 'Sent on',
      type: 'date',
      index: true,
      ...serverWritten,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'sentBy',
      label: 'Sent by',
      type: 'relationship',
      relationTo: 'users',
      ...serverWritten,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'clientArea',
      type: 'ui',
      admin: { components: { Field: '/cms/components/clientArea/ShortlistActions#ShortlistActions' } },
    },
    {
      name: 'candidates',
      label: 'Candidates',
      type: 'array',
      labels: { singular: 'Candidate', plural: 'Candidates' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'candidate', label: 'Candidate', type: 'relationship', relationTo: 'candidates', required: true },
            { name: 'application', label: 'Application', type: 'relationship', relationTo: 'talent-applications' },
          ],
        },
        { name: 'summary', label: "Recruiter's summary", type: 'textarea', maxLength: 3000 },
        {
          type: 'row',
          fields: [
            { name: 'showFullName', label: 'Show the full name', type: 'checkbox', defaultValue: false },
            { name: 'showEmail', label: 'Show the e-mail address', type: 'checkbox', defaultValue: false },
            { name: 'showPhone', label: 'Show the phone number', type: 'checkbox', defaultValue: false },
            { name: 'showExpectedSalary', label: 'Show the expected salary', type: 'checkbox', defaultValue: false },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'resume', label: 'Resume', type: 'relationship', relationTo: 'resumes' },
            { name: 'maskResume', label: 'Remove contact details from the resume', type: 'checkbox', defaultValue: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'decision', label: "Client's decision", type: 'select', options: [...CLIENT_DECISIONS], ...serverWritten },
            { name: 'decisionReason', label: 'Reason', type: 'text', maxLength: 200, ...serverWritten },
            {
              name: 'decidedAt',
              label: 'Decided on',
              type: 'date',
              ...serverWritten,
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
            { name: 'decidedBy', label: 'Decided by', type: 'text', maxLength: 320, ...serverWritten },
          ],
        },
        { name: 'decisionText', label: "Client's words", type: 'textarea', maxLength: 3000, ...serverWritten },
      ],
    },
  ],
}

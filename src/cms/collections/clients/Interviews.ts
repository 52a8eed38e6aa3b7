// Interviews with a client (docs/decisions/clients.md): staff propose slots, the candidate books one from a
// signed link (features/interviews), everyone gets a calendar invitation, reminders go through the jobs queue and the
// client gives feedback afterwards. Staff only.
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { INTERVIEW_FEEDBACK, INTERVIEW_STATUSES } from '@/features/clients/options'
import { interviewEndpoints } from '@/features/interviews/endpoints'

import { staffCollectionAccess } from '../../access/staffOnly'
import { serverTimestamps } from '../../hooks/serverTimestamps'

import { candidateAndApplication } from './fields'

/** Written by the server only (booking, invitations, reminders, feedback). */
const serverOnly = { create: () => false, update: () => false }
const serverWritten = { access: serverOnly, admin: { readOnly: true } } as const

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value) as number | string | null

/** The title staff see in lists and relationships: the candidate's name and the client's. */
const titleFromNames: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const pick = (name: 'candidate' | 'client') =>
    idOf((data as Record<string, unknown>)[name] ?? (originalDoc as Record<string, unknown> | undefined)?.[name])
  const candidateId = pick('candidate')
  const clientId = pick('client')
  const candidate =
    candidateId == null
      ? null
      : await req.payload.findByID({ collection: 'candidates', id: candidateId, depth: 0, overrideAccess: true, req }).catch(() => null)
  const client =
    clientId == null
      ? null
      : await req.payload.findByID({ collection: 'client-companies', id: clientId, depth: 0, overrideAccess: true, req }).catch(() => null)
  const title = [candidate?.name, client?.name].filter(Boolean).join(' · ')
  return { ...data, title: title || 'Interview' }
}

export const Interviews: CollectionConfig = {
  slug: 'interviews',
  labels: { singular: 'Interview', plural: 'Interviews' },
  admin: {
    group: 'Clients',
    useAsTitle: 'title',
    defaultColumns: ['title', 'client', 'requirement', 'status', 'updatedAt'],
    description: 'Interview times proposed to a candidate for a client; the candidate books one from the e-mailed link.',
  },
  defaultSort: '-updatedAt',
  access: staffCollectionAccess,
  hooks: { beforeChange: [titleFromNames, serverTimestamps] },
  // Send the times to the candidate, cancel, run the due reminders (docs/decisions/interviews.md).
  endpoints: interviewEndpoints,
  fields: [
    { name: 'title', label: 'Interview', type: 'text', maxLength: 400, admin: { hidden: true } },
    candidateAndApplication,
    {
      type: 'row',
      fields: [
        { name: 'requirement', label: 'Requirement', type: 'relationship', relationTo: 'requirements', index: true },
        { name: 'client', label: 'Client', type: 'relationship', relationTo: 'client-companies', index: true },
      ],
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'proposed',
      index: true,
      options: [...INTERVIEW_STATUSES],
      admin: { position: 'sidebar' },
    },
    {
      name: 'interviewers',
      label: "Client's interviewers",
      type: 'text',
      hasMany: true,
      maxRows: 20,
      admin: { description: 'Their e-mail addresses. Press Enter after each.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'place',
          label: 'Place',
          type: 'text',
          maxLength: 300,
          admin: { description: 'An address, when the interview is in person.' },
        },
        { name: 'videoLink', label: 'Video call link', type: 'text', maxLength: 500 },
      ],
    },
    {
      name: 'slots',
      label: 'Proposed times (India time)',
      type: 'array',
      labels: { singular: 'Time', plural: 'Times' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'startsAt', label: 'Starts', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'minutes', label: 'Length (minutes)', type: 'number', required: true, min: 5, max: 600, defaultValue: 60 },
          ],
        },
      ],
    },
    // "Propose times to the candidate": times in India time, sent with the booking link (features/interviews).
    {
      name: 'sendTimes',
      type: 'ui',
      admin: { components: { Field: '/cms/components/interviews/SendInterviewTimes#SendInterviewTimes' } },
    },
    { name: 'bookedSlot', label: 'Booked time', type: 'text', ...serverWritten, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'icsUid', label: 'Calendar invitation ID', type: 'text', ...serverWritten, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'icsSequence',
      label: 'Invitation version',
      type: 'number',
      defaultValue: 0,
      ...serverWritten,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'reminder24hSentAt',
      label: 'Reminder a day before sent',
      type: 'date',
      index: true,
      ...serverWritten,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'reminder2hSentAt',
      label: 'Reminder 2 hours before sent',
      type: 'date',
      index: true,
      ...serverWritten,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'feedback',
      label: "Client's feedback",
      type: 'group',
      fields: [
        { name: 'decision', label: 'Decision', type: 'select', options: [...INTERVIEW_FEEDBACK], ...serverWritten },
        { name: 'reason', label: 'Reason', type: 'text', maxLength: 500, ...serverWritten },
        {
          name: 'at',
          label: 'Given on',
          type: 'date',
          ...serverWritten,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'by', label: 'Given by', type: 'text', maxLength: 320, ...serverWritten },
      ],
    },
  ],
}

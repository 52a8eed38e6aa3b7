// A client's request for people, a job order (docs/decisions/clients.md). Staff only. "Publish as opening"
// (features/clients/publish.ts) makes a public role from it and keeps the link both ways; a confidential requirement
// gives a role whose client is "kept confidential", so the client's name never reaches a public page.
import type { CollectionBeforeChangeHook, CollectionConfig, Validate } from 'payload'

import { requirementEndpoints } from '@/features/clients/endpoints'
import { REQUIREMENT_STATUSES } from '@/features/clients/options'
import { EMPLOYMENT_TYPES, SALARY_UNITS, WORK_MODES } from '@/features/openings/options'

import { staffCollectionAccess } from '../../access/staffOnly'
import { BadRequest } from '../../badRequest'
import { keepTimelineOfDeletedRequirement } from '../../hooks/leadActivity'
import { serverTimestamps } from '../../hooks/serverTimestamps'

/** Written by the server only (the publish action): a form opened earlier must not save its stale copy back. */
const serverOnly = { create: () => false, update: () => false }

const notBelow =
  (sibling: string): Validate<number | null | undefined> =>
  (value, { siblingData }) => {
    const from = (siblingData as Record<string, unknown>)[sibling]
    if (typeof value === 'number' && typeof from === 'number' && value < from) return 'Must be at least the "from" figure.'
    return true
  }

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value) as number | string | null

/** The reviewing contacts are e-mails of the company's own contacts, in lower case. */
const contactsOfTheCompany: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const given = (data as { contacts?: unknown }).contacts
  if (!Array.isArray(given)) return data
  const emails = [
    ...new Set(given.filter((email): email is string => typeof email === 'string').map((e) => e.trim().toLowerCase())),
  ].filter(Boolean)
  const clientId = idOf((data as { client?: unknown }).client ?? (originalDoc as { client?: unknown } | undefined)?.client)
  if (emails.length > 0 && clientId != null) {
    const company = await req.payload
      .findByID({ collection: 'client-companies', id: clientId, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    const known = new Set((company?.contacts ?? []).map((contact) => contact.email.toLowerCase()))
    const unknown = emails.filter((email) => !known.has(email))
    if (unknown.length > 0) {
      throw new BadRequest(
        `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a contact' : 'are not contacts'} of this client: add them to the client company first.`,
      )
    }
  }
  return { ...data, contacts: emails }
}

export const Requirements: CollectionConfig = {
  slug: 'requirements',
  labels: { singular: 'Requirement', plural: 'Requirements' },
  admin: {
    group: 'Clients',
    useAsTitle: 'title',
    defaultColumns: ['title', 'client', 'headcount', 'status', 'owner', 'targetStart', 'updatedAt'],
    listSearchableFields: ['title', 'location'],
    description: 'What a client asked us to hire for: the role, how many people, and by when.',
  },
  defaultSort: '-updatedAt',
  access: staffCollectionAccess,
  // Deleting a requirement detaches its timeline as deleting a candidate does (docs/decisions/clients.md).
  hooks: { beforeChange: [contactsOfTheCompany, serverTimestamps], afterDelete: [keepTimelineOfDeletedRequirement] },
  // POST /cms-api/requirements/:id/publish (features/clients/publish.ts).
  endpoints: requirementEndpoints,
  fields: [
    { name: 'title', label: 'Role title', type: 'text', required: true, maxLength: 160 },
    {
      type: 'row',
      fields: [
        { name: 'client', label: 'Client', type: 'relationship', relationTo: 'client-companies', required: true, index: true },
        { name: 'headcount', label: 'People needed', type: 'number', required: true, min: 1, max: 1000, defaultValue: 1 },
      ],
    },
    {
      name: 'contacts',
      label: 'Client contacts who review shortlists',
      type: 'text',
      hasMany: true,
      maxRows: 20,
      admin: { description: "E-mail addresses from the client company's contacts. Press Enter after each." },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: [...REQUIREMENT_STATUSES],
      admin: { position: 'sidebar' },
    },
    { name: 'owner', label: 'Recruiter', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    {
      name: 'opening',
      label: 'Published as opening',
      type: 'relationship',
      relationTo: 'openings',
      access: serverOnly,
      admin: { position: 'sidebar', readOnly: true, description: 'The public role made from this requirement.' },
    },
    {
      name: 'confidential',
      label: "Keep the client's name off the public opening",
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'publish',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/components/clients/PublishAsOpening#PublishAsOpening' } },
    },
    { name: 'skills', label: 'Skills', type: 'text', hasMany: true, maxRows: 30, admin: { description: 'Press Enter after each skill.' } },
    {
      type: 'row',
      fields: [
        { name: 'experienceMin', label: 'Experience from (years)', type: 'number', min: 0, max: 40 },
        { name: 'experienceMax', label: 'Experience to (years)', type: 'number', min: 0, max: 40, validate: notBelow('experienceMin') },
      ],
    },
    {
      name: 'budget',
      label: 'Budget (INR)',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', label: 'From (₹)', type: 'number', min: 0 },
            { name: 'max', label: 'To (₹)', type: 'number', min: 0, validate: notBelow('min') },
            { name: 'unit', label: 'Per', type: 'select', defaultValue: 'year', options: [...SALARY_UNITS] },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'location', label: 'Location', type: 'text', maxLength: 200 },
        { name: 'workMode', label: 'Work mode', type: 'select', options: [...WORK_MODES] },
        { name: 'employmentType', label: 'Employment type', type: 'select', options: [...EMPLOYMENT_TYPES] },
      ],
    },
    {
      name: 'targetStart',
      label: 'Target start date',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
    },
    { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 5000 },
    // The requirement's timeline (cms/components/leadActivity): staff notes, shortlists sent, the client's decisions,
    // interviews booked or cancelled, placements recorded (docs/decisions/clients.md, "The requirement's timeline").
    { name: 'activity', type: 'ui', admin: { components: { Field: '/cms/components/leadActivity/LeadActivityField#LeadActivityField' } } },
  ],
}

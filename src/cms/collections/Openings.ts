import type { ArrayField, CollectionBeforeChangeHook, CollectionConfig, RichTextField, TextareaField, TextField, Validate } from 'payload'
import { richText, text, textarea } from 'payload/shared'

import { OPENING_VALID_DAYS } from '@/lib/constants'
import { contentTags, openingBlockTag } from '@/features/content/tags'
import { EMPLOYMENT_TYPES, OPENING_STATUSES, SALARY_UNITS, WORK_MODES } from '@/features/openings/options'

import { isStaff } from '@/features/accounts/isStaff'

import { requiredInEnglishField } from '../fields/translatedText'
import { listedOrStaff } from '../access/listedOrStaff'
import { staffOnly } from '../access/staffOnly'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { noteOpeningSaved } from '../../features/openings/expiry'

const plusDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString()

/** "To" is optional, but when given it is at least "From". */
const notBelow =
  (sibling: string): Validate<number | null | undefined> =>
  (value, { siblingData }) => {
    const from = (siblingData as Record<string, unknown>)[sibling]
    if (typeof value === 'number' && typeof from === 'number' && value < from) return 'Must be at least the "from" figure.'
    return true
  }

const list = (name: string, label: string, description: string): ArrayField => ({
  name,
  label,
  type: 'array',
  localized: true,
  labels: { singular: 'Point', plural: 'Points' },
  admin: { description },
  fields: [{ name: 'text', label: 'Point', type: 'text', required: true, maxLength: 300 }],
})

type ClientData = { client?: { kind?: string | null; name?: string | null } | null }

/**
 * A client's name is stored only while the role may name it (docs/security.md, "Confidential clients"): switching to "our own team" or "kept
 * confidential" clears it, so nothing can show it later. An update without the client group keeps the stored one.
 */
const clearUnnamedClient: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const { client } = data as ClientData
  if (!client) return data
  const kind = client.kind ?? (originalDoc as ClientData | undefined)?.client?.kind ?? 'agency'
  if (kind === 'named') return data
  return { ...data, client: { ...client, name: null } }
}

/**
 * A role's change expires the pages and lists of roles, and of the cached open-roles list only its own block
 * (features/openings/queries.ts): the first request after an edit reads 500 roles, not every open role.
 */
const roleTags = (doc: { id: number }) => [contentTags.openings, openingBlockTag(doc.id)]

export const Openings: CollectionConfig = {
  slug: 'openings',
  labels: { singular: 'Open role', plural: 'Open roles' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'employmentType', 'workMode', 'status', 'datePosted'],
    listSearchableFields: ['title', 'slug'],
    description:
      'Roles on /jobs. Only roles marked Open are listed and take applications; a closed role keeps its page with a "closed" notice; drafts stay here.',
  },
  defaultSort: '-datePosted',
  access: { read: listedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    ...revalidateCollection(roleTags),
    beforeChange: [clearUnnamedClient],
    // A role changed: the timer that expires the job board at the nearest "open until" (features/openings/expiry).
    afterChange: [
      ...revalidateCollection(roleTags).afterChange,
      ({ doc }) => noteOpeningSaved(doc as { status?: unknown; validThrough?: unknown }),
    ],
  },
  fields: [
    {
      // Which texts still lack a Marathi or Hindi version (docs/decisions/languages.md, "Role content").
      name: 'missingTranslations',
      type: 'ui',
      admin: { components: { Field: '/cms/components/openings/MissingTranslations#MissingTranslations' } },
    },
    {
      name: 'applicants',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/components/pipeline/ApplicantsByStage#ApplicantsByStage' } },
    },
    {
      name: 'findCandidates',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/components/candidates/FindMatchingCandidates#FindMatchingCandidates' } },
    },
    {
      // The client requirement this role was published from (docs/decisions/clients.md): staff only, set by "Publish as opening".
      name: 'requirement',
      label: 'Published from requirement',
      type: 'relationship',
      relationTo: 'requirements',
      index: true,
      access: { read: ({ req }) => isStaff(req), create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.requirement) },
    },
    requiredInEnglishField<TextField>(
      {
        name: 'title',
        label: 'Role title',
        type: 'text',
        maxLength: 160,
        admin: { description: 'Required in English; in Marathi and Hindi, empty shows the English title.' },
      },
      text,
    ),
    slugField('title'),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: [...OPENING_STATUSES],
      admin: { position: 'sidebar' },
    },
    {
      name: 'datePosted',
      label: 'Date posted',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
    },
    {
      name: 'openedAt',
      label: 'First opened',
      type: 'date',
      index: true,
      // Set once, by the server, when the status first becomes "open": a role reopened later keeps its first moment.
      hooks: {
        beforeChange: [
          ({ originalDoc, siblingData }) =>
            (originalDoc as { openedAt?: string | null } | undefined)?.openedAt ??
            (siblingData.status === 'open' ? new Date().toISOString() : null),
        ],
      },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set when the role is first marked Open; job alerts send the roles opened since their last e-mail.',
      },
    },
    {
      name: 'validThrough',
      label: 'Open until',
      type: 'date',
      required: true,
      defaultValue: () => plusDays(OPENING_VALID_DAYS),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
        description: 'At this time the role is closed by itself: no longer listed, and it takes no applications.',
      },
    },
    {
      name: 'category',
      label: 'Pillar',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      admin: { position: 'sidebar', description: 'The service pillar the role belongs to (a /jobs filter).' },
    },
    {
      name: 'service',
      type: 'relationship',
      relationTo: 'subpages',
      admin: { position: 'sidebar', description: 'Optional: the service this role is part of.' },
    },
    requiredInEnglishField<TextareaField>(
      {
        name: 'summary',
        label: 'Short summary',
        type: 'textarea',
        maxLength: 300,
        admin: { description: 'One or two sentences for the role card, search results and the feed. Required in English.' },
      },
      textarea,
    ),
    {
      type: 'row',
      fields: [
        { name: 'employmentType', label: 'Employment type', type: 'select', required: true, options: [...EMPLOYMENT_TYPES] },
        { name: 'workMode', label: 'Work mode', type: 'select', required: true, options: [...WORK_MODES] },
        {
          name: 'area',
          label: 'Area in Pune',
          type: 'text',
          maxLength: 80,
          admin: { description: 'For example "Baner" or "Hinjewadi Phase 1". Empty: our office address.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'experienceMin', label: 'Experience from (years)', type: 'number', required: true, min: 0, max: 40, defaultValue: 0 },
        {
          name: 'experienceMax',
          label: 'Experience to (years)',
          type: 'number',
          min: 0,
          max: 40,
          validate: notBelow('experienceMin'),
          admin: { description: 'Empty: "or more".' },
        },
      ],
    },
    {
      name: 'salary',
      label: 'Salary or stipend (INR)',
      type: 'group',
      admin: { description: 'Optional. Leave "From" empty to show no pay on the role.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', label: 'From (₹)', type: 'number', min: 0 },
            { name: 'max', label: 'To (₹)', type: 'number', min: 0, validate: notBelow('min') },
            { name: 'unit', label: 'Per', type: 'select', defaultValue: 'month', options: [...SALARY_UNITS] },
          ],
        },
      ],
    },
    { name: 'skills', type: 'text', hasMany: true, maxRows: 20, admin: { description: 'Press Enter after each skill.' } },
    requiredInEnglishField<RichTextField>(
      { name: 'description', label: 'About the role', type: 'richText', admin: { description: 'Required in English.' } },
      richText,
    ),
    list('responsibilities', 'What you will do', 'One point per row.'),
    list('requirements', 'What we are looking for', 'One point per row.'),
    {
      name: 'client',
      label: 'Who is hiring',
      type: 'group',
      fields: [
        {
          name: 'kind',
          label: 'Employer',
          type: 'radio',
          required: true,
          defaultValue: 'agency',
          options: [
            { value: 'agency', label: 'Us (our own team)' },
            { value: 'named', label: 'A client we may name' },
            { value: 'confidential', label: 'A client kept confidential' },
          ],
        },
        {
          name: 'name',
          label: 'Client name',
          type: 'text',
          maxLength: 120,
          // Staff only, in every read and filter through /cms-api: the public pages read a named client's name
          // through features/openings/queries (Local API, only for roles that name their client).
          access: { read: ({ req }) => isStaff(req) },
          admin: { condition: (_data, sibling) => sibling?.kind === 'named' },
          validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<{ kind: string }> }) =>
            siblingData.kind === 'named' && !value?.trim() ? 'Give the client name, or choose "kept confidential".' : true,
        },
      ],
    },
  ],
}

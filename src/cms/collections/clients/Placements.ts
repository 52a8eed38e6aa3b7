// A candidate placed with a client (docs/decisions/clients.md): the joining date, salary, our fee and its
// invoice, and the end of the replacement guarantee (joining + the site setting's days unless staff change it).
// Recorded from the pipeline board when a candidate moves to Placed; a requirement whose headcount is placed becomes
// "filled" (features/clients/placements.ts). Staff only.
import type { CollectionConfig } from 'payload'

import { placementEndpoints } from '@/features/clients/endpoints'
import { FEE_KINDS, INVOICE_STATUSES } from '@/features/clients/options'
import { SALARY_UNITS } from '@/features/openings/options'

import { staffCollectionAccess } from '../../access/staffOnly'
import { fillRequirementWhenPlaced, preparePlacement } from '../../hooks/placements'
import { serverTimestamps } from '../../hooks/serverTimestamps'

import { candidateAndApplication } from './fields'

const dayOnly = { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } } as const

export const Placements: CollectionConfig = {
  slug: 'placements',
  labels: { singular: 'Placement', plural: 'Placements' },
  admin: {
    group: 'Clients',
    useAsTitle: 'title',
    defaultColumns: ['title', 'requirement', 'joiningDate', 'invoiceStatus', 'guaranteeEnds'],
    description: 'Candidates placed with a client: joining date, salary, our fee, its invoice and the replacement guarantee.',
  },
  defaultSort: '-joiningDate',
  access: staffCollectionAccess,
  hooks: { beforeChange: [preparePlacement, serverTimestamps], afterChange: [fillRequirementWhenPlaced] },
  // POST /cms-api/placements/record: the board's "Placed" move with its placement (features/clients/placeCandidate.ts).
  endpoints: placementEndpoints,
  fields: [
    { name: 'title', label: 'Placement', type: 'text', maxLength: 400, admin: { hidden: true } },
    candidateAndApplication,
    {
      type: 'row',
      fields: [
        { name: 'client', label: 'Client', type: 'relationship', relationTo: 'client-companies', required: true, index: true },
        { name: 'requirement', label: 'Requirement', type: 'relationship', relationTo: 'requirements', index: true },
      ],
    },
    { name: 'recruiter', label: 'Recruiter', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        { name: 'joiningDate', label: 'Joining date', type: 'date', required: true, index: true, admin: dayOnly },
        {
          name: 'guaranteeEnds',
          label: 'Replacement guarantee ends',
          type: 'date',
          index: true,
          admin: { ...dayOnly, description: 'Empty: the joining date plus the guarantee days of the site settings.' },
        },
      ],
    },
    {
      name: 'salary',
      label: 'Salary (INR)',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'amount', label: 'Amount (₹)', type: 'number', min: 0 },
            { name: 'unit', label: 'Per', type: 'select', defaultValue: 'year', options: [...SALARY_UNITS] },
          ],
        },
      ],
    },
    {
      name: 'fee',
      label: 'Our fee',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'kind', label: 'Fee', type: 'select', defaultValue: 'percent', options: [...FEE_KINDS] },
            {
              name: 'percent',
              label: 'Percentage (%)',
              type: 'number',
              min: 0,
              max: 100,
              admin: { condition: (_data, sibling) => sibling?.kind !== 'fixed' },
            },
            {
              name: 'amount',
              label: 'Amount (₹)',
              type: 'number',
              min: 0,
              admin: { description: 'For a percentage, worked out from the salary when left empty.' },
            },
          ],
        },
      ],
    },
    {
      name: 'invoiceStatus',
      label: 'Invoice',
      type: 'select',
      required: true,
      defaultValue: 'to-invoice',
      index: true,
      options: [...INVOICE_STATUSES],
      admin: { position: 'sidebar' },
    },
    { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 5000 },
  ],
}

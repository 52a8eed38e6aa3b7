import type { CollectionConfig } from 'payload'

import { staffCollectionAccess } from '../../access/staffOnly'

const never = () => false

/**
 * The share log (docs/decisions/clients.md, "Share log"): one entry per candidate each time a shortlist goes to a
 * client, written by the server only: who, to which client, what was shown, by whom, when.
 */
export const CandidateShares: CollectionConfig = {
  slug: 'candidate-shares',
  labels: { singular: 'Profile shared', plural: 'Profiles shared' },
  admin: {
    group: 'Clients',
    useAsTitle: 'summary',
    defaultColumns: ['candidate', 'client', 'fields', 'sharedBy', 'at'],
    description: 'Every time a candidate profile was sent to a client. Written when a shortlist is sent; it cannot be changed.',
  },
  access: { ...staffCollectionAccess, create: never, update: never, delete: never },
  defaultSort: '-at',
  fields: [
    { name: 'candidate', label: 'Candidate', type: 'relationship', relationTo: 'candidates', required: true, index: true },
    { name: 'client', label: 'Client', type: 'relationship', relationTo: 'client-companies', required: true, index: true },
    { name: 'shortlist', label: 'Shortlist', type: 'relationship', relationTo: 'shortlists', index: true },
    { name: 'summary', label: 'Shared', type: 'text', admin: { readOnly: true } },
    { name: 'fields', label: 'What the client sees', type: 'text', hasMany: true },
    { name: 'sharedBy', label: 'Sent by', type: 'relationship', relationTo: 'users' },
    { name: 'at', label: 'When', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

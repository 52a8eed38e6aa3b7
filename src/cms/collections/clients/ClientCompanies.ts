// The businesses the agency recruits for (docs/decisions/clients.md), with the people there staff deal
// with. Staff only; a client is never shown publicly (the home page's logos are the separate `clients` collection).
// A team-up request becomes a client company with its contact in one action (features/clients/convert.ts).
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { CLIENT_STATUSES, GSTIN_PATTERN } from '@/features/clients/options'

import { staffCollectionAccess } from '../../access/staffOnly'
import { serverTimestamps } from '../../hooks/serverTimestamps'

type CompanyData = { gstin?: unknown; contacts?: unknown }

/** Contacts' e-mails in lower case (the client area finds a contact by e-mail); a GSTIN in capitals, without spaces. */
const normaliseCompany: CollectionBeforeChangeHook = ({ data }) => {
  const next = { ...(data as CompanyData) } as Record<string, unknown>
  if (typeof next.gstin === 'string') next.gstin = next.gstin.replace(/\s+/g, '').toUpperCase() || null
  if (Array.isArray(next.contacts)) {
    next.contacts = next.contacts.map((contact: Record<string, unknown>) =>
      typeof contact?.email === 'string' ? { ...contact, email: contact.email.trim().toLowerCase() } : contact,
    )
  }
  return next
}

const validGstin = (value: unknown) => {
  if (typeof value !== 'string' || !value.trim()) return true
  return GSTIN_PATTERN.test(value.replace(/\s+/g, '').toUpperCase()) || 'A GSTIN has 15 characters, like 27AAPFU0939F1ZV.'
}

export const ClientCompanies: CollectionConfig = {
  slug: 'client-companies',
  labels: { singular: 'Client company', plural: 'Client companies' },
  admin: {
    group: 'Clients',
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'industry', 'status', 'owner', 'updatedAt'],
    listSearchableFields: ['name', 'city', 'industry'],
    description: 'Businesses we recruit for, and the people there we deal with. Never shown on the site.',
  },
  defaultSort: 'name',
  access: staffCollectionAccess,
  hooks: { beforeChange: [normaliseCompany, serverTimestamps] },
  fields: [
    { name: 'name', label: 'Company name', type: 'text', required: true, maxLength: 200, index: true },
    {
      type: 'row',
      fields: [
        { name: 'industry', label: 'Industry', type: 'text', maxLength: 120 },
        { name: 'city', label: 'City', type: 'text', maxLength: 120 },
        {
          name: 'gstin',
          label: 'GSTIN',
          type: 'text',
          maxLength: 20,
          validate: validGstin,
          admin: { description: 'Optional. 15 characters, like 27AAPFU0939F1ZV.' },
        },
      ],
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'prospect',
      index: true,
      options: [...CLIENT_STATUSES],
      admin: { position: 'sidebar' },
    },
    {
      name: 'owner',
      label: 'Account owner',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar', description: 'The staff member who looks after this client.' },
    },
    {
      name: 'convertedFrom',
      label: 'Converted from request',
      type: 'relationship',
      relationTo: 'team-up-requests',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'The team-up request this client came from.' },
    },
    {
      name: 'contacts',
      label: 'Contacts',
      type: 'array',
      labels: { singular: 'Contact', plural: 'Contacts' },
      admin: { description: 'The people at the company we deal with. Contacts named on a requirement review its shortlists.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 200 },
            { name: 'role', label: 'Job title', type: 'text', maxLength: 200 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'email', label: 'E-mail', type: 'email', required: true },
            { name: 'phone', label: 'Phone', type: 'text', maxLength: 30 },
          ],
        },
      ],
    },
    { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 5000 },
  ],
}

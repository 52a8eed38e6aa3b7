// Saved searches of the talent pool (docs/decisions/talent-pool.md, "Search"): a staff member names the search they
// are looking at ("Save this search" in the admin's candidate search) and finds it again in their list there. Each
// belongs to the staff member who saved it, and only they read, rename or remove it. The search is kept as the
// search view's query string (features/candidates/search.ts reads it back), checked and tidied when saved.
import type { Access, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'
import { candidateSearchQuery, parseCandidateSearch } from '@/features/candidates/search'

import { BadRequest } from '../../badRequest'
import { serverTimestamps } from '../../hooks/serverTimestamps'

/** Staff, and only their own searches. */
const ownSearches: Access = ({ req }) => (isStaff(req) && req.user ? { owner: { equals: req.user.id } } : false)

const neverByHand = { create: () => false, update: () => false }

/** The owner is whoever saves it; the search must be one the view can run. */
const ownerAndSearch: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  const next = { ...data }
  if (operation === 'create') next.owner = req.user?.id
  if (operation === 'create' || typeof data.query === 'string') {
    const raw = typeof data.query === 'string' ? data.query.replace(/^\?/, '') : ''
    const parsed = parseCandidateSearch(new URLSearchParams(raw))
    if (!parsed.ok) throw new BadRequest(parsed.message)
    next.query = candidateSearchQuery(parsed.search)
  }
  if (typeof next.name === 'string') next.name = next.name.trim()
  if (!next.name && operation === 'create') throw new BadRequest('Give the search a name.')
  return next
}

export const CandidateSearches: CollectionConfig = {
  slug: 'candidate-searches',
  labels: { singular: 'Saved candidate search', plural: 'Saved candidate searches' },
  // Listed, run and removed on the candidate search screen (cms/components/candidates/CandidateSearchView).
  admin: { hidden: true, useAsTitle: 'name', group: 'Leads' },
  defaultSort: 'name',
  access: {
    read: ownSearches,
    create: ({ req }) => isStaff(req),
    update: ownSearches,
    delete: ownSearches,
  },
  hooks: { beforeChange: [ownerAndSearch, serverTimestamps] },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 100 },
    { name: 'owner', label: 'Saved by', type: 'relationship', relationTo: 'users', index: true, access: neverByHand },
    {
      name: 'query',
      label: 'Search',
      type: 'text',
      maxLength: 2000,
      admin: { description: 'The search as the address of the candidate search screen has it, e.g. q=react&minYears=3.' },
    },
  ],
}

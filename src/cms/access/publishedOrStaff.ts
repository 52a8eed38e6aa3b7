import type { Access } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'

/** Drafts are visible to staff only; everyone else sees published documents. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaff(req)) return true
  return { _status: { equals: 'published' } }
}

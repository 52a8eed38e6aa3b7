import type { Access } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'

/** Openings: staff see drafts too; everyone else sees open and closed roles (a closed role's page stays: docs/decisions/openings.md). */
export const listedOrStaff: Access = ({ req }) => {
  if (isStaff(req)) return true
  return { status: { in: ['open', 'closed'] } }
}

import type { Access } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'

/** Testimonials waiting for approval are visible to staff only; everyone else sees approved ones. */
export const approvedOrStaff: Access = ({ req }) => {
  if (isStaff(req)) return true
  return { approved: { equals: true } }
}

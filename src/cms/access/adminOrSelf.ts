import type { Access } from 'payload'

import { isStaff } from './isStaff'

/** Admins manage every staff account; an editor may read and update only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (!isStaff(req) || !req.user) return false
  if ((req.user as { role?: string }).role === 'admin') return true
  return { id: { equals: req.user.id } }
}

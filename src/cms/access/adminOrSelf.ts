import type { Access } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'

/** Admins manage every staff account; an editor may update only their own (every staff member reads them all). */
export const adminOrSelf: Access = ({ req }) => {
  if (!isStaff(req) || !req.user) return false
  if ((req.user as { role?: string }).role === 'admin') return true
  return { id: { equals: req.user.id } }
}

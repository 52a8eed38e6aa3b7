import type { Access } from 'payload'

import { isStaff } from './isStaff'

export const adminOnly: Access = ({ req }) => isStaff(req) && (req.user as { role?: string } | null)?.role === 'admin'

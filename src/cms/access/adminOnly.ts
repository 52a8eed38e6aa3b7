import type { Access } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'

export const adminOnly: Access = ({ req }) => isStaff(req) && (req.user as { role?: string } | null)?.role === 'admin'

import type { Access } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'

export const staffOnly: Access = ({ req }) => isStaff(req)

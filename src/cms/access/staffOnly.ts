import type { Access } from 'payload'

import { isStaff } from './isStaff'

export const staffOnly: Access = ({ req }) => isStaff(req)

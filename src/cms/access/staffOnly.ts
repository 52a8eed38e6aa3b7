import type { Access } from 'payload'

import { isStaff } from '@/features/accounts/isStaff'

export const staffOnly: Access = ({ req }) => isStaff(req)

/** A collection only staff see and change, in the admin and through the API (the talent pool's). */
export const staffCollectionAccess = {
  admin: ({ req }: { req: Parameters<Access>[0]['req'] }) => isStaff(req),
  read: staffOnly,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
} as const

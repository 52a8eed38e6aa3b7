import type { PayloadRequest } from 'payload'

/** Staff are documents of the `users` auth collection; visitors' accounts live elsewhere. */
export const isStaff = (req: PayloadRequest): boolean => req.user?.collection === 'users'

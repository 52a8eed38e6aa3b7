import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { adminOnly } from '../access/adminOnly'
import { adminOrSelf } from '../access/adminOrSelf'
import { isStaff } from '../access/isStaff'
import { PAYLOAD_LOCK_AFTER_FAILURES, PAYLOAD_LOCK_MS } from '../../lib/constants'
import { limitStaffPasswordReset } from '../../features/accounts/staffPasswordReset'
import { answerStaffLoginFailure, forgetStaffFailures, liftStaffDelay, limitStaffLogin } from '../../features/accounts/staffLogin'

/** The very first account (create-first-user screen or ADMIN_EMAIL) becomes an admin. */
const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  if (totalDocs === 0) data.role = 'admin'
  return data
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  admin: { group: 'Settings', useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'] },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // A backstop behind the growing per-address delay of features/accounts/staffLogin.ts, which answers first.
    maxLoginAttempts: PAYLOAD_LOCK_AFTER_FAILURES,
    lockTime: PAYLOAD_LOCK_MS,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && !process.env.SITE_URL?.startsWith('http://') },
  },
  access: {
    admin: ({ req }) => isStaff(req),
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    // Only admins lift a staff lock (Payload's default lets any staff user, so an editor could unlock an admin).
    unlock: adminOnly,
  },
  hooks: {
    beforeChange: [firstUserIsAdmin],
    beforeOperation: [limitStaffLogin, limitStaffPasswordReset],
    afterError: [answerStaffLoginFailure],
    afterLogin: [forgetStaffFailures],
    afterOperation: [liftStaffDelay],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Admin (content, leads and staff accounts)', value: 'admin' },
        { label: 'Editor (content and leads)', value: 'editor' },
      ],
      access: { update: ({ req }) => (req.user as { role?: string } | null)?.role === 'admin' },
      saveToJWT: true,
    },
  ],
}

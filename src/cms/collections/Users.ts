import type { CollectionBeforeChangeHook, CollectionConfig, TextFieldSingleValidation } from 'payload'

import { adminOnly } from '../access/adminOnly'
import { adminOrSelf } from '../access/adminOrSelf'
import { isStaff } from '../access/isStaff'
import { staffOnly } from '../access/staffOnly'
import { PAYLOAD_LOCK_AFTER_FAILURES, PAYLOAD_LOCK_MS } from '../../lib/constants'
import { answerStaffLoginFailure, forgetStaffFailures, liftStaffDelay, limitStaffLogin } from '../../features/accounts/staffLogin'

/** The very first account (create-first-user screen or ADMIN_EMAIL) becomes an admin. */
const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  if (totalDocs === 0) data.role = 'admin'
  return data
}

/** A name as people read it: case, accents, spacing and punctuation aside ("Admin-istrator " reads "administrator"). */
export const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')

/**
 * No two staff accounts go by the same name (issue 28, item 8): an editor renamed "Administrator" could otherwise pass
 * their notes and replies off as the admin's. The timeline also shows each author's e-mail and role.
 */
const uniqueStaffName: TextFieldSingleValidation = async (value, { id, req }) => {
  if (typeof value !== 'string' || !value.trim()) return 'Give the name colleagues know you by.'
  const key = nameKey(value)
  if (!key) return 'A name needs at least one letter or digit.'
  const { docs } = await req.payload.find({
    collection: 'users',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  const taken = docs.some((user) => String(user.id) !== String(id) && typeof user.name === 'string' && nameKey(user.name) === key)
  return taken ? 'Another staff member already uses this name. Choose one colleagues can tell apart (for example with your surname).' : true
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
    // Every staff member sees every staff account's name, e-mail and role: editors assign leads to colleagues
    // (issue 28, item 10) and the assignee picker lists whom they can read. Changing accounts stays admin-or-self.
    read: staffOnly,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    // Only admins lift a staff lock (Payload's default lets any staff user, so an editor could unlock an admin).
    unlock: adminOnly,
  },
  hooks: {
    beforeChange: [firstUserIsAdmin],
    beforeOperation: [limitStaffLogin],
    afterError: [answerStaffLoginFailure],
    afterLogin: [forgetStaffFailures],
    afterOperation: [liftStaffDelay],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100, validate: uniqueStaffName },
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

import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest, TextFieldSingleValidation } from 'payload'

import { BadRequest } from '../badRequest'
import { adminOnly } from '../access/adminOnly'
import { adminOrSelf } from '../access/adminOrSelf'
import { isStaff } from '@/features/accounts/isStaff'
import { staffOnly } from '../access/staffOnly'
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

/** A name as people read it: case, accents, spacing and punctuation aside ("Admin-istrator " reads "administrator"). */
const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')

const NAME_TAKEN = 'Another staff member already uses this name. Choose one colleagues can tell apart (for example with your surname).'

/** Whether another staff account (not `id`) goes by `name`, case, accents, spacing and punctuation aside. */
async function nameTaken(req: PayloadRequest, name: string, id: unknown): Promise<boolean> {
  const key = nameKey(name)
  const { docs } = await req.payload.find({
    collection: 'users',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  return docs.some((user) => String(user.id) !== String(id) && typeof user.name === 'string' && nameKey(user.name) === key)
}

/**
 * No two staff accounts go by the same name (docs/security.md, "Staff names and authors"): an editor renamed "Administrator" could otherwise pass
 * their notes and replies off as the admin's. The timeline also shows each author's e-mail and role. The field's
 * check shows the reason under the field in the admin; the hook answers it to an API call (Payload's REST answer
 * to a field error names only the field).
 */
const uniqueStaffName: TextFieldSingleValidation = async (value, { id, req }) => {
  if (typeof value !== 'string' || !value.trim()) return 'Give the name colleagues know you by.'
  if (!nameKey(value)) return 'A name needs at least one letter or digit.'
  return (await nameTaken(req, value, id)) ? NAME_TAKEN : true
}

const refuseTakenName: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const name = (data as { name?: unknown }).name
  if (typeof name !== 'string' || !nameKey(name) || name === (originalDoc as { name?: string } | undefined)?.name) return data
  if (await nameTaken(req, name, (originalDoc as { id?: unknown } | undefined)?.id)) throw new BadRequest(NAME_TAKEN)
  return data
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  // Pickers (Assigned to, Staff account) and the account menu show the name colleagues know each other by; names are unique.
  admin: { group: 'Settings', useAsTitle: 'name', defaultColumns: ['name', 'email', 'role'] },
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
    // (docs/security.md, "Assigning leads") and the assignee picker lists whom they can read. Changing accounts stays admin-or-self.
    read: staffOnly,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    // Only admins lift a staff lock (Payload's default lets any staff user, so an editor could unlock an admin).
    unlock: adminOnly,
  },
  hooks: {
    beforeChange: [firstUserIsAdmin, refuseTakenName],
    beforeOperation: [limitStaffLogin, limitStaffPasswordReset],
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

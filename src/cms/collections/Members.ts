import type {
  Access,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'
import { Forbidden } from 'payload'

import { logAccess } from '@/features/accessLog/record'
import { isStaff } from '@/features/accounts/isStaff'
import { MEMBER_API_CONTEXT, MEMBER_SESSION_SECONDS, PAYLOAD_LOCK_AFTER_FAILURES, PAYLOAD_LOCK_MS } from '../../lib/constants'
import { eraseApplications, eraseRowsByEmail } from '../../features/accounts/erasure'
import { removeMemberExports } from '../../features/privacy/exportStore'
import { memberLoginDelay } from '../../features/accounts/loginDelay'
import { cancelOtps } from '../../features/accounts/otpStore'
import { consentHistoryField } from './privacy/consentHistoryField'

/** A member acting on their own document. */
const self: Access = ({ req }) => (req.user?.collection === 'members' ? { id: { equals: req.user.id } } : false)
const staffOrSelf: Access = (args) => (isStaff(args.req) ? true : self(args))

/**
 * A member changes their account only through the site's /api/users/* handlers, which set this request flag after
 * their own checks (current password, policy, mails, sessions). Payload's REST API cannot set it, so
 * PATCH/DELETE /cms-api/members/... are refused even with the member's own token.
 */
const throughMemberApi = (req: PayloadRequest) => Boolean(req.context?.[MEMBER_API_CONTEXT])
const selfThroughMemberApi: Access = (args) => (throughMemberApi(args.req) ? self(args) : false)
const staffOrSelfThroughMemberApi: Access = (args) => (isStaff(args.req) ? true : selfThroughMemberApi(args))

/**
 * Members log in, reset passwords and so on only through the site's own /api/users/* handlers (which add the
 * code checks, rate limits and the member cookie); Payload's generic /cms-api/members/login etc. are refused.
 */
const onlyThroughMemberApi: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (['login', 'forgotPassword', 'resetPassword', 'refresh', 'unlock'].includes(operation) && !throughMemberApi(req)) {
    throw new Forbidden(req.t)
  }
}

/** A new password (reset or change) cancels every open code of the address and lifts the login delay. */
const onPasswordChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const email = (originalDoc as { email?: unknown } | undefined)?.email
  if (operation === 'update' && typeof data?.password === 'string' && typeof email === 'string') {
    await cancelOtps(req.payload, email, req)
    await memberLoginDelay.forget(email)
  }
  return data
}

/** Right to erasure, part 1: talent applications and their resumes, while they still point at the member. */
const eraseMemberApplications: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const member = await req.payload.db.findOne<{ id: string | number; email?: unknown }>({
    collection: 'members',
    where: { id: { equals: id } },
    req,
  })
  await eraseApplications(req, member ?? { id })
}

/** Right to erasure, part 2: whoever deletes a member (the member or staff), every row under their address goes. */
const erasePersonalData: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
  const email = (doc as { email?: unknown } | undefined)?.email
  if (typeof email === 'string') {
    await eraseRowsByEmail(req, email)
    await memberLoginDelay.forget(email)
  }
  // Their data exports waiting to be downloaded: the e-mailed link already answers 410; the ZIP goes now too.
  await removeMemberExports(Number(id)).catch((error: Error) => req.payload.logger.warn(`data exports not removed: ${error.message}`))
  // What proving the erasure needs: which account, when and by whom; not whose address it was.
  await logAccess(req.payload, { user: req.user, action: 'erasure', subject: `Website member #${id} and their data` }, req)
}

export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: 'Website member', plural: 'Website members' },
  admin: {
    group: 'Settings',
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'age', 'createdAt'],
    description: 'Website visitors who signed up. Staff can look them up and delete them; members never use the admin.',
  },
  auth: {
    tokenExpiration: MEMBER_SESSION_SECONDS,
    // A backstop behind the growing login delay (features/accounts/loginDelay.ts), which answers first.
    maxLoginAttempts: PAYLOAD_LOCK_AFTER_FAILURES,
    lockTime: PAYLOAD_LOCK_MS,
    useSessions: true,
  },
  access: {
    // Members can never open /admin.
    admin: () => false,
    read: staffOrSelf,
    create: () => false,
    update: selfThroughMemberApi,
    delete: staffOrSelfThroughMemberApi,
    // Nobody lifts a member's lock through /cms-api: a password reset (an e-mailed code) does.
    unlock: () => false,
  },
  hooks: {
    beforeOperation: [onlyThroughMemberApi],
    beforeChange: [onPasswordChange],
    beforeDelete: [eraseMemberApplications],
    afterDelete: [erasePersonalData],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'age', type: 'number', required: true, min: 18, max: 150, admin: { step: 1 } },
    consentHistoryField,
    {
      // The language of the page the member signed up on: the site's e-mails to them are in it (docs/decisions/languages.md).
      name: 'language',
      label: 'Language of e-mails',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: [
        { label: 'English', value: 'en' },
        { label: 'Marathi (मराठी)', value: 'mr' },
        { label: 'Hindi (हिंदी)', value: 'hi' },
      ],
      admin: { description: 'The language the member signed up in. The codes, application and status e-mails we send them use it.' },
    },
  ],
}

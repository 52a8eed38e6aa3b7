import type { Access, CollectionAfterDeleteHook, CollectionBeforeDeleteHook, CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { Forbidden } from 'payload'

import { isStaff } from '../access/isStaff'
import { MEMBER_API_CONTEXT, MEMBER_SESSION_SECONDS } from '../../features/accounts/constants'
import { deleteOtps } from '../../features/accounts/otpStore'

/** A member acting on their own document. */
const self: Access = ({ req }) => (req.user?.collection === 'members' ? { id: { equals: req.user.id } } : false)
const staffOrSelf: Access = (args) => (isStaff(args.req) ? true : self(args))

/**
 * Members log in, reset passwords and so on only through the site's own /api/users/* handlers (which add the
 * code checks, rate limits and the member cookie); Payload's generic /cms-api/members/login etc. are refused.
 */
const onlyThroughMemberApi: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (['login', 'forgotPassword', 'resetPassword', 'refresh'].includes(operation) && !req.context?.[MEMBER_API_CONTEXT]) {
    throw new Forbidden(req.t)
  }
}

/**
 * Right to erasure, part 1: the member's talent applications (and, through that collection's own hook, their resume
 * files) go before the member, while the applications still point at them (the database clears the link on delete).
 */
const eraseApplications: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'talent-applications', where: { member: { equals: id } }, overrideAccess: true, req })
}

/** Right to erasure, part 2: whoever deletes a member (the member or staff), their codes and send history go too. */
const erasePersonalData: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (typeof doc?.email === 'string') await deleteOtps(req.payload, doc.email, req)
}

export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: 'Member', plural: 'Members' },
  admin: {
    group: 'Accounts',
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'age', 'createdAt'],
    description: 'Website visitors who signed up. Staff can look them up and delete them; members never use the admin.',
  },
  auth: {
    tokenExpiration: MEMBER_SESSION_SECONDS,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    useSessions: true,
  },
  access: {
    // Members can never open /admin.
    admin: () => false,
    read: staffOrSelf,
    create: () => false,
    update: self,
    delete: staffOrSelf,
  },
  hooks: { beforeOperation: [onlyThroughMemberApi], beforeDelete: [eraseApplications], afterDelete: [erasePersonalData] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'age', type: 'number', required: true, min: 18, max: 150, admin: { step: 1 } },
  ],
}

// What a logged-in member does with their own account: change the password, log out, delete the account.
import type { Locale } from '@/i18n/locales'
import { memberLocale } from '@/i18n/mailText'
import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { refuse, succeed, type Result } from '@/lib/result'

import { loginWait, passwordCheckFailed } from './login'
import { memberLoginDelay } from './loginDelay'
import { sendPasswordChangedMail } from './mailer'
import { logMailFailure, memberContext } from './members'
import { verifyPassword } from './passwordHash'
import { endMemberSession, type MemberUser } from './session'

/** Keeps this session, ends the others. Guesses of the current password count toward the login delay. */
export async function changePassword(
  member: MemberUser,
  { currentPassword, password }: { currentPassword: string; password: string },
): Promise<Result> {
  const turn = await memberLoginDelay.begin(member.email)
  if (!turn.ok) return refuse(loginWait(turn.retryAfterSeconds))
  const payload = await getPayloadClient()
  const stored = await payload.db.findOne<{ id: string | number; hash?: unknown; salt?: unknown }>({
    collection: 'members',
    where: { id: { equals: member.id } },
  })
  if (!stored || !(await verifyPassword(currentPassword, stored))) {
    const wrong = messages.currentPasswordWrong
    return refuse(
      await passwordCheckFailed(member.email, turn.failureNumber, {
        status: 400,
        error: 'validation_error',
        msg: wrong,
        fields: { currentPassword: wrong },
      }),
    )
  }
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { password },
    user: member,
    overrideAccess: false,
    context: memberContext,
  })
  await sendPasswordChangedMail(member.email, memberLocale(member.language)).catch(logMailFailure('password-changed'))
  return succeed(undefined)
}

/** Ends this session on the server: the token stops working at once. */
export async function logOut(member: MemberUser | null) {
  if (member) await endMemberSession(member)
}

/** Removes the member and their personal data (right to erasure); the collection's afterDelete hook does the rest. */
export async function deleteAccount(member: MemberUser) {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'members', id: member.id, user: member, overrideAccess: false, context: memberContext })
}

/** My account's "Language of our e-mails": the member's `language`, which every mail to them is written in. */
export async function setMemberLanguage(member: { id: string | number }, language: Locale): Promise<void> {
  const payload = await getPayloadClient()
  await payload.update({ collection: 'members', id: member.id, data: { language }, overrideAccess: true, depth: 0 })
}

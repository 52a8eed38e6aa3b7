// Forgotten password (spec section 2): a code by e-mail, then a new password that ends every session.
import { after } from 'next/server'

import { memberLocale } from '@/i18n/mailText'
import { trackBackgroundWork } from '@/lib/backgroundWork'
import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { refuse, succeed, tooManyRefusal, type Result } from '@/lib/result'

import { sendCodeMail, sendPasswordChangedMail } from './mailer'
import { findMember, logMailFailure, memberContext } from './members'
import { consumeOtp, issueOtp } from './otpStore'

const invalidOtp = (msg: string) => refuse({ status: 401, error: 'invalid_otp', msg })

/** Mails a code only to a member (in the member's language), after the answer: the answer and its time are the same either way. */
export async function requestResetCode(email: string): Promise<Result> {
  const payload = await getPayloadClient()
  const member = await findMember(payload, email)
  const issued = await issueOtp(payload, email, 'reset')
  if (!issued.ok) return refuse(tooManyRefusal(issued.retryAfterSeconds, issued.message))
  if (member)
    after(() =>
      trackBackgroundWork(() => sendCodeMail(email, 'reset', issued.code, memberLocale(member.language)).catch(logMailFailure('reset'))),
    )
  return succeed(undefined)
}

/** Sets the new password, ends every session, lifts locks and mails a notice. Does not log in. */
export async function resetPassword({ email, otp, password }: { email: string; otp: string; password: string }): Promise<Result> {
  const payload = await getPayloadClient()
  const check = await consumeOtp(payload, email, 'reset', otp)
  if (!check.ok) return invalidOtp(check.message)
  const member = await findMember(payload, email)
  if (!member) return invalidOtp(messages.otpInvalid)
  // Without a logged-in user on the request Payload drops all of the member's sessions with the new password.
  // It also lifts Payload's lock; the collection's hook lifts the login delay and cancels other open codes.
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { password, loginAttempts: 0, lockUntil: null },
    overrideAccess: true,
    context: memberContext,
  })
  await sendPasswordChangedMail(email, memberLocale(member.language)).catch(logMailFailure('password-changed'))
  return succeed(undefined)
}

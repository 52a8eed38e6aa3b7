// Sign-up with a one-time code (spec section 2): the account exists only once the code is checked.
import type { Locale } from '@/i18n/locales'
import { memberLocale } from '@/i18n/mailText'
import { getPayloadClient } from '@/lib/payload'
import { messages } from '@/lib/messages'
import { refuse, succeed, tooManyRefusal, type Result } from '@/lib/result'

import { sendAccountExistsMail, sendCodeMail } from './mailer'
import { errorStatus, findMember, memberContext, startSession, type MemberSession } from './members'
import { consumeOtp, issueOtp, undoSend } from './otpStore'
import type { SignupVerifyInput } from './schemas'

const accountExists = () => refuse({ status: 409, error: 'account_exists', msg: messages.accountExists })

/**
 * Mails a code (in `locale`, the sign-up page's language), or to an existing member a note that they have an account:
 * the same answer either way.
 */
export async function requestSignupCode(email: string, locale: Locale = 'en'): Promise<Result> {
  const payload = await getPayloadClient()
  const existing = await findMember(payload, email)
  // A code row is kept either way, so the resend limits (and the timing) are the same for both.
  const issued = await issueOtp(payload, email, 'signup')
  if (!issued.ok) return refuse(tooManyRefusal(issued.retryAfterSeconds, issued.message))
  try {
    if (existing) await sendAccountExistsMail(email, memberLocale(existing.language))
    else await sendCodeMail(email, 'signup', issued.code, locale)
  } catch (error) {
    console.error('[accounts] signup mail failed', error instanceof Error ? error.message : error)
    await undoSend(payload, email, 'signup')
    return refuse({ status: 502, error: 'mail_failed', msg: messages.mailFailed })
  }
  return succeed(undefined)
}

/** Checks the code, creates the account (with the language of the page it signed up on) and starts its session. */
export async function completeSignup(
  { email, name, age, password, otp }: SignupVerifyInput,
  language: Locale = 'en',
): Promise<Result<MemberSession>> {
  const payload = await getPayloadClient()
  const check = await consumeOtp(payload, email, 'signup', otp)
  if (!check.ok) return refuse({ status: 401, error: 'invalid_otp', msg: check.message })
  if (await findMember(payload, email)) return accountExists()
  try {
    await payload.create({
      collection: 'members',
      data: { email, name, age, password, language },
      overrideAccess: true,
      context: memberContext,
    })
  } catch (error) {
    // A parallel signup for the same address won the unique e-mail index.
    if (errorStatus(error) === 400 && (await findMember(payload, email))) return accountExists()
    throw error
  }
  return succeed(await startSession(payload, email, password))
}

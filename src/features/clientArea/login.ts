// The client contacts' login (docs/decisions/clients.md, "Client login"): the members' one-time code flow
// (features/accounts/otpStore) under a purpose of its own. Every address gets the same answer; a code is only
// stored and mailed for an address that is a contact of a client company.
import { sendCodeMail } from '@/features/accounts/mailer'
import { consumeOtp, issueOtp, undoSend } from '@/features/accounts/otpStore'
import { getPayloadClient } from '@/lib/payload'
import { messages } from '@/lib/messages'
import { requestGuard } from '@/lib/requestGuard'
import { refuse, succeed, tooManyRefusal, type Result } from '@/lib/result'

import { clientSessionToken, findContact, type ClientContact } from './session'

export const clientLoginGuards = {
  /** Code requests per client address (the members' allowance): stops mail bombing. */
  codeRequest: requestGuard({ keyPrefix: 'client-otp-ip', points: 30, duration: 60 * 60, msg: messages.tooManyRequests }),
  /** Code checks per client address, on top of the five tries each code allows. */
  codeCheck: requestGuard({ keyPrefix: 'client-verify-ip', points: 30, duration: 15 * 60, msg: messages.tooManyRequests }),
}

/** Mails a code to a client contact; any other address gets the same answer and no mail. */
export async function requestClientCode(email: string): Promise<Result> {
  const payload = await getPayloadClient()
  const contact = await findContact(payload, email)
  if (!contact) return succeed(undefined)
  const issued = await issueOtp(payload, contact.email, 'client-login')
  if (!issued.ok) return refuse(tooManyRefusal(issued.retryAfterSeconds, issued.message))
  try {
    await sendCodeMail(contact.email, 'client-login', issued.code)
  } catch (error) {
    console.error('[client area] login code mail failed', error instanceof Error ? error.message : error)
    await undoSend(payload, contact.email, 'client-login')
    return refuse({ status: 502, error: 'mail_failed', msg: messages.mailFailed })
  }
  return succeed(undefined)
}

/** Checks the code and answers the contact with their session's cookie value. */
export async function verifyClientCode(email: string, otp: string): Promise<Result<{ contact: ClientContact; token: string }>> {
  const payload = await getPayloadClient()
  const check = await consumeOtp(payload, email, 'client-login', otp)
  if (!check.ok) return refuse({ status: 401, error: 'invalid_otp', msg: check.message })
  const contact = await findContact(payload, email)
  if (!contact) return refuse({ status: 401, error: 'invalid_otp', msg: messages.otpInvalid })
  return succeed({ contact, token: clientSessionToken(contact) })
}

// Member login: the growing per-address delay comes before any lookup, so unknown addresses wait like members and
// the time of an answer tells nothing.
import type { Payload } from 'payload'

import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { refuse, succeed, tooManyRefusal, type Refusal, type Result } from '@/lib/result'

import { memberLoginDelay } from './loginDelay'
import { loginWaitMessage } from './loginWait'
import { errorStatus, startSession, type MemberSession } from './members'
import { burnPasswordWork } from './passwordHash'

/** 429 while the address waits after repeated failed password checks. */
export const loginWait = (seconds: number) => tooManyRefusal(seconds, loginWaitMessage(seconds))

/** A failed password check: `otherwise`, or 429 when this failure starts a wait (the same for every address). */
export async function passwordCheckFailed(email: string, failureNumber: number, otherwise: Refusal): Promise<Refusal> {
  const wait = await memberLoginDelay.failed(email, failureNumber)
  return wait ? loginWait(wait) : otherwise
}

const invalidCredentials: Refusal = { status: 401, error: 'invalid_credentials', msg: messages.loginInvalid }

/** Whether the address has an account that Payload's backstop lock does not hold (lockUntil is a hidden field). */
async function canCheckPassword(payload: Payload, email: string) {
  const member = await payload.db.findOne<{ id: string | number; lockUntil?: string | null }>({
    collection: 'members',
    where: { email: { equals: email } },
  })
  return Boolean(member) && !(member?.lockUntil && new Date(member.lockUntil).getTime() > Date.now())
}

export async function logIn({ email, password }: { email: string; password: string }): Promise<Result<MemberSession>> {
  const turn = await memberLoginDelay.begin(email)
  if (!turn.ok) return refuse(loginWait(turn.retryAfterSeconds))
  const payload = await getPayloadClient()
  if (!(await canCheckPassword(payload, email))) {
    // Same hashing work as a real check, so the time does not tell either case apart.
    await burnPasswordWork(password)
    return refuse(await passwordCheckFailed(email, turn.failureNumber, invalidCredentials))
  }
  try {
    const session = await startSession(payload, email, password)
    await memberLoginDelay.forget(email)
    return succeed(session)
  } catch (error) {
    // Payload answers 401 for a wrong password and for its own (backstop) lock alike.
    if (errorStatus(error) !== 401) throw error
    return refuse(await passwordCheckFailed(email, turn.failureNumber, invalidCredentials))
  }
}

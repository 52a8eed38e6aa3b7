// The /api/users/* endpoints (issue 4). Route files re-export these; each answers JSON `{ error, msg }` on failure.
import { after, type NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { trackBackgroundWork } from '@/lib/backgroundWork'
import { clientIp, json, jsonError, readValidJson, rejectForeignOrigin, tooManyRequests } from '@/lib/http'
import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { createLimiter } from '@/lib/rateLimit'

import { LOGIN_PER_IP_POINTS, LOGIN_PER_IP_WINDOW_SECONDS, MEMBER_API_CONTEXT } from './constants'
import { sendAccountExistsMail, sendCodeMail, sendPasswordChangedMail } from './mailer'
import { memberLoginDelay } from './loginDelay'
import { accountMessages, loginWaitMessage } from './messages'
import { consumeOtp, issueOtp, undoSend } from './otpStore'
import { burnPasswordWork, verifyPassword } from './passwordHash'
import { changePasswordSchema, emailSchema, loginSchema, resetSchema, signupVerifySchema } from './schemas'
import { clearedSessionCookie, currentMemberDocument, endMemberSession, sessionCookie } from './session'

const memberContext = { [MEMBER_API_CONTEXT]: true }

const loginLimiter = createLimiter({ keyPrefix: 'login-ip', points: LOGIN_PER_IP_POINTS, duration: LOGIN_PER_IP_WINDOW_SECONDS })
/** Code requests per client address (the per-address limits live with the codes). Stops mail bombing many addresses. */
const codeRequestLimiter = createLimiter({ keyPrefix: 'otp-ip', points: 30, duration: 60 * 60 })

async function findMember(payload: Payload, email: string) {
  const { docs } = await payload.find({ collection: 'members', where: { email: { equals: email } }, limit: 1, depth: 0, pagination: false })
  return docs[0] ?? null
}

const publicUser = (member: { id: string | number; email: string; name: string }) => ({
  id: String(member.id),
  email: member.email,
  name: member.name,
})

function withSession(response: NextResponse, token: string) {
  response.headers.append('Set-Cookie', sessionCookie(token))
  return response
}

/** Payload's API errors carry an HTTP status. (Checked structurally: the bundler may load the error classes twice.) */
const errorStatus = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : undefined

/** Whether the address has an account that Payload's backstop lock does not hold (lockUntil is a hidden field). */
async function canCheckPassword(payload: Payload, email: string) {
  const member = await payload.db.findOne<{ id: string | number; lockUntil?: string | null }>({
    collection: 'members',
    where: { email: { equals: email } },
  })
  return Boolean(member) && !(member?.lockUntil && new Date(member.lockUntil).getTime() > Date.now())
}

const invalidOtp = (message: string) => jsonError(401, 'invalid_otp', message)

/** What both code requests (signup and reset) check first: a same-site origin, the per-address limit, an e-mail. */
async function readCodeRequest(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return { ok: false as const, response: foreign }
  const ipLimit = await codeRequestLimiter.consume(clientIp(request))
  if (!ipLimit.ok) return { ok: false as const, response: tooManyRequests(ipLimit.retryAfterSeconds) }
  return readValidJson(request, emailSchema)
}

/** POST /api/users/signup/request-otp {email}: same answer whether or not the address has an account. */
export async function signupRequestOtp(request: Request) {
  const body = await readCodeRequest(request)
  if (!body.ok) return body.response
  const { email } = body.data
  const payload = await getPayloadClient()
  const existing = await findMember(payload, email)
  // A code row is kept either way, so the resend limits (and the timing) are the same for both.
  const issued = await issueOtp(payload, email, 'signup')
  if (!issued.ok) return tooManyRequests(issued.retryAfterSeconds, issued.message)
  try {
    if (existing) await sendAccountExistsMail(email)
    else await sendCodeMail(email, 'signup', issued.code)
  } catch (error) {
    console.error('[accounts] signup mail failed', error instanceof Error ? error.message : error)
    await undoSend(payload, email, 'signup')
    return jsonError(502, 'mail_failed', accountMessages.mailFailed)
  }
  return json({ msg: messages.otpSent })
}

/** POST /api/users/signup/verify-otp: creates the account only now, then starts its session. */
export async function signupVerifyOtp(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const body = await readValidJson(request, signupVerifySchema)
  if (!body.ok) return body.response
  const { email, name, age, password, otp } = body.data
  const payload = await getPayloadClient()
  const check = await consumeOtp(payload, email, 'signup', otp)
  if (!check.ok) return invalidOtp(check.message)
  if (await findMember(payload, email)) return jsonError(409, 'account_exists', accountMessages.accountExists)
  try {
    await payload.create({ collection: 'members', data: { email, name, age, password }, overrideAccess: true, context: memberContext })
  } catch (error) {
    // A parallel signup for the same address won the unique e-mail index.
    if (errorStatus(error) === 400 && (await findMember(payload, email)))
      return jsonError(409, 'account_exists', accountMessages.accountExists)
    throw error
  }
  const { token, user } = await payload.login({ collection: 'members', data: { email, password }, context: memberContext })
  if (!token || !user) throw new Error('member login returned no session')
  return withSession(json({ token, user: publicUser(user), msg: accountMessages.signupSuccess }, { status: 201 }), token)
}

/** 429 while the address waits after repeated failed password checks. */
const loginWait = (seconds: number) => tooManyRequests(seconds, loginWaitMessage(seconds))

/** A failed password check: 401, or 429 when this failure starts a wait (the same for every address). */
async function loginFailed(email: string, failureNumber: number) {
  const wait = await memberLoginDelay.failed(email, failureNumber)
  return wait ? loginWait(wait) : jsonError(401, 'invalid_credentials', accountMessages.loginInvalid)
}

/** POST /api/users/login {email, password}. */
export async function login(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const ipLimit = await loginLimiter.consume(clientIp(request))
  if (!ipLimit.ok) return tooManyRequests(ipLimit.retryAfterSeconds, accountMessages.loginRateLimited)
  const body = await readValidJson(request, loginSchema)
  if (!body.ok) return body.response
  const { email, password } = body.data
  // The delay is per address typed, before any lookup: unknown addresses wait exactly like members.
  const turn = await memberLoginDelay.begin(email)
  if (!turn.ok) return loginWait(turn.retryAfterSeconds)
  const payload = await getPayloadClient()
  if (!(await canCheckPassword(payload, email))) {
    // Same hashing work as a real check, so the time does not tell either case apart.
    await burnPasswordWork(password)
    return loginFailed(email, turn.failureNumber)
  }
  try {
    const { token, user } = await payload.login({ collection: 'members', data: { email, password }, context: memberContext })
    if (!token || !user) throw new Error('member login returned no session')
    await memberLoginDelay.forget(email)
    return withSession(json({ token, user: publicUser(user), msg: messages.loginSuccess }), token)
  } catch (error) {
    // Payload answers 401 for a wrong password and for its own (backstop) lock alike.
    if (errorStatus(error) !== 401) throw error
    return loginFailed(email, turn.failureNumber)
  }
}

/** POST /api/users/logout: ends this session on the server (the token stops working) and clears the cookie. */
export async function logout(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const member = await currentMemberDocument(request)
  if (member) await endMemberSession(member)
  const response = json({ msg: accountMessages.loggedOut })
  response.headers.append('Set-Cookie', clearedSessionCookie())
  return response
}

/** POST /api/users/password-reset/request {email}: same answer whether or not the account exists. */
export async function passwordResetRequest(request: Request) {
  const body = await readCodeRequest(request)
  if (!body.ok) return body.response
  const { email } = body.data
  const payload = await getPayloadClient()
  const member = await findMember(payload, email)
  const issued = await issueOtp(payload, email, 'reset')
  if (!issued.ok) return tooManyRequests(issued.retryAfterSeconds, issued.message)
  if (member) {
    // Sent after the answer, so that its time does not tell whether the account exists.
    after(() =>
      trackBackgroundWork(() =>
        sendCodeMail(email, 'reset', issued.code).catch((error: unknown) =>
          console.error('[accounts] reset mail failed', error instanceof Error ? error.message : error),
        ),
      ),
    )
  }
  return json({ msg: accountMessages.resetRequested })
}

/** POST /api/users/password-reset/reset {email, otp, password, confirmPassword}: ends every session, mails a notice. */
export async function passwordReset(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const body = await readValidJson(request, resetSchema)
  if (!body.ok) return body.response
  const { email, otp, password } = body.data
  const payload = await getPayloadClient()
  const check = await consumeOtp(payload, email, 'reset', otp)
  if (!check.ok) return invalidOtp(check.message)
  const member = await findMember(payload, email)
  if (!member) return invalidOtp(accountMessages.otpInvalid)
  // Without a logged-in user on the request Payload drops all of the member's sessions with the new password.
  // It also lifts Payload's lock; the collection's hook lifts the login delay and cancels other open codes.
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { password, loginAttempts: 0, lockUntil: null },
    overrideAccess: true,
    context: memberContext,
  })
  try {
    await sendPasswordChangedMail(email)
  } catch (error) {
    console.error('[accounts] password-changed mail failed', error instanceof Error ? error.message : error)
  }
  return json({ message: accountMessages.resetDone, msg: accountMessages.resetDone })
}

const notLoggedIn = () => jsonError(401, 'unauthorized', accountMessages.notLoggedIn)

/** GET /api/users/me: the current member or 401. */
export async function me(request: Request) {
  const member = await currentMemberDocument(request)
  if (!member) return notLoggedIn()
  return json({ user: { ...publicUser(member), age: member.age ?? null } }, { headers: { 'Cache-Control': 'no-store' } })
}

/** POST /api/users/me/password {currentPassword, password, confirmPassword}: keeps this session, ends the others. */
export async function changePassword(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const payload = await getPayloadClient()
  const member = await currentMemberDocument(request, payload)
  if (!member) return notLoggedIn()
  const ipLimit = await loginLimiter.consume(clientIp(request))
  if (!ipLimit.ok) return tooManyRequests(ipLimit.retryAfterSeconds, accountMessages.loginRateLimited)
  const parsed = await readValidJson(request, changePasswordSchema, { extend: { email: member.email } })
  if (!parsed.ok) return parsed.response
  // Guesses of the current password count toward the same delay as failed logins.
  const turn = await memberLoginDelay.begin(member.email)
  if (!turn.ok) return loginWait(turn.retryAfterSeconds)
  const stored = await payload.db.findOne<{ id: string | number; hash?: unknown; salt?: unknown }>({
    collection: 'members',
    where: { id: { equals: member.id } },
  })
  if (!stored || !(await verifyPassword(parsed.data.currentPassword, stored))) {
    const wait = await memberLoginDelay.failed(member.email, turn.failureNumber)
    if (wait) return loginWait(wait)
    return jsonError(400, 'validation_error', accountMessages.currentPasswordWrong, {
      fields: { currentPassword: accountMessages.currentPasswordWrong },
    })
  }
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { password: parsed.data.password },
    user: member,
    overrideAccess: false,
    context: memberContext,
  })
  try {
    await sendPasswordChangedMail(member.email)
  } catch (error) {
    console.error('[accounts] password-changed mail failed', error instanceof Error ? error.message : error)
  }
  return json({ msg: accountMessages.passwordChanged })
}

/** DELETE /api/users/me: removes the member and their personal data (right to erasure), ends the session. */
export async function deleteAccount(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const payload = await getPayloadClient()
  const member = await currentMemberDocument(request, payload)
  if (!member) return notLoggedIn()
  // The collection's afterDelete hook removes the member's codes and other personal data.
  await payload.delete({ collection: 'members', id: member.id, user: member, overrideAccess: false, context: memberContext })
  const response = json({ msg: accountMessages.accountDeleted })
  response.headers.append('Set-Cookie', clearedSessionCookie())
  return response
}

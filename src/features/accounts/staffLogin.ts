// Payload's own staff login (/cms-api/users/login, used by the admin's login screen) gets the member login's
// protections through collection hooks: a limit of failed logins per client address, the growing per-address delay
// (the same for unknown addresses), equal hashing work and equal answers for unknown or locked addresses, and a mail
// to the staff member when their address starts to wait. Payload's 5-attempt lock alone let anyone find staff
// addresses (fast 401 for unknown ones, "locked" for real ones) and lock them.
import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { defaultSiteSettings } from '@/features/content/siteDefaults'
import { trackBackgroundWork } from '@/lib/backgroundWork'
import { messages } from '@/lib/messages'
import { env } from '@/lib/env'
import { clientLimitKey } from '@/lib/http'
import { limiterBackend } from '@/lib/rateLimit'
import { absoluteUrl, routes } from '@/lib/routes'

import { LOGIN_FREE_FAILURES, LOGIN_PER_IP_POINTS, LOGIN_PER_IP_WINDOW_SECONDS } from '@/lib/constants'
import { createLoginDelay } from './loginDelay'
import { staffLoginLockedMail } from './mails'
import { staffLoginWaitMessage } from './loginWait'
import { burnPasswordWork } from './passwordHash'

const staffLoginDelay = createLoginDelay('staff')
let failuresPerAddress: ReturnType<typeof limiterBackend> | undefined
/** Failed staff logins per client address (successful ones are given back, so staff at one office are not limited). */
const ipFailures = () =>
  (failuresPerAddress ??= limiterBackend({
    keyPrefix: 'staff-login-ip',
    points: LOGIN_PER_IP_POINTS,
    duration: LOGIN_PER_IP_WINDOW_SECONDS,
  }))

/** What the login's later hooks need to know about the attempt (kept on the request's context). */
type StaffLoginAttempt = { email: string; ip: string; failureNumber: number; staffId: string | number | null }
const ATTEMPT = 'staffLoginAttempt'
const attemptOf = (req: PayloadRequest) => req.context[ATTEMPT] as StaffLoginAttempt | undefined

/** A refused staff request (429): no fault, and public, so the admin's screens show its message. */
class TooManyStaffRequests extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    this.name = 'TooManyStaffRequests'
  }
}

/** 429 with Retry-After, for the staff login and the staff password reset (staffPasswordReset.ts). */
export function tooManyAttempts(req: PayloadRequest, seconds: number, message: string) {
  req.responseHeaders = new Headers({ 'Retry-After': String(seconds) })
  return new TooManyStaffRequests(message)
}

export const limitStaffLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  if (!email || !password) return args // Payload answers its own 400 naming the missing field
  const ip = clientLimitKey(req)
  try {
    await ipFailures().consume(ip)
  } catch (refusal) {
    const ms = (refusal as { msBeforeNext?: number }).msBeforeNext ?? LOGIN_PER_IP_WINDOW_SECONDS * 1000
    throw tooManyAttempts(req, Math.max(1, Math.ceil(ms / 1000)), messages.staffLoginRateLimited)
  }
  const turn = await staffLoginDelay.begin(email)
  if (!turn.ok) throw tooManyAttempts(req, turn.retryAfterSeconds, staffLoginWaitMessage(turn.retryAfterSeconds))
  const staff = await req.payload.db.findOne<{ id: string | number; lockUntil?: string | null }>({
    collection: 'users',
    where: { email: { equals: email } },
  })
  // Payload answers an unknown or locked address before hashing: do the same work here, so time tells nothing.
  if (!staff || (staff.lockUntil && new Date(staff.lockUntil).getTime() > Date.now())) await burnPasswordWork(password)
  req.context[ATTEMPT] = { email, ip, failureNumber: turn.failureNumber, staffId: staff?.id ?? null } satisfies StaffLoginAttempt
  return args
}

/** A failed login: counts toward the delay and answers alike for a wrong password, an unknown or a locked address. */
export const answerStaffLoginFailure: CollectionAfterErrorHook = async ({ error, req }) => {
  const attempt = attemptOf(req)
  if (!attempt || (error as { status?: number }).status !== 401) return
  delete req.context[ATTEMPT]
  const wait = await staffLoginDelay.failed(attempt.email, attempt.failureNumber)
  if (attempt.staffId !== null && attempt.failureNumber === LOGIN_FREE_FAILURES) mailLockedStaff(req, attempt)
  if (wait) {
    req.responseHeaders = new Headers({ 'Retry-After': String(wait) })
    return { response: { errors: [{ message: staffLoginWaitMessage(wait) }] }, status: 429 }
  }
  return { response: { errors: [{ message: req.t('error:emailOrPasswordIncorrect') }] }, status: 401 }
}

/** Sent after the answer, so that its time does not tell a staff address from an unknown one. */
function mailLockedStaff(req: PayloadRequest, attempt: StaffLoginAttempt) {
  void trackBackgroundWork(async () => {
    // Read through the hook's own Payload (the content queries import the Payload config, which imports this file).
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)
    const companyName = settings?.companyName || defaultSiteSettings.companyName
    const mail = staffLoginLockedMail(companyName, attempt.failureNumber, absoluteUrl(routes.admin, env().SITE_URL))
    await req.payload.sendEmail({ to: attempt.email, subject: mail.subject, text: mail.text, html: mail.html })
  })
}

/** A successful login forgets the address's failures and gives the client address its attempt back. */
export const forgetStaffFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = attemptOf(req)
  await staffLoginDelay.forget((user as { email: string }).email.toLowerCase())
  if (attempt) await ipFailures().reward(attempt.ip, 1)
}

/** An admin's unlock and a completed password reset lift the delay as well as Payload's lock. */
export const liftStaffDelay: CollectionAfterOperationHook = async ({ args, operation, result }) => {
  if (operation === 'unlock') {
    const email = (args as { data?: { email?: unknown } }).data?.email
    if (typeof email === 'string') await staffLoginDelay.forget(email.trim().toLowerCase())
  }
  if (operation === 'resetPassword') {
    const email = (result as { user?: { email?: unknown } } | undefined)?.user?.email
    if (typeof email === 'string') await staffLoginDelay.forget(email.toLowerCase())
  }
  return result
}

// Business constants of visitor accounts (issue 4).
export const MEMBER_COOKIE = 'ptw-member'
/** Member sessions (cookie and Payload session) last 7 days. */
export const MEMBER_SESSION_SECONDS = 7 * 24 * 60 * 60
/** Request context flag: set by the site's member handlers, required for member auth operations. */
export const MEMBER_API_CONTEXT = 'memberApi'

export const OTP_TTL_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5
export const OTP_RESEND_COOLDOWN_SECONDS = 60
export const OTP_MAX_PER_HOUR = 5

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** Login attempts per client address (on top of Payload's per-account lockout). */
export const LOGIN_PER_IP_POINTS = 20
export const LOGIN_PER_IP_WINDOW_SECONDS = 15 * 60

/**
 * The growing per-address login delay (members and staff alike, whether or not the address has an account): the
 * first 5 failed password checks are free; each further one has to wait 30 s, doubling up to 15 minutes, after the
 * previous one. Failures are remembered for 24 hours; a successful login, a password reset or change (and, for staff,
 * an admin's unlock) forget them.
 */
export const LOGIN_FREE_FAILURES = 5
export const LOGIN_FIRST_WAIT_SECONDS = 30
export const LOGIN_MAX_WAIT_SECONDS = 15 * 60
export const LOGIN_FAILURE_MEMORY_SECONDS = 24 * 60 * 60
/** Payload's own lockout stays as a backstop; it is reached at the failure whose wait is the longest anyway. */
export const PAYLOAD_LOCK_AFTER_FAILURES = 10
export const PAYLOAD_LOCK_MS = LOGIN_MAX_WAIT_SECONDS * 1000

export type OtpPurpose = 'signup' | 'reset'

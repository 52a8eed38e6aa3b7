// Business constants of visitor accounts (issue 4).
export const MEMBER_COOKIE = 'ptw-member'
/** Member sessions (cookie and Payload session) last 7 days. */
export const MEMBER_SESSION_SECONDS = 7 * 24 * 60 * 60
/** Request context flag: set by the site's member handlers, required for member auth operations. */
export const MEMBER_API_CONTEXT = 'memberApi'

export const OTP_LENGTH = 6
export const OTP_TTL_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5
export const OTP_RESEND_COOLDOWN_SECONDS = 60
export const OTP_MAX_PER_HOUR = 5

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const MIN_MEMBER_AGE = 18

/** Login attempts per client address (on top of Payload's per-account lockout). */
export const LOGIN_PER_IP_POINTS = 20
export const LOGIN_PER_IP_WINDOW_SECONDS = 15 * 60

export type OtpPurpose = 'signup' | 'reset'

// Security headers for every response of the production server (server.mjs sets them before Next.js answers).
// The policy and the reasons for each source are explained in the README, "Security headers".

/** Pages that carry a one-time code or reset step: they send no Referer at all. */
const NO_REFERRER_PATHS = /^\/(forgot-password|set-new-password|verify-otp-reset|unsubscribe)(\/|$)/

const CSP = [
  "default-src 'self'",
  // Next.js writes each static page's data as inline <script> tags; nonces would make every page dynamic.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * @param {string} pathname
 * @param {{ production: boolean }} options
 * @returns {Array<[string, string]>}
 */
export function securityHeaders(pathname, { production }) {
  const headers = [
    ['Content-Security-Policy', CSP],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', NO_REFERRER_PATHS.test(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ]
  if (production) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  return headers
}

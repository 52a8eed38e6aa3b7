// Security headers for every response: server.mjs sets them on each request before Next.js answers (production), and
// next.config.ts gives the same values to `next dev` through `headers()`. The docs/security.md ("Security headers") explains
// each Content-Security-Policy source; the browser suite (tests/e2e/csp.spec.ts) proves the site and the admin run
// under it without a single violation.

/**
 * Pages that carry a one-time code, a reset step, or an unsubscribe or newsletter-confirmation token
 * (/subscribe/confirm), or a candidate's consent link (/consent): they send no Referer at all.
 */
const NO_REFERRER_PAGES = ['forgot-password', 'set-new-password', 'verify-otp-reset', 'unsubscribe', 'subscribe', 'consent']
const NO_REFERRER_PATHS = new RegExp(`^/(${NO_REFERRER_PAGES.join('|')})(/|$)`)
/** Payload's admin panel: the only pages that need data: and blob: images. */
const ADMIN_PATHS = /^\/admin(\/|$)/
/**
 * Uploaded files (Payload's media, exports and imports) and resumes. A handler's own header never replaces one set
 * here (Next only adds headers that are missing), so these get the strictest policy, stricter than Payload's own for
 * SVG: opened directly, an SVG may draw its styles and data: images but never run a script.
 */
const FILE_PATHS = /^\/(cms-api\/[^/]+\/file|api\/leads\/resumes)\//
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'"

/**
 * @typedef {object} PolicyOptions
 * @property {boolean} production NODE_ENV is production: HSTS is sent, and no 'unsafe-eval' (only React's development build needs it)
 * @property {string} [siteUrl] the public address (defaults to SITE_URL); an https one adds upgrade-insecure-requests
 */

/**
 * Everything is served by this origin, so every fetch directive is 'self' or 'none'.
 * @param {{ admin: boolean, dev: boolean, https: boolean }} page
 */
function contentSecurityPolicy({ admin, dev, https }) {
  const directives = [
    "default-src 'self'",
    // Next.js writes each static page's data as inline <script> tags: a nonce would make every page dynamic, and their
    // hashes are only known once the page is rendered. React's development build evaluates strings ('unsafe-eval').
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    // Inline event handler attributes (onerror="…") are what injected markup would use; neither React nor Payload
    // renders any.
    "script-src-attr 'none'",
    // React renders style="…" attributes everywhere, and <style> elements are injected at run time with computed
    // values (the site's dialogs lock scrolling that way, the admin's select menus and editor style themselves).
    "style-src 'self' 'unsafe-inline'",
    // The admin previews a picked file from a blob: URL and draws some icons as data: images; the site needs neither.
    admin ? "img-src 'self' data: blob:" : "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  // Only when the site itself is https: the suites run on http://127.0.0.1, where an upgrade would break every asset.
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/**
 * @param {PolicyOptions & { admin: boolean, noReferrer: boolean, file?: boolean }} options
 * @returns {Array<[string, string]>}
 */
function buildHeaders({ production, siteUrl = process.env.SITE_URL ?? '', admin, noReferrer, file = false }) {
  const csp = file ? FILE_CSP : contentSecurityPolicy({ admin, dev: !production, https: siteUrl.startsWith('https://') })
  /** @type {Array<[string, string]>} */
  const headers = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', noReferrer ? 'no-referrer' : 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ]
  // Browsers ignore HSTS over http, so it is harmless on a local production start; `next dev` never sends it.
  if (production) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  return headers
}

/** Built once per kind of path and options: this runs on every request, cached API answers included. */
const built = new Map()

/**
 * The security headers for one request path, as server/requestPath.mjs reads it (decoded, no dot segments or
 * doubled slashes), so that no spelling of a file's address escapes the file policy.
 * @param {string} pathname
 * @param {PolicyOptions} options
 * @returns {Array<[string, string]>}
 */
export function securityHeaders(pathname, options) {
  const admin = ADMIN_PATHS.test(pathname)
  const noReferrer = NO_REFERRER_PATHS.test(pathname)
  const file = FILE_PATHS.test(pathname)
  const key = `${admin} ${noReferrer} ${file} ${options.production} ${options.siteUrl ?? ''}`
  let headers = built.get(key)
  if (!headers) {
    headers = buildHeaders({ ...options, admin, noReferrer, file })
    built.set(key, headers)
  }
  return headers
}

/**
 * The same headers as rules for next.config's `headers()`, which `next dev` applies (production answers get them from
 * server.mjs). A later rule overrides an earlier one for the same header.
 * @param {PolicyOptions} options
 * @returns {Array<{ source: string, headers: Array<{ key: string, value: string }> }>}
 */
export function nextHeaderRules(options) {
  const rule = (/** @type {string} */ source, /** @type {Array<[string, string]>} */ headers) => ({
    source,
    headers: headers.map(([key, value]) => ({ key, value })),
  })
  const adminCsp = buildHeaders({ ...options, admin: true, noReferrer: false }).filter(([name]) => name === 'Content-Security-Policy')
  /** @type {Array<[string, string]>} */
  const fileCsp = [['Content-Security-Policy', FILE_CSP]]
  return [
    rule('/:path*', buildHeaders({ ...options, admin: false, noReferrer: false })),
    rule('/admin/:path*', adminCsp),
    rule('/cms-api/:collection/file/:path*', fileCsp),
    rule('/api/leads/resumes/:path*', fileCsp),
    rule(`/:page(${NO_REFERRER_PAGES.join('|')})/:rest*`, [['Referrer-Policy', 'no-referrer']]),
  ]
}

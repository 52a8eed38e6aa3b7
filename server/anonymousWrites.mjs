// Payload's REST API (/cms-api) only lets staff change anything, except for the few endpoints that exist for someone
// who is not logged in yet. A change request that carries no credential at all cannot succeed anywhere else, so it is
// answered 401 here, before its body is read or Payload is started for it.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Payload's auth endpoints that take no credential (payload/dist/auth/endpoints): log in, log out, renew a session,
 * ask for and use a password-reset link, create the very first staff account (/admin/create-first-user), verify an
 * e-mail address. The others (`unlock`, `:id/api-key/reveal`) and every collection or global write need a login.
 */
const ANONYMOUS_ENDPOINTS = /^\/cms-api\/[^/]+\/(login|logout|refresh-token|forgot-password|reset-password|first-register|verify\/[^/]+)$/

/** Payload's session cookie (cookiePrefix `payload`, the default) or any Authorization header (JWT, API key). */
const SESSION_COOKIE = /(^|;\s*)payload-token=/

/**
 * True when the request carries a credential Payload reads: its session cookie or an Authorization header.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export const hasCmsCredential = (headers) => Boolean(headers.authorization) || SESSION_COOKIE.test(headers.cookie ?? '')

/**
 * A read sent as a POST (Payload turns it back into a GET; the admin does this for long queries), in exactly the
 * spelling Payload accepts.
 * @param {string} method
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export const isPostRead = (method, headers) =>
  method === 'POST' && (headers['x-payload-http-method-override'] === 'GET' || headers['x-http-method-override'] === 'GET')

/**
 * True when this is a change to /cms-api without any credential, on an endpoint that requires one.
 * @param {string} method
 * @param {string} pathname from routedPath
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function isAnonymousCmsWrite(method, pathname, headers) {
  if (!WRITES.has(method) || !pathname.startsWith('/cms-api/')) return false
  if (hasCmsCredential(headers)) return false
  // The admin reads long queries as a POST that Payload turns back into a GET: a read (its body is bounded, bodyLimits).
  if (isPostRead(method, headers)) return false
  return !ANONYMOUS_ENDPOINTS.test(pathname)
}

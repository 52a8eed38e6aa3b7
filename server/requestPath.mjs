// The one reading of a request's path that every check in server.mjs uses (security headers, body limits, the write
// refusal, the answer cache). Next.js routes `/./api/contact` and `/%2e/api/contact` to /api/contact, so a check on
// the raw text would miss them; such paths are refused instead of being guessed at, and the path every check sees
// is the decoded one, so `/%61pi/contact` is treated as /api/contact too.

/** Characters a path must never carry encoded: a slash or backslash that routing would not see as a separator. */
const ENCODED_SEPARATOR = /%(2f|5c)/i
/** A `.` or `..` segment (raw or percent-encoded), which URL parsing removes before routing. */
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/

/**
 * @typedef {{ ok: true, pathname: string, search: string }} RoutedPath
 * @typedef {{ ok: false, reason: 'malformed' | 'ambiguous', msg: string }} RefusedPath
 */

/**
 * Splits a request target into its decoded pathname and its query (with the `?`), or says why it is refused:
 * `malformed` (not an absolute path, a broken `%` escape, a NUL byte) or `ambiguous` (dot segments, doubled slashes,
 * backslashes, encoded slashes: shapes that routing and a prefix check would read differently).
 * @param {string | undefined} target the request line's target, as Node gives it in `req.url`
 * @returns {RoutedPath | RefusedPath}
 */
export function routedPath(target) {
  const raw = target ?? ''
  const queryAt = raw.indexOf('?')
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt)
  const search = queryAt === -1 ? '' : raw.slice(queryAt)
  if (!rawPath.startsWith('/')) return malformed()
  let pathname
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return malformed()
  }
  if (pathname.includes('\0')) return malformed()
  if (ENCODED_SEPARATOR.test(rawPath) || pathname.includes('\\') || pathname.includes('//') || DOT_SEGMENT.test(pathname)) {
    return {
      ok: false,
      reason: 'ambiguous',
      msg: 'This address is not valid: remove the "." or ".." parts, doubled slashes and backslashes.',
    }
  }
  return { ok: true, pathname, search }
}

/** @returns {RefusedPath} */
function malformed() {
  return { ok: false, reason: 'malformed', msg: 'This address is not valid.' }
}

// How large a request body may be, by path, and the guard that enforces it before anyone reads the body: a declared
// Content-Length over the limit is answered 413 at once, and a streamed (chunked) body is counted as it arrives and
// cut off at the limit, so no request can make the server buffer more than its path allows.

import { answerJson } from './answers.mjs'
import { hasCmsCredential, isPostRead } from './anonymousWrites.mjs'

const MB = 1024 * 1024

/**
 * The limits, largest first. Each answers one question:
 * - public API (/api/*): a 5 MB resume plus the multipart envelope (the talent form); its JSON endpoints read at most
 *   64 KB themselves (lib/http.ts);
 * - staff resume uploads (multipart to /cms-api/candidates/upload): up to 200 resumes or a ZIP of them in one
 *   request from a login (a request without one gets the /cms-api limit); each resume is at most 5 MB (checked by the
 *   endpoint), and resumes are mostly far smaller;
 * - staff media uploads (multipart to /cms-api/media): a photo straight from a camera; Payload's Media collection has
 *   no file-size limit of its own, so this is the limit;
 * - the rest of /cms-api and the admin's server functions (/admin): a long rich-text document as JSON, well above
 *   what the admin sends, and Next's own 1 MB limit for server functions still applies under it;
 * - a read sent as a POST to /cms-api without a login (X-Payload-HTTP-Method-Override: GET): its body is a query
 *   string, and Node already refuses a GET whose request line and headers pass 16 KB, so it gets the same room;
 * - every other path (pages, assets): no form of the site posts to a page (no server actions), so a few KB.
 */
export const BODY_LIMITS = {
  resumeUpload: 60 * MB,
  publicApi: 6 * MB,
  mediaUpload: 20 * MB,
  cms: 2 * MB,
  anonymousPostRead: 16 * 1024,
  page: 16 * 1024,
}

/**
 * Paths that take a body without a declared length (API clients of Payload may stream one). The public API and pages
 * refuse it (411): browsers always declare the length of what they post.
 */
const STREAMED_BODIES = /^\/(cms-api|admin)(\/|$)/
const MEDIA_UPLOAD = /^\/cms-api\/media(\/[^/]+)?$/
const RESUME_UPLOAD = /^\/cms-api\/candidates\/upload$/

/**
 * @param {string} pathname a path from routedPath (decoded, without dot segments)
 * @param {string | undefined} contentType
 * @param {{ method?: string, headers?: import('node:http').IncomingHttpHeaders }} [request] method and headers (login, POST read)
 */
export function bodyLimitFor(pathname, contentType, { method = '', headers = {} } = {}) {
  if (pathname.startsWith('/api/')) return BODY_LIMITS.publicApi
  if (pathname.startsWith('/cms-api/') && isPostRead(method, headers) && !hasCmsCredential(headers)) return BODY_LIMITS.anonymousPostRead
  if (RESUME_UPLOAD.test(pathname) && /^multipart\/form-data/i.test(contentType ?? '') && hasCmsCredential(headers))
    return BODY_LIMITS.resumeUpload
  if (MEDIA_UPLOAD.test(pathname) && /^multipart\/form-data/i.test(contentType ?? '')) return BODY_LIMITS.mediaUpload
  if (pathname.startsWith('/cms-api/') || pathname === '/admin' || pathname.startsWith('/admin/')) return BODY_LIMITS.cms
  return BODY_LIMITS.page
}

/** Megabytes or kilobytes, for the 413 message. */
const readable = (/** @type {number} */ bytes) => (bytes >= MB ? `${bytes / MB} MB` : `${bytes / 1024} KB`)

/**
 * Refuses a body over its path's limit before it is read (true: answered); otherwise lets the request through with a
 * counter on a streamed body that answers 413 and closes the connection the moment the body passes the limit.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname from routedPath
 */
export function refuseOversizedBody(req, res, pathname) {
  const declared = req.headers['content-length']
  const streamed = declared === undefined && req.headers['transfer-encoding'] !== undefined
  if (declared === undefined && !streamed) return false
  const limit = bodyLimitFor(pathname, req.headers['content-type'], { method: req.method, headers: req.headers })
  const tooLarge = () => refuseAndClose(req, res, 413, 'payload_too_large', `The request is too large (at most ${readable(limit)} here).`)
  if (!streamed) {
    if (Number(declared) <= limit) return false
    tooLarge()
    return true
  }
  if (!STREAMED_BODIES.test(pathname)) {
    answerJson(res, 411, 'length_required', 'The request must declare its Content-Length.', { connection: 'close' })
    return true
  }
  // Once answered, the connection closes rather than reading the rest of an unread body to reuse it.
  res.setHeader('connection', 'close')
  cutOffAt(req, limit, tooLarge)
  return false
}

/** How long a client whose body was refused may go on sending (read and dropped) before its connection is cut. */
const LINGER_MS = 2000

/**
 * Answers, then closes the connection gracefully: the client is usually still sending its body, and a connection
 * reset right after the answer can make it lose the answer (its system drops unread data on a reset). So the
 * connection is half-closed after the answer, what still arrives is dropped, and it is cut after LINGER_MS.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} error
 * @param {string} msg
 * @param {Record<string, string>} [headers] more headers of the answer (e.g. `allow`)
 */
export function refuseAndClose(req, res, status, error, msg, headers = {}) {
  // Whoever was reading the body may still try to answer into the finished response: that must not throw.
  res.on('error', () => {})
  const socket = req.socket
  if (res.headersSent) return void socket.destroy()
  // Node ends a `connection: close` answer with socket.destroySoon(), which resets the connection at once.
  socket.destroySoon = () => {
    socket.end()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  }
  answerJson(res, status, error, msg, { ...headers, connection: 'close' })
}

/**
 * Node's HTTP parser hands each piece of a body to `req.push`; counting there sees every byte whoever reads the body
 * (Next.js, Payload, or Node discarding an unread body), and nothing past the limit is ever passed on: the rest is
 * dropped as it arrives until the connection closes.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @param {() => void} tooLarge
 */
function cutOffAt(req, limit, tooLarge) {
  let received = 0
  const push = req.push.bind(req)
  req.push = (chunk, encoding) => {
    if (chunk === null) return push(chunk, encoding)
    received += chunk.length
    if (received <= limit) return push(chunk, encoding)
    req.push = () => true
    tooLarge()
    return true
  }
}

// One failure policy for every JSON route handler: a database that cannot be reached answers 503 with
// Retry-After (the load balancer or the visitor tries again), anything else unexpected answers a plain 500.
// Both are logged once, as one JSON line, without the request body.
import { unstable_rethrow } from 'next/navigation'

import { localizeApiResponse } from '@/i18n/apiLanguage'

import { jsonError } from './http'
import { messages } from './messages'

/** Connection-level failures of PostgreSQL (pg) or SQLite (libsql): the request was fine, the database was not there. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection exceptions
  '53300', // too_many_connections
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
])
// Payload re-wraps driver errors in a plain Error without `cause` ("cannot begin transaction: connect ECONNREFUSED …").
const UNAVAILABLE_MESSAGE =
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)\b|cannot begin transaction|connection terminated|terminating connection|Connection terminated unexpectedly|timeout exceeded when trying to connect|cannot connect to Postgres|the database system is (starting up|shutting down)|Client has encountered a connection error|database is locked/i

/** True when `error` (or anything in its `cause` chain) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] }
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGE.test(candidate.message)) return true
    if (Array.isArray(candidate.errors) && candidate.errors.some(isDatabaseUnavailable)) return true
    current = candidate.cause
  }
  return false
}

const RETRY_AFTER_SECONDS = 5

/** The 503 every handler gives while the database is unreachable. */
const serviceUnavailable = () =>
  jsonError(503, 'unavailable', messages.serviceUnavailable, {}, { 'Retry-After': String(RETRY_AFTER_SECONDS) })

/** Wraps a route handler with the failure policy above; Next.js control flow (redirects, dynamic bail-outs) passes through. */
export function apiRoute<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>): (...args: Args) => Promise<Response> {
  return async (...args) => {
    const request = args[0] instanceof Request ? args[0] : undefined
    const response = await answer(handler, args, request)
    // The answer's messages in the request's language (Accept-Language; English unless it asks for Marathi or Hindi).
    return request ? localizeApiResponse(request, response) : response
  }
}

async function answer<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>, args: Args, request: Request | undefined) {
  try {
    return await handler(...args)
  } catch (error) {
    unstable_rethrow(error)
    const where = request ? `${request.method} ${new URL(request.url).pathname}` : 'route handler'
    if (isDatabaseUnavailable(error)) {
      console.warn(`database unavailable during ${where}`, error)
      return serviceUnavailable()
    }
    console.error(`request failed: ${where}`, error)
    return jsonError(500, 'server_error', messages.serverError)
  }
}

// Structured logs: one JSON object per line (pino), the same settings for server.mjs and Payload's logger.
// Anything that could let someone into an account is removed before a line is written.
import { format } from 'node:util'

import { pino } from 'pino'

/** Field names whose values are never logged, at the top level or one object down (pino redact paths). */
// `params` are a failed query's bound values (e-mail addresses and other personal data).
const SECRET_KEYS = [
  'params',
  'password',
  'confirmPassword',
  'currentPassword',
  'otp',
  'token',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
]

/**
 * Payload logs every error it answers at `error` with its stack, unless `loggingLevels` names the error's class, and a
 * production build renames the classes. So the level follows the answer's status instead: a 4xx (refused, not found,
 * invalid, locked) is the client's doing and logs at info (429 at warn) with its message only; a 5xx stays an error.
 * @this {import('pino').Logger}
 * @param {unknown[]} args
 * @param {(...args: unknown[]) => void} method
 * @param {number} level
 */
function levelByStatus(args, method, level) {
  const [fields, ...rest] = args
  const err =
    fields && typeof fields === 'object' ? /** @type {{ err?: { status?: unknown, message?: unknown } }} */ (fields).err : undefined
  const status = err?.status
  if (level < 50 || typeof status !== 'number' || status < 400 || status >= 500) return method.apply(this, args)
  const { err: _stack, ...context } = /** @type {Record<string, unknown>} */ (fields)
  const msg = typeof rest[0] === 'string' ? rest[0] : String(err?.message ?? 'Client error')
  this[status === 429 ? 'warn' : 'info']({ ...context, status }, msg)
}

/** What a failed query's SQL text and bound values are replaced by in an error's message and stack. */
export const WITHHELD_QUERY = 'Failed query (SQL text and values withheld)'
/** Properties of database errors that repeat the query or its values (drizzle: query, params; PostgreSQL: detail, …). */
const QUERY_PROPERTIES = ['query', 'params', 'parameters', 'sql', 'detail', 'where', 'internalQuery', 'internalPosition', 'hint']
/** At most this many characters of an error's message and stack reach the log. */
export const ERROR_TEXT_LIMIT = { message: 1000, stack: 4000 }
/** drizzle's DrizzleQueryError: `Failed query: <SQL>\nparams: <values>`. */
const FAILED_QUERY = /^Failed query: /

/** @param {unknown} error */
const isFailedQuery = (error) =>
  typeof error === 'object' &&
  error !== null &&
  (typeof (/** @type {{ query?: unknown }} */ (error).query) === 'string' ||
    FAILED_QUERY.test(String(/** @type {{ message?: unknown }} */ (error).message ?? '')))

/** @param {string} text @param {number} limit */
const cap = (text, limit) => (text.length > limit ? `${text.slice(0, limit)}… [${text.length - limit} characters cut]` : text)

/**
 * pino's error serializer, without what a failed database query carries: a query's text and bound values are part of
 * the error's message (and so of its stack), and may hold anything a visitor typed into a filter (e-mail addresses,
 * names). They are replaced, the database's own reason keeps its words but not its quoted values, the properties that
 * repeat them are dropped, and message and stack are cut to a bounded length.
 * @param {unknown} error
 */
export function serializeError(error) {
  const serialized = pino.stdSerializers.err(/** @type {Error} */ (error))
  if (!serialized || typeof serialized !== 'object') return serialized
  let message = String(serialized.message ?? '')
  let stack = String(serialized.stack ?? '')
  let failedQuery = false
  /** @type {unknown} */
  let each = error
  for (let depth = 0; each && typeof each === 'object' && depth < 10; depth++) {
    if (isFailedQuery(each)) {
      failedQuery = true
      const text = String(/** @type {{ message?: unknown }} */ (each).message ?? '')
      if (text) {
        message = message.split(text).join(WITHHELD_QUERY)
        stack = stack.split(text).join(WITHHELD_QUERY)
      }
    }
    each = /** @type {{ cause?: unknown }} */ (each).cause
  }
  if (failedQuery) {
    // The database's reason may quote a value ('invalid input syntax for type integer: "abc"').
    const unquoted = (/** @type {string} */ text) => text.replace(/"[^"\n]*"/g, '"…"').replace(/'[^'\n]*'/g, "'…'")
    message = unquoted(message)
    stack = unquoted(stack)
    for (const key of QUERY_PROPERTIES) delete (/** @type {Record<string, unknown>} */ (serialized)[key])
  }
  serialized.message = cap(message, ERROR_TEXT_LIMIT.message)
  serialized.stack = cap(stack, ERROR_TEXT_LIMIT.stack)
  return serialized
}

/** @type {import('pino').LoggerOptions} */
export const loggerOptions = {
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'pune-talent-works', pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  hooks: { logMethod: levelByStatus },
  serializers: { err: serializeError },
  redact: {
    paths: [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`), ...SECRET_KEYS.map((key) => `*.headers.${key}`)],
    censor: '[redacted]',
  },
}

export const logger = pino(loggerOptions)

/**
 * Errors already logged with their request by src/instrumentation.ts ("request failed: …"), by digest (Next gives
 * every request error one) or message, kept a few seconds to recognise Next's own copy of the same error.
 */
const reportedErrors = new Set()
/** @param {unknown} error */
const errorKey = (error) => String(/** @type {{ digest?: unknown }} */ (error)?.digest ?? (error instanceof Error ? error.message : error))
const REQUEST_FAILED = /^request failed: /
/** Next.js marks its own error lines with "⨯" (in colour); the colour codes are stripped from every message. */
const ANSI = /\x1b\[[0-9;]*m/g
const NEXT_ERROR_MARK = /^⨯?$/

/**
 * Routes console output (Next.js's own messages, libraries) through the JSON logger, so the process writes
 * nothing but JSON lines. An Error argument becomes the structured `err` field (type, message, stack).
 */
export function routeConsoleToLogger() {
  /** @param {'debug' | 'info' | 'warn' | 'error'} level */
  const forward =
    (level) =>
    (/** @type {unknown[]} */ ...args) => {
      const err = args.find((arg) => arg instanceof Error)
      const rest = args.filter((arg) => arg !== err)
      const text = rest.length
        ? format(...rest)
            .replace(ANSI, '')
            .trim()
        : ''
      const msg = text || (err instanceof Error ? err.message : '')
      if (!err) return logger[level](msg)
      if (REQUEST_FAILED.test(text)) {
        const key = errorKey(err)
        reportedErrors.add(key)
        setTimeout(() => reportedErrors.delete(key), 5000).unref()
      }
      // Next's bare "⨯ <error>" line for a failed request: wait a moment for onRequestError to log it with its
      // request, and write it only if that never happens (an error outside a request).
      if (NEXT_ERROR_MARK.test(text)) {
        setTimeout(() => reportedErrors.has(errorKey(err)) || logger[level]({ err }, msg), 200)
        return
      }
      logger[level]({ err }, msg)
    }
  console.log = forward('info')
  console.info = forward('info')
  console.debug = forward('debug')
  console.warn = forward('warn')
  console.error = forward('error')
}

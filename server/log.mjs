// Structured logs: one JSON object per line (pino), the same settings for server.mjs and Payload's logger.
// Anything that could let someone into an account is removed before a line is written.
import { format } from 'node:util'

import { pino } from 'pino'

/** Field names whose values are never logged, at the top level or one object down (pino redact paths). */
const SECRET_KEYS = ['password', 'confirmPassword', 'currentPassword', 'otp', 'token', 'secret', 'authorization', 'cookie', 'set-cookie']

/** @type {import('pino').LoggerOptions} */
export const loggerOptions = {
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'pune-talent-works', pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: {
    paths: [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`), ...SECRET_KEYS.map((key) => `*.headers.${key}`)],
    censor: '[redacted]',
  },
}

export const logger = pino(loggerOptions)

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
      const msg = rest.length ? format(...rest).trim() : err instanceof Error ? err.message : ''
      if (err) logger[level]({ err }, msg)
      else logger[level](msg)
    }
  console.log = forward('info')
  console.info = forward('info')
  console.debug = forward('debug')
  console.warn = forward('warn')
  console.error = forward('error')
}

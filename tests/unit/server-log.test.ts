// Payload logs the errors it answers at `error` with their stack; server/log.mjs sets the level by the
// answer's status instead, because a production build renames the error classes `loggingLevels` is keyed by.
import { Writable } from 'node:stream'

import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { loggerOptions } from '../../server/log.mjs'

function capture() {
  const lines: Array<Record<string, unknown>> = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>)
      done()
    },
  })
  return { logger: pino({ ...loggerOptions, level: 'info' }, destination), lines }
}

/** An error shaped like Payload's APIError, under a minified class name. */
const apiError = (message: string, status: number) => Object.assign(new (class e extends Error {})(message), { status })

describe('log levels by status', () => {
  it('logs a 4xx as info (429 as warn) with its message and status, without the stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: apiError('You are not allowed to perform this action.', 403) })
    logger.error({ err: apiError('Not Found', 404), collection: 'blogs' })
    logger.error({ err: apiError('Too many attempts', 429) }, 'rate limited')
    expect(lines.map(({ level, msg, status, err, collection }) => ({ level, msg, status, err, collection }))).toEqual([
      { level: 30, msg: 'You are not allowed to perform this action.', status: 403, err: undefined, collection: undefined },
      { level: 30, msg: 'Not Found', status: 404, err: undefined, collection: 'blogs' },
      { level: 40, msg: 'rate limited', status: 429, err: undefined, collection: undefined },
    ])
  })

  it('keeps a 5xx, or an error without a status, at error with its stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: apiError('Something went wrong.', 500) })
    logger.error({ err: new Error('database exploded') }, 'request failed: GET /api/blogs')
    expect(lines.map(({ level }) => level)).toEqual([50, 50])
    expect((lines[0].err as { stack: string }).stack).toContain('Something went wrong.')
    expect(lines[1].msg).toBe('request failed: GET /api/blogs')
    // A 4xx logged at warn or info on purpose is left as it is.
    logger.warn({ err: apiError('locked', 423) }, 'account locked')
    expect(lines[2]).toMatchObject({ level: 40, msg: 'account locked' })
  })
})

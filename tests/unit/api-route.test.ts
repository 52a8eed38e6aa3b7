// The failure policy of every JSON route: an unreachable database answers 503 with Retry-After, anything else 500,
// both as the API's {error, msg} shape.
import { describe, expect, it, vi } from 'vitest'

import { apiRoute, isDatabaseUnavailable } from '@/lib/apiRoute'
import { messages } from '@/lib/messages'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['PostgreSQL shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['an exhausted pool', new Error('timeout exceeded when trying to connect')],
    ["Payload's re-wrapped driver error", new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432')],
    ['a cause chain', new Error('query failed', { cause: withCode('Connection terminated unexpectedly', 'ECONNRESET') })],
    ['a busy SQLite file', withCode('SQLITE_BUSY: database is locked', 'SQLITE_BUSY')],
  ])('recognises %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a constraint violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'just a string'],
  ])('does not mistake %s for an outage', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('apiRoute', () => {
  it('answers 503 with Retry-After while the database is unreachable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const handler = apiRoute((_request: Request) => Promise.reject(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')))
    const response = await handler(new Request('http://localhost/api/contact', { method: 'POST' }))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toEqual({ error: 'unavailable', msg: messages.serviceUnavailable })
  })

  it('answers 500 with the generic message for anything else, and passes answers through', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = apiRoute((_request: Request) => Promise.reject(new TypeError('bug')))
    const failed = await failing(new Request('http://localhost/api/contact', { method: 'POST' }))
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ error: 'server_error', msg: messages.serverError })
    const fine = apiRoute((_request: Request) => Promise.resolve(Response.json({ ok: true }, { status: 201 })))
    expect((await fine(new Request('http://localhost/api/contact'))).status).toBe(201)
  })
})

// The shape every route handler shares (docs/architecture.md): the request guard, and feature results
// mapped to the API's JSON errors. Tested here without a server, as feature functions are.
import { describe, expect, it } from 'vitest'

import { readTalentForm } from '@/features/leads/talentForm'
import { clientLimitKey, refusalResponse, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'
import { requestGuard } from '@/lib/requestGuard'
import { fieldRefusal, refuse, succeed, tooManyRefusal } from '@/lib/result'

const post = (headers: Record<string, string>, body?: string) =>
  new Request('http://localhost:3000/api/x', { method: 'POST', headers, body })

describe('requestGuard', () => {
  it('refuses another site with 403 before counting, then lets this site in up to the limit, then 429 with Retry-After', async () => {
    const guard = requestGuard({ keyPrefix: `unit-guard-${Date.now()}`, points: 2, duration: 60, msg: 'Slow down, please.' })
    const foreign = await guard(post({ origin: 'https://evil.example', 'x-client-ip': '10.0.0.1' }))
    expect(foreign?.status).toBe(403)
    expect(await foreign?.json()).toEqual({ error: 'forbidden_origin', msg: 'This request must come from this website.' })
    const ours = { origin: 'http://localhost:3000', 'x-client-ip': '10.0.0.1' }
    expect(await guard(post(ours))).toBeNull()
    expect(await guard(post(ours))).toBeNull()
    const limited = await guard(post(ours))
    expect(limited?.status).toBe(429)
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited?.json()).toEqual({ error: 'rate_limited', msg: 'Slow down, please.' })
    // Another address has its own allowance.
    expect(await guard(post({ ...ours, 'x-client-ip': '10.0.0.2' }))).toBeNull()
  })

  it('counts an IPv6 client by its /64, so a new address of the same network is no new allowance', async () => {
    const guard = requestGuard({ keyPrefix: `unit-guard-v6-${Date.now()}`, points: 2, duration: 60, msg: 'Slow down, please.' })
    const from = (address: string) => post({ origin: 'http://localhost:3000', 'x-client-ip': address })
    expect(await guard(from('2001:db8:a:b::1'))).toBeNull()
    expect(await guard(from('2001:0db8:000a:000b:ffff:1:2:3'))).toBeNull()
    expect((await guard(from('2001:db8:a:b:dead:beef:0:9')))?.status).toBe(429)
    // The next /64 is another client.
    expect(await guard(from('2001:db8:a:c::1'))).toBeNull()
  })
})

describe('clientLimitKey', () => {
  const key = (address: string) => clientLimitKey({ headers: new Headers({ 'x-client-ip': address }) })
  it('keeps an IPv4 address, reads an IPv4 address written as IPv6 as IPv4, and keys IPv6 by its /64', () => {
    expect(key('203.0.113.7')).toBe('203.0.113.7')
    expect(key('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(key('2001:db8:a:b::1')).toBe('2001:db8:a:b::/64')
    expect(key('2001:DB8:A:B:1:2:3:4')).toBe('2001:db8:a:b::/64')
    expect(key('::1')).toBe('0:0:0:0::/64')
    expect(key('unknown')).toBe('unknown')
    expect(clientLimitKey({ headers: new Headers() })).toBe('unknown')
  })
})

describe('feature results', () => {
  it('map a value through the route and a refusal to its status, message, fields and Retry-After', async () => {
    const done = respondWith(succeed({ id: '7' }), ({ id }) => Response.json({ id }, { status: 201 }))
    expect(done.status).toBe(201)
    expect(await done.json()).toEqual({ id: '7' })

    const field = respondWith(refuse(fieldRefusal('subCategory', messages.teamUpSubCategoryMismatch)), () => new Response())
    expect(field.status).toBe(400)
    expect(await field.json()).toEqual({
      error: 'validation_error',
      msg: 'Please choose a sub category of the chosen main category.',
      fields: { subCategory: 'Please choose a sub category of the chosen main category.' },
    })

    const wait = refusalResponse(tooManyRefusal(42, messages.talentDailyLimit))
    expect(wait.status).toBe(429)
    expect(wait.headers.get('retry-after')).toBe('42')
    expect(await wait.json()).toEqual({ error: 'rate_limited', msg: messages.talentDailyLimit })
  })

  it('let the talent form reader refuse an oversized or non-form body before reading it', async () => {
    const huge = await readTalentForm(post({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50_000_000) }))
    expect(huge).toEqual(refuse({ status: 413, error: 'file_too_large', msg: messages.talentResumeTooLarge }))
    const json = await readTalentForm(post({ 'content-type': 'application/json' }, '{}'))
    expect(json).toEqual(refuse({ status: 400, error: 'invalid_body', msg: messages.talentNotAForm }))
  })
})

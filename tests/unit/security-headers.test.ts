// The choices inside server/securityHeaders.mjs that the API suite cannot see: it only runs the production server on
// http. (The exact production values are asserted by tests/integration/security-headers.test.ts.)
import { describe, expect, it } from 'vitest'

import { nextHeaderRules, securityHeaders } from '../../server/securityHeaders.mjs'

const csp = (headers: Array<[string, string]>) => new Map(headers).get('Content-Security-Policy') ?? ''

describe('securityHeaders', () => {
  it('upgrades insecure requests only when the site is https', () => {
    expect(csp(securityHeaders('/', { production: true, siteUrl: 'https://punetalentworks.in' }))).toMatch(/; upgrade-insecure-requests$/)
    expect(csp(securityHeaders('/', { production: true, siteUrl: 'http://127.0.0.1:3000' }))).not.toContain('upgrade-insecure-requests')
  })

  it("allows 'unsafe-eval' and leaves out HSTS only outside production", () => {
    const dev = securityHeaders('/', { production: false, siteUrl: 'http://localhost:3000' })
    expect(csp(dev)).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval';")
    expect(new Map(dev).has('Strict-Transport-Security')).toBe(false)
    const production = securityHeaders('/', { production: true, siteUrl: 'http://localhost:3000' })
    expect(csp(production)).not.toContain('unsafe-eval')
    expect(new Map(production).get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains')
  })

  it('gives data: and blob: images to the admin only, and no Referer to the code-carrying pages', () => {
    const options = { production: true, siteUrl: 'http://localhost:3000' }
    expect(csp(securityHeaders('/admin/collections/media', options))).toContain("img-src 'self' data: blob:;")
    expect(csp(securityHeaders('/administration', options))).toContain("img-src 'self';")
    expect(new Map(securityHeaders('/set-new-password', options)).get('Referrer-Policy')).toBe('no-referrer')
    expect(new Map(securityHeaders('/settings', options)).get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  })

  it('gives uploaded files and resumes a policy under which they can never run a script', () => {
    for (const path of [
      '/cms-api/media/file/logo.svg',
      '/cms-api/exports/file/leads.csv',
      '/api/leads/resumes/12',
      // Other spellings of these paths (`//`, `/./`, `%2F`) never get here: server.mjs refuses them first
      // (tests/unit/server-request-path.test.ts).
    ]) {
      expect(csp(securityHeaders(path, { production: true }))).toBe(
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
      )
    }
    expect(csp(securityHeaders('/cms-api/media', { production: true }))).toContain("default-src 'self';")
  })

  it('gives `next dev` the same headers as rules for next.config headers()', () => {
    const rules = nextHeaderRules({ production: false, siteUrl: 'http://localhost:3000' })
    const site = new Map(rules[0].headers.map(({ key, value }) => [key, value]))
    expect(rules[0].source).toBe('/:path*')
    expect([...site]).toEqual(securityHeaders('/', { production: false, siteUrl: 'http://localhost:3000' }))
    expect(rules[1]).toEqual({
      source: '/admin/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: csp(securityHeaders('/admin', { production: false, siteUrl: 'http://localhost:3000' })) },
      ],
    })
    expect(rules[2].headers).toEqual([
      { key: 'Content-Security-Policy', value: csp(securityHeaders('/cms-api/media/file/a.png', { production: false })) },
    ])
    expect(rules.at(-1)?.headers).toEqual([{ key: 'Referrer-Policy', value: 'no-referrer' }])
  })
})

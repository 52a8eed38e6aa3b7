// The security headers (docs/security.md) on every kind of answer of the production server (server.mjs sets them before Next.js
// and its in-memory API cache answer). The values are spelled out here on purpose: a change to the policy must be a
// change to this file too. The browser suite (tests/e2e/csp.spec.ts) proves the site and the admin run under them.
import { describe, expect, it } from 'vitest'

import { baseUrl, staffHeaders } from './helpers'

const SITE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self'; " +
  "font-src 'self'; connect-src 'self'; media-src 'none'; frame-src 'none'; worker-src 'none'; object-src 'none'; base-uri 'self'; " +
  "form-action 'self'; frame-ancestors 'none'"
const ADMIN_CSP = SITE_CSP.replace("img-src 'self'", "img-src 'self' data: blob:")
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'"

const COMMON = {
  'x-content-type-options': 'nosniff',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  // The test server runs with NODE_ENV=production (over http, where browsers ignore it).
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
}

type Expected = { csp?: string; referrer?: string }

function expectSecurityHeaders(response: Response, { csp = SITE_CSP, referrer = 'strict-origin-when-cross-origin' }: Expected = {}) {
  const actual = Object.fromEntries(
    ['content-security-policy', 'referrer-policy', ...Object.keys(COMMON)].map((name) => [name, response.headers.get(name)]),
  )
  expect(actual).toEqual({ 'content-security-policy': csp, 'referrer-policy': referrer, ...COMMON })
  // No directive asks to upgrade requests on an http site (SITE_URL is http://127.0.0.1 here).
  expect(csp).not.toContain('upgrade-insecure-requests')
}

const get = (path: string, init: RequestInit = {}) => fetch(`${baseUrl()}${path}`, { redirect: 'manual', ...init })

describe('security headers', () => {
  it('are on a static page', async () => {
    const response = await get('/about')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-nextjs-prerender')).toBe('1')
    expectSecurityHeaders(response)
  })

  it('are on a dynamic page that sends visitors to /login', async () => {
    const response = await get('/join-as-talent')
    expect([303, 307, 308]).toContain(response.status)
    expect(response.headers.get('location')).toContain('/login')
    expectSecurityHeaders(response)
  })

  it('send no Referer from the pages that carry a code or token', async () => {
    for (const path of [
      '/forgot-password',
      '/verify-otp-reset',
      '/set-new-password',
      '/unsubscribe?token=abc',
      '/subscribe/confirm?token=abc',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expectSecurityHeaders(response, { referrer: 'no-referrer' })
    }
    // A page whose name merely starts alike keeps the default.
    expectSecurityHeaders(await get('/forgot-password-help'))
  })

  it('are on a JSON API answer, first from Next and then from the in-memory cache', async () => {
    const first = await get('/api/categories?security-headers=1')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-api-cache')).toBeNull()
    expectSecurityHeaders(first)
    await first.arrayBuffer()
    const repeat = await get('/api/categories?security-headers=1')
    expect(repeat.headers.get('x-api-cache')).toBe('HIT')
    expectSecurityHeaders(repeat)
  })

  it('are on a 404 page', async () => {
    const response = await get('/no-such-page-anywhere')
    expect(response.status).toBe(404)
    expectSecurityHeaders(response)
  })

  it('are on static files: a build asset and a public image', async () => {
    const html = await (await get('/')).text()
    const asset = html.match(/\/_next\/static\/[^"']+\.(?:js|css)/)?.[0]
    expect(asset).toBeDefined()
    const built = await get(asset!)
    expect(built.status).toBe(200)
    expectSecurityHeaders(built)
    const image = await get('/images/fallback.svg')
    expect(image.status).toBe(200)
    expectSecurityHeaders(image)
  })

  it("are on an optimised image, whose policy is Next's own script-free one", async () => {
    // Listing media is staff-only (visitors read nothing through /cms-api); the file itself is public.
    const { docs } = (await (await get('/cms-api/media?limit=1', { headers: await staffHeaders() })).json()) as { docs: { url: string }[] }
    const response = await get(`/_next/image?url=${encodeURIComponent(new URL(docs[0].url, baseUrl()).pathname)}&w=48&q=75`)
    expect(response.status).toBe(200)
    expectSecurityHeaders(response, { csp: "script-src 'none'; frame-src 'none'; sandbox;" })
  })

  it('are on an uploaded media file served by Payload, with a policy under which no upload can run a script', async () => {
    // Listing media is staff-only (visitors read nothing through /cms-api); the file itself is public.
    const { docs } = (await (await get('/cms-api/media?limit=1', { headers: await staffHeaders() })).json()) as { docs: { url: string }[] }
    const response = await get(new URL(docs[0].url, baseUrl()).pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
    // One policy only: Payload's own (set on SVG files) must not be sent alongside or instead.
    expectSecurityHeaders(response, { csp: FILE_CSP })
  })

  it('are on the admin panel, whose policy also allows data: and blob: images', async () => {
    const response = await get('/admin/login')
    expect(response.status).toBe(200)
    expectSecurityHeaders(response, { csp: ADMIN_CSP })
  })

  it('are on an error answer to a POST', async () => {
    const response = await get('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl(), 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({}),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('application/json')
    expectSecurityHeaders(response)
  })
})

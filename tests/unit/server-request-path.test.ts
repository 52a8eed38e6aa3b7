// The one reading of a request path (server/requestPath.mjs) that the security headers, body
// limits, the anonymous-write refusal and the answer cache all use. Every spelling that routing would read
// differently from a prefix check is refused; the rest is decoded once.
import { describe, expect, it } from 'vitest'

import { routedPath } from '../../server/requestPath.mjs'

describe('routedPath', () => {
  it('decodes a plain path and keeps the query apart', () => {
    expect(routedPath('/api/blogs?page=2&searchTerm=a%2Fb')).toEqual({
      ok: true,
      pathname: '/api/blogs',
      search: '?page=2&searchTerm=a%2Fb',
    })
    expect(routedPath('/blog/caf%C3%A9')).toEqual({ ok: true, pathname: '/blog/café', search: '' })
    // An escaped letter is the letter: the checks see /api/contact, as a router that decodes it would.
    expect(routedPath('/%61pi/contact')).toMatchObject({ ok: true, pathname: '/api/contact' })
    expect(routedPath('/.well-known/security.txt')).toMatchObject({ ok: true, pathname: '/.well-known/security.txt' })
    expect(routedPath('/cms-api/media/file/my%20logo...svg')).toMatchObject({ ok: true, pathname: '/cms-api/media/file/my logo...svg' })
  })

  it.each([
    ['/./api/contact'],
    ['/api/./contact'],
    ['/x/../api/contact'],
    ['/..'],
    ['/%2e/api/contact'],
    ['/%2E%2E/api/leads/resumes/1'],
    ['/api/%2e%2e/cms-api/media/file/x.svg'],
    ['//api/contact'],
    ['/cms-api//media/file/x.svg'],
    ['/cms-api/media%2Ffile%2Fx.svg'],
    ['/cms-api/media%2ffile/x.svg'],
    ['/api%5Ccontact'],
    ['/api\\contact'],
    ['/api/leads/resumes\\1'],
  ])('refuses the ambiguous path %s', (target) => {
    expect(routedPath(target)).toEqual({
      ok: false,
      reason: 'ambiguous',
      msg: 'This address is not valid: remove the "." or ".." parts, doubled slashes and backslashes.',
    })
  })

  it.each([
    ['/api/blogs/slug/%ff'],
    ['/api/categories/slug/%c0%af'],
    ['/api/subpages/slug/%'],
    ['/api/contact%00'],
    ['/a%E0%A4'],
    ['*'],
    ['http://evil.test/api/contact'],
    [''],
  ])('refuses the malformed target %s', (target) => {
    expect(routedPath(target)).toEqual({ ok: false, reason: 'malformed', msg: 'This address is not valid.' })
  })
})

// The body limit of every path (server/bodyLimits.mjs) and which /cms-api writes are refused without a
// credential before their body is read (server/anonymousWrites.mjs).
import { describe, expect, it } from 'vitest'

import { isAnonymousCmsWrite } from '../../server/anonymousWrites.mjs'
import { BODY_LIMITS, bodyLimitFor } from '../../server/bodyLimits.mjs'

describe('bodyLimitFor', () => {
  it('gives every path a limit: public API, staff media uploads, the rest of the CMS and the admin, pages', () => {
    expect(BODY_LIMITS).toEqual({
      resumeUpload: 60 * 1024 * 1024,
      publicApi: 6 * 1024 * 1024,
      mediaUpload: 20 * 1024 * 1024,
      cms: 2 * 1024 * 1024,
      anonymousPostRead: 16 * 1024,
      page: 16 * 1024,
    })
    expect(bodyLimitFor('/api/JoinTalent', 'multipart/form-data; boundary=x')).toBe(BODY_LIMITS.publicApi)
    expect(bodyLimitFor('/cms-api/media', 'multipart/form-data; boundary=x')).toBe(BODY_LIMITS.mediaUpload)
    expect(bodyLimitFor('/cms-api/media/12', 'multipart/form-data; boundary=x')).toBe(BODY_LIMITS.mediaUpload)
    expect(bodyLimitFor('/cms-api/media', 'application/json')).toBe(BODY_LIMITS.cms)
    // Many resumes at once, from a staff login only; without one the upload gets the CMS limit (and server.mjs a 401).
    const staffLogin = { method: 'POST', headers: { cookie: 'payload-token=x' } }
    expect(bodyLimitFor('/cms-api/candidates/upload', 'multipart/form-data; boundary=x', staffLogin)).toBe(BODY_LIMITS.resumeUpload)
    expect(bodyLimitFor('/cms-api/candidates/upload', 'multipart/form-data; boundary=x')).toBe(BODY_LIMITS.cms)
    expect(bodyLimitFor('/cms-api/contact-messages', 'multipart/form-data; boundary=x')).toBe(BODY_LIMITS.cms)
    expect(bodyLimitFor('/cms-api/media/file/x.png', 'multipart/form-data; boundary=x')).toBe(BODY_LIMITS.cms)
    expect(bodyLimitFor('/admin/collections/blogs/1', 'text/plain')).toBe(BODY_LIMITS.cms)
    expect(bodyLimitFor('/contact', 'multipart/form-data; boundary=x')).toBe(BODY_LIMITS.page)
    expect(bodyLimitFor('/administration', undefined)).toBe(BODY_LIMITS.page)
  })

  it('gives a read sent as a POST to /cms-api without a login 16 KB, with a login the CMS limit', () => {
    const urlencoded = 'application/x-www-form-urlencoded'
    const postRead = { method: 'POST', headers: { 'x-payload-http-method-override': 'GET', 'content-type': urlencoded } }
    expect(bodyLimitFor('/cms-api/openings', urlencoded, postRead)).toBe(16 * 1024)
    expect(bodyLimitFor('/cms-api/openings', urlencoded, { method: 'POST', headers: { 'x-http-method-override': 'GET' } })).toBe(16 * 1024)
    // A made-up cookie gets through here; Payload then finds no login and refuses the read itself (403).
    const withLogin = [{ authorization: 'JWT x' }, { cookie: 'a=1; payload-token=x' }]
    for (const login of withLogin) {
      expect(bodyLimitFor('/cms-api/openings', urlencoded, { method: 'POST', headers: { ...postRead.headers, ...login } })).toBe(
        BODY_LIMITS.cms,
      )
    }
    expect(bodyLimitFor('/cms-api/openings', urlencoded, { method: 'POST', headers: {} })).toBe(BODY_LIMITS.cms)
    expect(bodyLimitFor('/cms-api/openings', urlencoded, { method: 'PATCH', headers: postRead.headers })).toBe(BODY_LIMITS.cms)
  })
})

describe('isAnonymousCmsWrite', () => {
  const anonymous = {}
  it.each([
    ['POST', '/cms-api/contact-messages'],
    ['PATCH', '/cms-api/users/1'],
    ['DELETE', '/cms-api/media/1'],
    ['POST', '/cms-api/globals/site-settings'],
    ['POST', '/cms-api/users/unlock'],
    ['POST', '/cms-api/users/1/api-key/reveal'],
    ['POST', '/cms-api/payload-migrations'],
  ])('refuses %s %s without a credential', (method, path) => {
    expect(isAnonymousCmsWrite(method, path, anonymous)).toBe(true)
  })

  it.each([
    ['POST', '/cms-api/users/login'],
    ['POST', '/cms-api/users/logout'],
    ['POST', '/cms-api/users/refresh-token'],
    ['POST', '/cms-api/users/forgot-password'],
    ['POST', '/cms-api/users/reset-password'],
    ['POST', '/cms-api/users/first-register'],
    ['POST', '/cms-api/users/verify/abc123'],
    ['GET', '/cms-api/contact-messages'],
    ['OPTIONS', '/cms-api/contact-messages'],
    ['POST', '/api/contact'],
  ])('lets %s %s through without a credential', (method, path) => {
    expect(isAnonymousCmsWrite(method, path, anonymous)).toBe(false)
  })

  it('lets any write with a session cookie or an Authorization header through (Payload decides), and reads sent as POST', () => {
    expect(isAnonymousCmsWrite('POST', '/cms-api/media', { cookie: 'theme=dark; payload-token=abc' })).toBe(false)
    expect(isAnonymousCmsWrite('POST', '/cms-api/media', { authorization: 'JWT abc' })).toBe(false)
    expect(isAnonymousCmsWrite('POST', '/cms-api/media', { cookie: 'not-payload-token=abc' })).toBe(true)
    expect(isAnonymousCmsWrite('POST', '/cms-api/blogs', { 'x-payload-http-method-override': 'GET' })).toBe(false)
    // Payload only turns exactly "GET" back into a read; anything else is still a write.
    expect(isAnonymousCmsWrite('POST', '/cms-api/blogs', { 'x-payload-http-method-override': 'get' })).toBe(true)
  })
})

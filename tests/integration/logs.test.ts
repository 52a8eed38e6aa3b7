// The production server writes structured logs: every line of its output is one JSON object (pino), and nothing
// that opens an account (password, one-time code, session token) ever reaches them.
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { call, codeFromMail, freshEmail, freshIp, signUp } from './accounts-helpers'
import { baseUrl, eventually, staffHeaders } from './helpers'

const serverLog = () => fs.readFileSync(path.join(inject('serverDir'), 'server.log'), 'utf8')

describe('server logs', () => {
  it('are JSON lines without passwords, codes or tokens after sign-up, failed and good logins and a reset', async () => {
    const ip = freshIp(91)
    const email = freshEmail('logs')
    const password = 'tangerine-orbit-quietly-42'
    const { cookie, body } = await signUp(ip, email, { password })
    const signupCode = await codeFromMail(email, 1)
    expect((await call('/api/users/login', { ip, body: { email, password: 'wrong-password-guess-77' } })).status).toBe(401)
    const login = await call('/api/users/login', { ip, body: { email, password } })
    expect(login.status).toBe(200)
    expect((await call('/api/users/password-reset/request', { ip, body: { email } })).status).toBe(200)
    const resetCode = await codeFromMail(email, 2)
    // A request that fails on the server side also logs, as one line.
    expect((await call('/api/contact', { ip, rawBody: '{"broken json' })).status).toBe(400)

    const log = serverLog()
    const lines = log.split('\n').filter(Boolean)
    expect(lines.length).toBeGreaterThan(5)
    for (const line of lines) {
      const entry = JSON.parse(line) as { level: number; time: string; msg?: string }
      expect(typeof entry.level).toBe('number')
      expect(Number.isNaN(Date.parse(entry.time))).toBe(false)
    }
    const sessionToken = cookie.split('=')[1]
    for (const secret of [
      password,
      'wrong-password-guess-77',
      signupCode,
      resetCode,
      sessionToken,
      String(body.token),
      login.body.token as string,
    ]) {
      expect(secret.length).toBeGreaterThan(5)
      expect(log).not.toContain(secret)
    }
  })

  it('log what Payload refuses (403, 404, invalid data) at info without a stack; only server faults are errors', async () => {
    const logLines = () =>
      serverLog()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg?: string; status?: number; err?: { stack?: string; status?: number } })
    const before = logLines().length
    expect((await fetch(`${baseUrl()}/cms-api/contact-messages`)).status).toBe(403)
    expect((await fetch(`${baseUrl()}/cms-api/blogs/987654321`, { headers: await staffHeaders() })).status).toBe(404)
    const invalid = await fetch(`${baseUrl()}/cms-api/blogs`, { method: 'POST', headers: await staffHeaders(), body: '{}' })
    expect(invalid.status).toBe(400)

    await eventually(() => {
      const lines = logLines().slice(before)
      expect(lines.map(({ level, status, msg }) => ({ level, status, msg }))).toEqual(
        expect.arrayContaining([
          { level: 30, status: 403, msg: 'You are not allowed to perform this action.' },
          { level: 30, status: 404, msg: 'Not Found' },
          expect.objectContaining({ level: 30, status: 400, msg: expect.stringMatching(/invalid/i) }),
        ]),
      )
      expect(lines.filter(({ level, err }) => level >= 50 || err !== undefined)).toEqual([])
      return Promise.resolve()
    }, 3000)
  })
})

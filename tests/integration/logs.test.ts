// The production server writes structured logs: every line of its output is one JSON object (pino), and nothing
// that opens an account (password, one-time code, session token) ever reaches them.
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { call, codeFromMail, freshEmail, freshIp, signUp } from './accounts-helpers'

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
})

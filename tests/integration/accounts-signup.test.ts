// Member signup (docs/decisions/accounts.md): signup with an e-mailed code, the code rules, resend limits and enumeration safety.
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { call, codeFromMail, freshEmail, freshIp, GOOD_PASSWORD, mailCount, signUp, skipCooldown } from './accounts-helpers'
import { rawSql } from './helpers'
import { mailsTo, setSmtpFailing, waitForMail } from './mail'

const signupBody = (email: string, otp: string, overrides: Record<string, unknown> = {}) => ({
  email,
  name: 'Ravi Kulkarni',
  age: 31,
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  otp,
  ...overrides,
})

describe('POST /api/users/signup/request-otp', () => {
  it('mails a 6-digit code (text and HTML, company name) and answers the spec message', async () => {
    const ip = freshIp(1)
    const email = freshEmail('code')
    const answer = await call('/api/users/signup/request-otp', { ip, body: { email: `  ${email.toUpperCase()} ` } })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ msg: 'OTP sent to your email.' })
    const mail = await waitForMail(email)
    expect(mail.subject).toBe('Your Pune Talent Works signup code')
    const code = await codeFromMail(email)
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.html).toContain(code)
    expect(mail.html).toContain('Pune Talent Works')
    expect(mail.text).toContain('valid for 10 minutes')
    // Only a keyed hash is stored, never the code; the code never reaches the server log when SMTP is configured.
    const log = fs.readFileSync(path.join(inject('serverDir'), 'server.log'), 'utf8')
    expect(log).not.toContain(code)
  })

  it('rejects a missing or malformed e-mail with 400 naming the field', async () => {
    const ip = freshIp(1)
    const missing = await call('/api/users/signup/request-otp', { ip, body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      error: 'validation_error',
      msg: 'Please enter your email address.',
      fields: { email: 'Please enter your email address.' },
    })
    const malformed = await call('/api/users/signup/request-otp', { ip, body: { email: 'not-an-address' } })
    expect(malformed.body).toMatchObject({
      msg: 'Please enter a valid email address.',
      fields: { email: 'Please enter a valid email address.' },
    })
    const notJson = await call('/api/users/signup/request-otp', { ip, rawBody: '{nope' })
    expect(notJson.status).toBe(400)
    expect(notJson.body.error).toBe('invalid_json')
  })

  it('allows one code per 60 s per address (429 + Retry-After), then at most 5 per hour', async () => {
    const ip = freshIp(1)
    const email = freshEmail('limits')
    expect((await call('/api/users/signup/request-otp', { ip, body: { email } })).status).toBe(200)
    const again = await call('/api/users/signup/request-otp', { ip, body: { email } })
    expect(again.status).toBe(429)
    expect(again.body).toMatchObject({ error: 'rate_limited', msg: 'Please wait a minute before requesting another OTP.' })
    const retryAfter = Number(again.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    for (let sent = 2; sent <= 5; sent++) {
      await skipCooldown(email)
      expect((await call('/api/users/signup/request-otp', { ip, body: { email } })).status).toBe(200)
    }
    await skipCooldown(email)
    const sixth = await call('/api/users/signup/request-otp', { ip, body: { email } })
    expect(sixth.status).toBe(429)
    expect(sixth.body.msg).toBe('Too many OTP requests for this email. Please try again later.')
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(60)
    expect(await mailCount(email)).toBe(5)
    // The hour is counted from the first code: once it has passed, codes can be requested again.
    await rawSql('UPDATE otp_codes SET window_start = ?, last_sent_at = ? WHERE email = ?', [
      new Date(Date.now() - 3_601_000).toISOString(),
      new Date(Date.now() - 61_000).toISOString(),
      email,
    ])
    expect((await call('/api/users/signup/request-otp', { ip, body: { email } })).status).toBe(200)
  })

  it('answers 502 with a clear message when the mail server refuses, and a retry is not throttled', async () => {
    const ip = freshIp(1)
    const email = freshEmail('smtpdown')
    setSmtpFailing(true)
    try {
      const answer = await call('/api/users/signup/request-otp', { ip, body: { email } })
      expect(answer.status).toBe(502)
      expect(answer.body).toEqual({ error: 'mail_failed', msg: 'We could not send the email right now. Please try again later.' })
    } finally {
      setSmtpFailing(false)
    }
    const retry = await call('/api/users/signup/request-otp', { ip, body: { email } })
    expect(retry.status).toBe(200)
    expect(await codeFromMail(email)).toMatch(/^\d{6}$/)
  })

  it('answers an already registered address exactly like a new one and mails an "already have an account" notice', async () => {
    const ip = freshIp(1)
    const email = freshEmail('exists')
    await signUp(ip, email)
    await skipCooldown(email)
    const fresh = await call('/api/users/signup/request-otp', { ip, body: { email: freshEmail('new') } })
    const existing = await call('/api/users/signup/request-otp', { ip, body: { email } })
    expect(existing.status).toBe(fresh.status)
    expect(existing.body).toEqual(fresh.body)
    const notice = await waitForMail(email, { count: 2 })
    expect(notice.subject).toBe('You already have a Pune Talent Works account')
    expect(notice.text).not.toMatch(/\b\d{6}\b/)
    expect(notice.text).toContain('/forgot-password')
    // The resend limits apply the same way to both.
    const again = await call('/api/users/signup/request-otp', { ip, body: { email } })
    expect(again.status).toBe(429)
  })
})

describe('POST /api/users/signup/verify-otp', () => {
  it('creates the member only now, starts a 7-day HttpOnly session and returns token, user and msg', async () => {
    const ip = freshIp(2)
    const email = freshEmail('verify')
    await call('/api/users/signup/request-otp', { ip, body: { email } })
    const otp = await codeFromMail(email)
    const before = await call('/api/users/login', { ip, body: { email, password: GOOD_PASSWORD } })
    expect(before.status).toBe(401)
    const answer = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, otp) })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ msg: 'Signup successful', user: { email, name: 'Ravi Kulkarni' } })
    expect(typeof answer.body.token).toBe('string')
    const cookie = answer.setCookies.find((value) => value.startsWith('ptw-member='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Max-Age=604800/)
    expect(cookie).toMatch(/Path=\//)
    // Payload's own cookie stays the staff admin's.
    expect(answer.setCookies.some((value) => value.startsWith('payload-token='))).toBe(false)
    const me = await call('/api/users/me', { method: 'GET', ip, cookie: answer.memberCookie as string })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ user: { email, name: 'Ravi Kulkarni', age: 31 } })
    // Used once: the same code cannot be used again.
    const reuse = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, otp) })
    expect(reuse.status).toBe(401)
    expect(reuse.body).toMatchObject({ error: 'invalid_otp', msg: 'This OTP has already been used. Please request a new one.' })
  })

  it('checks age, matching passwords and the password policy with exact messages, without spending the code', async () => {
    const ip = freshIp(2)
    const email = freshEmail('rules')
    await call('/api/users/signup/request-otp', { ip, body: { email } })
    const otp = await codeFromMail(email)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ age: 17 }, 'age', 'You must be at least 18 years old to signup.'],
      [{ age: '17' }, 'age', 'You must be at least 18 years old to signup.'],
      [{ age: 18.5 }, 'age', 'Please enter your age as a whole number.'],
      [{ age: 'abc' }, 'age', 'Please enter your age as a whole number.'],
      [{ confirmPassword: 'violet-harbor-lanterns' }, 'confirmPassword', 'Passwords do not match.'],
      [{ password: 'short1', confirmPassword: 'short1' }, 'password', 'Your password must be at least 8 characters long.'],
      [{ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, 'password', 'Your password can be at most 128 characters long.'],
      [
        { password: 'password123', confirmPassword: 'password123' },
        'password',
        'This password is too common and easy to guess. Please choose a different one.',
      ],
      [
        { password: `${email.split('@')[0]}!x`, confirmPassword: `${email.split('@')[0]}!x` },
        'password',
        'Your password must not contain your email address.',
      ],
      [{ name: '  ' }, 'name', 'Please enter your full name.'],
      [{ otp: '' }, 'otp', 'Please enter the OTP from your email.'],
    ]
    for (const [override, field, message] of cases) {
      const answer = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, otp, override) })
      expect(answer.status, JSON.stringify(override)).toBe(400)
      expect(answer.body.msg).toBe(message)
      expect((answer.body.fields as Record<string, string>)[field]).toBe(message)
    }
    const ok = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, otp, { age: 18 }) })
    expect(ok.status).toBe(201)
  })

  it('a wrong code is 401; the fifth wrong entry invalidates the code', async () => {
    const ip = freshIp(2)
    const email = freshEmail('tries')
    await call('/api/users/signup/request-otp', { ip, body: { email } })
    const otp = await codeFromMail(email)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, wrong) })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ error: 'invalid_otp', msg: 'Invalid OTP.' })
    }
    const fifth = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, wrong) })
    expect(fifth.body.msg).toBe('Too many incorrect attempts. Please request a new OTP.')
    const right = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, otp) })
    expect(right.status).toBe(401)
    expect(right.body.msg).toBe('Too many incorrect attempts. Please request a new OTP.')
  })

  it('a code expires after 10 minutes', async () => {
    const ip = freshIp(2)
    const email = freshEmail('expiry')
    await call('/api/users/signup/request-otp', { ip, body: { email } })
    const otp = await codeFromMail(email)
    await rawSql('UPDATE otp_codes SET expires_at = ? WHERE email = ?', [new Date(Date.now() - 1000).toISOString(), email])
    const answer = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, otp) })
    expect(answer.status).toBe(401)
    expect(answer.body.msg).toBe('This OTP has expired. Please request a new one.')
  })

  it('a new code invalidates the previous one; codes are bound to the address', async () => {
    const ip = freshIp(2)
    const email = freshEmail('newcode')
    await call('/api/users/signup/request-otp', { ip, body: { email } })
    const first = await codeFromMail(email)
    await skipCooldown(email)
    await call('/api/users/signup/request-otp', { ip, body: { email } })
    const second = await codeFromMail(email, 2)
    if (first !== second) {
      const old = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, first) })
      expect(old.status).toBe(401)
      expect(old.body.msg).toBe('Invalid OTP.')
    }
    const other = freshEmail('other')
    const elsewhere = await call('/api/users/signup/verify-otp', { ip, body: signupBody(other, second) })
    expect(elsewhere.status).toBe(401)
    const ok = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, second) })
    expect(ok.status).toBe(201)
  })

  it('a reset code cannot be used for signup', async () => {
    const ip = freshIp(2)
    const email = freshEmail('purpose')
    await signUp(ip, email)
    await call('/api/users/password-reset/request', { ip, body: { email } })
    const resetCode = await codeFromMail(email, 2)
    const other = await call('/api/users/signup/verify-otp', { ip, body: signupBody(email, resetCode) })
    expect(other.status).toBe(401)
  })

  it('forgets code rows a day after their last code', async () => {
    const ip = freshIp(2)
    const stale = freshEmail('stale')
    await call('/api/users/signup/request-otp', { ip, body: { email: stale } })
    await rawSql('UPDATE otp_codes SET last_sent_at = ?, window_start = ? WHERE email = ?', [
      new Date(Date.now() - 25 * 3_600_000).toISOString(),
      new Date(Date.now() - 25 * 3_600_000).toISOString(),
      stale,
    ])
    await call('/api/users/signup/request-otp', { ip, body: { email: freshEmail('trigger') } })
    // The stale row is gone: its old code no longer works and a new request starts a fresh hour window.
    const old = await codeFromMail(stale)
    const answer = await call('/api/users/signup/verify-otp', { ip, body: signupBody(stale, old) })
    expect(answer.status).toBe(401)
    expect(answer.body.msg).toBe('Invalid OTP.')
  })

  it('stores only a keyed hash of the code', async () => {
    const ip = freshIp(2)
    const email = freshEmail('hash')
    await call('/api/users/signup/request-otp', { ip, body: { email } })
    const otp = await codeFromMail(email)
    const { createClient } = await import('@libsql/client')
    const databaseUrl = inject('databaseUrl')
    let stored: string
    if (databaseUrl.startsWith('postgres')) {
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      const { rows } = await client.query<{ code_hash: string }>('SELECT code_hash FROM otp_codes WHERE email = $1', [email])
      stored = rows[0].code_hash
      await client.end()
    } else {
      const client = createClient({ url: databaseUrl })
      const { rows } = await client.execute({ sql: 'SELECT code_hash FROM otp_codes WHERE email = ?', args: [email] })
      stored = rows[0].code_hash as string
      client.close()
    }
    expect(stored).toMatch(/^[0-9a-f]{64}$/)
    expect(stored).not.toContain(otp)
    expect((await mailsTo(email)).length).toBe(1)
  })
})

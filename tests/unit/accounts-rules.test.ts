import { describe, expect, it } from 'vitest'

import { codeMail } from '@/features/accounts/mails'
import { checkOtp, generateCode, hashCode, hashesMatch, otpExpiry, sendDecision } from '@/features/accounts/otp'
import { passwordProblem, passwordShapeProblem } from '@/features/accounts/password'
import { resetSchema, signupSchema } from '@/features/accounts/schemas'

const secret = 'unit-test-secret'
const now = new Date('2026-01-01T10:00:00Z')

describe('one-time codes', () => {
  it('are 6 digits, uniformly generated (leading zeros kept)', () => {
    const codes = Array.from({ length: 2000 }, generateCode)
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(1990)
  })

  it('hash is keyed and bound to purpose and e-mail', () => {
    const hash = hashCode(secret, 'signup', 'a@b.in', '123456')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hashCode('other-secret', 'signup', 'a@b.in', '123456')).not.toBe(hash)
    expect(hashCode(secret, 'reset', 'a@b.in', '123456')).not.toBe(hash)
    expect(hashCode(secret, 'signup', 'c@b.in', '123456')).not.toBe(hash)
    expect(hashesMatch(hash, hashCode(secret, 'signup', 'a@b.in', '123456'))).toBe(true)
    expect(hashesMatch(hash, '')).toBe(false)
  })

  it('valid 10 minutes, single use, 5 wrong entries invalidate', () => {
    const right = hashCode(secret, 'signup', 'a@b.in', '123456')
    const wrong = hashCode(secret, 'signup', 'a@b.in', '654321')
    const stored = { codeHash: right, expiresAt: otpExpiry(now), attempts: 0, usedAt: null }
    expect(otpExpiry(now).getTime() - now.getTime()).toBe(600_000)
    expect(checkOtp(stored, right, now)).toEqual({ ok: true })
    expect(checkOtp(stored, right, new Date(now.getTime() + 599_999))).toEqual({ ok: true })
    expect(checkOtp(stored, right, new Date(now.getTime() + 600_000))).toMatchObject({
      ok: false,
      reason: 'expired',
      message: 'This OTP has expired. Please request a new one.',
    })
    expect(checkOtp({ ...stored, usedAt: now }, right, now)).toMatchObject({ ok: false, reason: 'used' })
    expect(checkOtp(null, right, now)).toMatchObject({ ok: false, reason: 'missing', message: 'Invalid OTP.' })
    expect(checkOtp(stored, wrong, now)).toMatchObject({ ok: false, reason: 'wrong', attemptsAfter: 1, message: 'Invalid OTP.' })
    expect(checkOtp({ ...stored, attempts: 4 }, wrong, now)).toMatchObject({
      attemptsAfter: 5,
      message: 'Too many incorrect attempts. Please request a new OTP.',
    })
    expect(checkOtp({ ...stored, attempts: 5 }, right, now)).toMatchObject({ ok: false, reason: 'too_many_attempts' })
  })

  it('resend: one per 60 s, five per hour', () => {
    const first = sendDecision(null, now)
    expect(first).toEqual({ ok: true, next: { lastSentAt: now.toISOString(), windowStart: now.toISOString(), windowCount: 1 } })
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000)
    expect(sendDecision({ lastSentAt: now, windowStart: now, windowCount: 1 }, at(30))).toEqual({
      ok: false,
      retryAfterSeconds: 30,
      message: 'Please wait a minute before requesting another OTP.',
    })
    expect(sendDecision({ lastSentAt: now, windowStart: now, windowCount: 1 }, at(60))).toMatchObject({
      ok: true,
      next: { windowCount: 2 },
    })
    expect(sendDecision({ lastSentAt: at(600), windowStart: now, windowCount: 5 }, at(700))).toEqual({
      ok: false,
      retryAfterSeconds: 2900,
      message: 'Too many OTP requests for this email. Please try again later.',
    })
    expect(sendDecision({ lastSentAt: at(600), windowStart: now, windowCount: 5 }, at(3600))).toMatchObject({
      ok: true,
      next: { windowCount: 1, windowStart: at(3600).toISOString() },
    })
  })
})

describe('password policy (deviation: 8–128, not common, not the e-mail)', () => {
  it('checks length and the e-mail local part', () => {
    expect(passwordShapeProblem('')).toBe('Please enter your password.')
    expect(passwordShapeProblem('1234567')).toBe('Your password must be at least 8 characters long.')
    expect(passwordShapeProblem('x'.repeat(129))).toBe('Your password can be at most 128 characters long.')
    expect(passwordShapeProblem('x'.repeat(128))).toBeNull()
    expect(passwordShapeProblem('my-Ravi.K-secret', 'ravi.k@example.in')).toBe('Your password must not contain your email address.')
    expect(passwordShapeProblem('violet-harbor', 'ravi.k@example.in')).toBeNull()
  })

  it('rejects commonly used passwords from the zxcvbn-ts list, case-insensitively', async () => {
    expect(await passwordProblem('password123')).toBe('This password is too common and easy to guess. Please choose a different one.')
    expect(await passwordProblem('Iloveyou1')).toBe('This password is too common and easy to guess. Please choose a different one.')
    expect(await passwordProblem('violet-harbor-lantern')).toBeNull()
  })

  it('the signup schema keeps the spec messages for age and mismatch', async () => {
    const base = {
      email: 'Asha@Example.in ',
      name: 'Asha',
      age: 18,
      password: 'violet-harbor-lantern',
      confirmPassword: 'violet-harbor-lantern',
    }
    const ok = await signupSchema.safeParseAsync(base)
    expect(ok.success && ok.data.email).toBe('asha@example.in')
    const young = await signupSchema.safeParseAsync({ ...base, age: 17 })
    expect(young.error?.issues[0].message).toBe('You must be at least 18 years old to signup.')
    const mismatch = await signupSchema.safeParseAsync({ ...base, confirmPassword: 'x' })
    expect(mismatch.error?.issues[0].message).toBe('Passwords do not match.')
    const reset = await resetSchema.safeParseAsync({
      email: 'a@b.in',
      otp: 123456,
      password: 'violet-harbor-lantern',
      confirmPassword: 'violet-harbor-lantern',
    })
    expect(reset.success && reset.data.otp).toBe('123456')
  })
})

describe('account mails', () => {
  it('have text and HTML bodies with the company name; HTML is escaped', () => {
    const mail = codeMail('Pune Talent Works', 'signup', '042917')
    expect(mail.subject).toBe('Your Pune Talent Works signup code')
    expect(mail.text).toContain('\n    042917\n')
    expect(mail.html).toContain('042917')
    expect(mail.html).toContain('Pune Talent Works')
    expect(codeMail('A&B <Co>', 'reset', '1').html).toContain('A&amp;B &lt;Co&gt;')
    expect(codeMail('A&B <Co>', 'reset', '1').html).not.toContain('A&B <Co>')
  })
})

describe('member session cookie', async () => {
  const { clearedSessionCookie, readCookie, sessionCookie } = await import('@/features/accounts/cookie')
  it('is HttpOnly, SameSite=Lax, 7 days, whole site; cleared with Max-Age=0', () => {
    expect(sessionCookie('a.b.c')).toBe('ptw-member=a.b.c; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800')
    expect(clearedSessionCookie()).toBe('ptw-member=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0')
  })
  it('is read from the Cookie header next to the staff cookie', () => {
    const request = new Request('http://x/', { headers: { cookie: 'payload-token=staff; ptw-member=member.jwt; other=1' } })
    expect(readCookie(request, 'ptw-member')).toBe('member.jwt')
    expect(readCookie(request, 'payload-token')).toBe('staff')
    expect(readCookie(new Request('http://x/'), 'ptw-member')).toBeNull()
  })
})

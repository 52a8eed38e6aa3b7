// Member sessions (docs/decisions/accounts.md): login, lockout and per-IP limits, logout, /me, password reset, Origin checks, admin + member sessions,
// change password and account deletion.
import { describe, expect, it } from 'vitest'

import { call, codeFromMail, freshEmail, freshIp, GOOD_PASSWORD, mailCount, OTHER_PASSWORD, signUp } from './accounts-helpers'
import { baseUrl, rawSql, staffRequest } from './helpers'
import { mailsTo, waitForMail } from './mail'
import { inject } from 'vitest'

describe('POST /api/users/login', () => {
  it('logs in with a session cookie and answers token, user and "Login successful"', async () => {
    const ip = freshIp(3)
    const email = freshEmail('login')
    await signUp(ip, email)
    const answer = await call('/api/users/login', { ip, body: { email: email.toUpperCase(), password: GOOD_PASSWORD } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ msg: 'Login successful', user: { email, name: 'Asha Patil' } })
    expect(typeof answer.body.token).toBe('string')
    expect(answer.memberCookie).toMatch(/^ptw-member=.+/)
    const me = await call('/api/users/me', { method: 'GET', ip, cookie: answer.memberCookie as string })
    expect(me.status).toBe(200)
  })

  it('says "Invalid email or password" for a wrong password and for an unknown address', async () => {
    const ip = freshIp(3)
    const email = freshEmail('wrong')
    await signUp(ip, email)
    const wrong = await call('/api/users/login', { ip, body: { email, password: OTHER_PASSWORD } })
    const unknown = await call('/api/users/login', { ip, body: { email: freshEmail('nobody'), password: OTHER_PASSWORD } })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual({ error: 'invalid_credentials', msg: 'Invalid email or password' })
    expect(unknown.body).toEqual(wrong.body)
    const missing = await call('/api/users/login', { ip, body: { email } })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ msg: 'Please enter your password.', fields: { password: 'Please enter your password.' } })
  })

  it("answers an account held by Payload's backstop lock like a wrong password (the growing delay is in accounts-security)", async () => {
    const ip = freshIp(3)
    const email = freshEmail('lock')
    await signUp(ip, email)
    await rawSql('UPDATE members SET lock_until = ? WHERE email = ?', [new Date(Date.now() + 10 * 60_000).toISOString(), email])
    const locked = await call('/api/users/login', { ip: freshIp(3), body: { email, password: GOOD_PASSWORD } })
    expect(locked.status).toBe(401)
    expect(locked.body).toEqual({ error: 'invalid_credentials', msg: 'Invalid email or password' })
    // Once the lock has run out the right password works again.
    await rawSql('UPDATE members SET lock_until = ? WHERE email = ?', [new Date(Date.now() - 1000).toISOString(), email])
    const after = await call('/api/users/login', { ip: freshIp(3), body: { email, password: GOOD_PASSWORD } })
    expect(after.status).toBe(200)
  })

  it('limits login attempts per client address (429 + Retry-After)', async () => {
    const ip = freshIp(3)
    for (let attempt = 1; attempt <= 20; attempt++) {
      const answer = await call('/api/users/login', { ip, body: {} })
      expect(answer.status).toBe(400)
    }
    const limited = await call('/api/users/login', { ip, body: { email: freshEmail('x'), password: OTHER_PASSWORD } })
    expect(limited.status).toBe(429)
    expect(limited.body.msg).toBe('Too many login attempts from your network. Please try again later.')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const otherAddress = await call('/api/users/login', { ip: freshIp(3), body: {} })
    expect(otherAddress.status).toBe(400)
  })
})

describe('POST /api/users/logout and GET /api/users/me', () => {
  it('/me is 401 without a session', async () => {
    const me = await call('/api/users/me', { method: 'GET', ip: freshIp(4) })
    expect(me.status).toBe(401)
    expect(me.body).toEqual({ error: 'unauthorized', msg: 'You are not logged in.' })
    const garbage = await call('/api/users/me', { method: 'GET', ip: freshIp(4), cookie: 'ptw-member=not.a.jwt' })
    expect(garbage.status).toBe(401)
  })

  it('logout clears the cookie and ends the session on the server: the old token stops working', async () => {
    const ip = freshIp(4)
    const email = freshEmail('logout')
    const { cookie } = await signUp(ip, email)
    const other = await call('/api/users/login', { ip, body: { email, password: GOOD_PASSWORD } })
    const answer = await call('/api/users/logout', { ip, cookie })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ msg: 'Logged out.' })
    expect(answer.setCookies.find((value) => value.startsWith('ptw-member='))).toMatch(/Max-Age=0/)
    expect((await call('/api/users/me', { method: 'GET', ip, cookie })).status).toBe(401)
    // Only this session ended; the member's other device stays logged in.
    expect((await call('/api/users/me', { method: 'GET', ip, cookie: other.memberCookie as string })).status).toBe(200)
    // Logging out without a session is harmless.
    expect((await call('/api/users/logout', { ip })).status).toBe(200)
  })
})

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails a code only to a member', async () => {
    const ip = freshIp(5)
    const email = freshEmail('reset')
    await signUp(ip, email)
    const unknownEmail = freshEmail('unknown')
    const known = await call('/api/users/password-reset/request', { ip, body: { email } })
    const unknown = await call('/api/users/password-reset/request', { ip, body: { email: unknownEmail } })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual({ msg: 'If an account exists for this email, we have sent an OTP to reset your password.' })
    expect(unknown.body).toEqual(known.body)
    const mail = await waitForMail(email, { count: 2 })
    expect(mail.subject).toBe('Your Pune Talent Works password reset code')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailCount(unknownEmail)).toBe(0)
    // Resend limits apply to both alike.
    expect((await call('/api/users/password-reset/request', { ip, body: { email } })).status).toBe(429)
    expect((await call('/api/users/password-reset/request', { ip, body: { email: unknownEmail } })).status).toBe(429)
  })

  it('sets the new password, ends every session, lifts a lockout, mails a notice and does not log in', async () => {
    const ip = freshIp(5)
    const email = freshEmail('resetdone')
    const { cookie } = await signUp(ip, email)
    const second = await call('/api/users/login', { ip, body: { email, password: GOOD_PASSWORD } })
    await call('/api/users/password-reset/request', { ip, body: { email } })
    const otp = await codeFromMail(email, 2)
    const mismatch = await call('/api/users/password-reset/reset', {
      ip,
      body: { email, otp, password: OTHER_PASSWORD, confirmPassword: GOOD_PASSWORD },
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.msg).toBe('Passwords do not match.')
    const answer = await call('/api/users/password-reset/reset', {
      ip,
      body: { email, otp, password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ message: 'Your password has been reset. Please log in with your new password.' })
    expect(answer.memberCookie).toBeNull()
    expect((await call('/api/users/me', { method: 'GET', ip, cookie })).status).toBe(401)
    expect((await call('/api/users/me', { method: 'GET', ip, cookie: second.memberCookie as string })).status).toBe(401)
    const notice = await waitForMail(email, { count: 3 })
    expect(notice.subject).toBe('Your Pune Talent Works password was changed')
    expect((await call('/api/users/login', { ip, body: { email, password: GOOD_PASSWORD } })).status).toBe(401)
    expect((await call('/api/users/login', { ip, body: { email, password: OTHER_PASSWORD } })).status).toBe(200)
    const reuse = await call('/api/users/password-reset/reset', {
      ip,
      body: { email, otp, password: 'amber-willow-canyon', confirmPassword: 'amber-willow-canyon' },
    })
    expect(reuse.status).toBe(401)
    expect(reuse.body.msg).toBe('This OTP has already been used. Please request a new one.')
  })

  it('rejects a wrong code with 401 and never reveals whether the address has an account', async () => {
    const ip = freshIp(5)
    const answer = await call('/api/users/password-reset/reset', {
      ip,
      body: { email: freshEmail('none'), otp: '123456', password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD },
    })
    expect(answer.status).toBe(401)
    expect(answer.body.msg).toBe('Invalid OTP.')
  })
})

describe('request checks', () => {
  it('every state-changing endpoint rejects a foreign Origin with 403', async () => {
    const ip = freshIp(6)
    const paths = [
      '/api/users/signup/request-otp',
      '/api/users/signup/verify-otp',
      '/api/users/login',
      '/api/users/logout',
      '/api/users/password-reset/request',
      '/api/users/password-reset/reset',
      '/api/users/me/password',
    ]
    for (const path of paths) {
      const answer = await call(path, { ip, origin: 'https://evil.example', body: { email: freshEmail('o') } })
      expect(answer.status, path).toBe(403)
      expect(answer.body).toEqual({ error: 'forbidden_origin', msg: 'This request must come from this website.' })
    }
    const deletion = await call('/api/users/me', { method: 'DELETE', ip, origin: 'https://evil.example' })
    expect(deletion.status).toBe(403)
    const own = await call('/api/users/signup/request-otp', { ip, origin: new URL(baseUrl()).origin, body: { email: freshEmail('same') } })
    expect(own.status).toBe(200)
  })
})

describe('admin and member sessions', () => {
  it('coexist in one browser and a member never gets staff rights', async () => {
    const ip = freshIp(7)
    const email = freshEmail('both')
    const { cookie: memberCookie, body } = await signUp(ip, email)
    const admin = inject('admin')
    const staffLogin = await fetch(`${baseUrl()}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const staffCookie = staffLogin.headers
      .getSetCookie()
      .find((value) => value.startsWith('payload-token='))
      ?.split(';')[0]
    expect(staffCookie).toBeTruthy()
    const both = `${staffCookie}; ${memberCookie}`
    // Payload only accepts its cookie from a browser's same-origin request (CSRF rule), so look like one.
    const browser = { cookie: both, 'sec-fetch-site': 'same-origin' }
    expect((await call('/api/users/me', { method: 'GET', ip, cookie: both })).body).toMatchObject({ user: { email } })
    const staffMe = await fetch(`${baseUrl()}/cms-api/users/me`, { headers: browser })
    expect(((await staffMe.json()) as { user: { email: string } }).user.email).toBe(admin.email)
    // Member logout leaves the staff session alone.
    await call('/api/users/logout', { ip, cookie: both })
    const staffAfter = await fetch(`${baseUrl()}/cms-api/users/me`, { headers: browser })
    expect(((await staffAfter.json()) as { user: { email: string } | null }).user?.email).toBe(admin.email)
    // A live member token presented as Payload's cookie opens neither the admin nor staff data.
    expect(body.token).toBeTruthy()
    const memberToken = String((await call('/api/users/login', { ip, body: { email, password: GOOD_PASSWORD } })).body.token)
    expect((await call('/api/users/me', { method: 'GET', ip, cookie: `ptw-member=${memberToken}` })).status).toBe(200)
    const asAdmin = await fetch(`${baseUrl()}/admin`, {
      headers: { cookie: `payload-token=${memberToken}`, 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    })
    expect(asAdmin.status).toBe(307)
    expect(asAdmin.headers.get('location')).toBe('/admin/unauthorized')
    const staffList = await fetch(`${baseUrl()}/cms-api/users`, { headers: { authorization: `JWT ${memberToken}` } })
    expect(staffList.status).toBe(403)
    // Payload's own member endpoints are closed: members log in only through /api/users/login.
    const direct = await fetch(`${baseUrl()}/cms-api/members/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    })
    expect(direct.status).toBe(403)
    const otpRead = await fetch(`${baseUrl()}/cms-api/otp-codes`, { headers: { authorization: `JWT ${memberToken}` } })
    expect(otpRead.status).toBe(403)
  })

  it('staff can list and delete members; codes are never readable, not even by staff', async () => {
    const ip = freshIp(7)
    const email = freshEmail('staffview')
    await signUp(ip, email)
    const list = await staffRequest<{ docs: { id: number | string; email: string }[] }>(
      'GET',
      `/members?where[email][equals]=${encodeURIComponent(email)}`,
    )
    expect(list.docs).toHaveLength(1)
    await expect(staffRequest('GET', '/otp-codes')).rejects.toThrow(/403/)
    await staffRequest('DELETE', `/members/${list.docs[0].id}`)
    expect((await call('/api/users/login', { ip, body: { email, password: GOOD_PASSWORD } })).status).toBe(401)
  })
})

describe('my account', () => {
  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const ip = freshIp(8)
    const email = freshEmail('change')
    const { cookie } = await signUp(ip, email)
    const other = await call('/api/users/login', { ip, body: { email, password: GOOD_PASSWORD } })
    const unauth = await call('/api/users/me/password', {
      ip,
      body: { currentPassword: GOOD_PASSWORD, password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD },
    })
    expect(unauth.status).toBe(401)
    const wrong = await call('/api/users/me/password', {
      ip,
      cookie,
      body: { currentPassword: 'not-my-password', password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({
      msg: 'Your current password is incorrect.',
      fields: { currentPassword: 'Your current password is incorrect.' },
    })
    const weak = await call('/api/users/me/password', {
      ip,
      cookie,
      body: { currentPassword: GOOD_PASSWORD, password: 'qwertyuiop', confirmPassword: 'qwertyuiop' },
    })
    expect(weak.body.msg).toBe('This password is too common and easy to guess. Please choose a different one.')
    const answer = await call('/api/users/me/password', {
      ip,
      cookie,
      body: { currentPassword: GOOD_PASSWORD, password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ msg: 'Your password has been changed.' })
    expect((await call('/api/users/me', { method: 'GET', ip, cookie })).status).toBe(200)
    expect((await call('/api/users/me', { method: 'GET', ip, cookie: other.memberCookie as string })).status).toBe(401)
    expect((await call('/api/users/login', { ip, body: { email, password: OTHER_PASSWORD } })).status).toBe(200)
    expect((await mailsTo(email)).at(-1)?.subject).toBe('Your Pune Talent Works password was changed')
  })

  it('deletes the account and its personal data (codes and send history included)', async () => {
    const ip = freshIp(8)
    const email = freshEmail('erase')
    const { cookie } = await signUp(ip, email)
    const answer = await call('/api/users/me', { method: 'DELETE', ip, cookie })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ msg: 'Your account and its personal data have been deleted.' })
    expect(answer.setCookies.find((value) => value.startsWith('ptw-member='))).toMatch(/Max-Age=0/)
    expect((await call('/api/users/me', { method: 'GET', ip, cookie })).status).toBe(401)
    expect((await call('/api/users/login', { ip, body: { email, password: GOOD_PASSWORD } })).status).toBe(401)
    // No code row remains: a new signup for the address may request a code at once.
    await rawSql('SELECT 1')
    const again = await call('/api/users/signup/request-otp', { ip, body: { email } })
    expect(again.status).toBe(200)
    expect((await waitForMail(email, { count: 2 })).subject).toBe('Your Pune Talent Works signup code')
  })
})

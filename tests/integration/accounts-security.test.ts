// Member changes only through the site (1), equal answers and a growing delay for failed
// logins (3) and current-password guesses (22), staff login limits, equal work and lock mail (4), staff unlock (19),
// codes cancelled by a password change (21).
import { describe, expect, inject, it } from 'vitest'

import { call, codeFromMail, freshEmail, freshIp, GOOD_PASSWORD, mailCount, OTHER_PASSWORD, signUp, skipCooldown } from './accounts-helpers'
import { baseUrl, staffRequest } from './helpers'
import { mailsTo, waitForMail } from './mail'

const LOGIN_WAIT_30S = 'Too many failed login attempts. Please try again in 30 seconds, or reset your password.'

/** A request to Payload's REST API with a bearer token (as an API client would send it, no cookie, no Origin). */
async function cmsApi(
  method: string,
  path: string,
  { token, body, ip = freshIp(12) }: { token?: string; body?: unknown; ip?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip, 'content-type': 'application/json' }
  if (token) headers.authorization = `JWT ${token}`
  const response = await fetch(`${baseUrl()}/cms-api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json().catch(() => ({}))) as { errors?: { message: string }[]; token?: string } & Record<string, unknown>
  return { status: response.status, body: json, headers: response.headers }
}

const memberRow = async (email: string) =>
  (
    await staffRequest<{ docs: { id: number | string; email: string }[] }>(
      'GET',
      `/members?where[email][equals]=${encodeURIComponent(email)}`,
    )
  ).docs[0]

describe('members change nothing through /cms-api', () => {
  it('refuses PATCH of the own password or e-mail, DELETE and unlock, even with the own token', async () => {
    const ip = freshIp(12)
    const email = freshEmail('cmsapi')
    const { body } = await signUp(ip, email)
    const token = String(body.token)
    const id = String((body.user as { id: string }).id)
    const forbidden = 'You are not allowed to perform this action.'

    const password = await cmsApi('PATCH', `/members/${id}`, { token, body: { password: 'password' } })
    expect(password.status).toBe(403)
    expect(password.body.errors?.[0].message).toBe(forbidden)
    const moved = await cmsApi('PATCH', `/members/${id}`, { token, body: { email: 'someone@else.org' } })
    expect(moved.status).toBe(403)
    const bulk = await cmsApi('PATCH', `/members?where[id][equals]=${id}`, { token, body: { name: 'Renamed' } })
    expect(bulk.body.docs ?? []).toEqual([])
    expect((await cmsApi('DELETE', `/members/${id}`, { token })).status).toBe(403)
    expect((await cmsApi('POST', '/members/unlock', { token, body: { email } })).status).toBe(403)

    // Nothing changed: same address and name, the old password still works and the new one does not.
    expect(await memberRow(email)).toMatchObject({ email })
    expect((await memberRow(email)) as unknown as { name: string }).toMatchObject({ name: 'Asha Patil' })
    expect((await call('/api/users/login', { ip, body: { email, password: 'password' } })).status).toBe(401)
    expect((await call('/api/users/login', { ip, body: { email, password: GOOD_PASSWORD } })).status).toBe(200)
    // Staff cannot lift a member's lock through /cms-api either.
    await expect(staffRequest('POST', '/members/unlock', { email })).rejects.toThrow(/403/)
  })
})

/** Five wrong passwords for `email`, each from its own client address: statuses and bodies. */
async function fiveWrongLogins(email: string) {
  const answers = []
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = await call('/api/users/login', { ip: freshIp(13), body: { email, password: OTHER_PASSWORD } })
    answers.push({ status: answer.status, body: answer.body, retryAfter: answer.headers.get('retry-after') })
  }
  return answers
}

describe('member login delay', () => {
  it('answers a registered and an unknown address alike: four 401s, then 429 with a 30 s wait that even the right password meets', async () => {
    const email = freshEmail('delay')
    await signUp(freshIp(13), email)
    const known = await fiveWrongLogins(email)
    const unknown = await fiveWrongLogins(freshEmail('delay-nobody'))
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429])
    expect(known.at(-1)).toEqual({ status: 429, body: { error: 'rate_limited', msg: LOGIN_WAIT_30S }, retryAfter: '30' })
    expect(unknown).toEqual(known)
    const right = await call('/api/users/login', { ip: freshIp(13), body: { email, password: GOOD_PASSWORD } })
    expect(right.status).toBe(429)
    expect(right.body.msg).toMatch(/^Too many failed login attempts\. Please try again in \d+ seconds, or reset your password\.$/)
  })

  it('a password reset with the e-mailed code lifts the wait at once', async () => {
    const ip = freshIp(13)
    const email = freshEmail('delay-reset')
    await signUp(ip, email)
    await fiveWrongLogins(email)
    expect((await call('/api/users/login', { ip, body: { email, password: GOOD_PASSWORD } })).status).toBe(429)
    await call('/api/users/password-reset/request', { ip, body: { email } })
    const otp = await codeFromMail(email, 2)
    const reset = await call('/api/users/password-reset/reset', {
      ip,
      body: { email, otp, password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD },
    })
    expect(reset.status).toBe(200)
    expect((await call('/api/users/login', { ip, body: { email, password: OTHER_PASSWORD } })).status).toBe(200)
  })

  it('20 parallel wrong passwords get 4 checks answered 401 and the rest 429, for any address', async () => {
    const email = freshEmail('burst')
    await signUp(freshIp(13), email)
    for (const address of [email, freshEmail('burst-nobody')]) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call('/api/users/login', { ip: freshIp(13), body: { email: address, password: OTHER_PASSWORD } })),
      )
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 401)).toHaveLength(4)
      expect(statuses.filter((status) => status === 429)).toHaveLength(16)
    }
  })
})

describe('current-password guesses on My account', () => {
  it('count toward the login delay: after 4 wrong ones the 5th starts the wait, the right one then waits too, and so does login', async () => {
    const email = freshEmail('guess')
    const { cookie } = await signUp(freshIp(14), email)
    const change = (currentPassword: string) =>
      call('/api/users/me/password', {
        ip: freshIp(14),
        cookie,
        body: { currentPassword, password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD },
      })
    const statuses = []
    for (let guess = 1; guess <= 40; guess++) statuses.push((await change(`wrong-guess-${guess}`)).status)
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400])
    expect(statuses.slice(4)).toEqual(Array(36).fill(429))
    const right = await change(GOOD_PASSWORD)
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await call('/api/users/login', { ip: freshIp(14), body: { email, password: GOOD_PASSWORD } })).status).toBe(429)
    // The password did not change.
    expect((await mailsTo(email)).map((mail) => mail.subject)).not.toContain('Your Pune Talent Works password was changed')
  })
})

describe('a password change cancels open codes', () => {
  it('a reset code requested before a change of password no longer resets it', async () => {
    const ip = freshIp(15)
    const email = freshEmail('cancel')
    const { cookie } = await signUp(ip, email)
    await call('/api/users/password-reset/request', { ip, body: { email } })
    const otp = await codeFromMail(email, 2)
    const changed = await call('/api/users/me/password', {
      ip,
      cookie,
      body: { currentPassword: GOOD_PASSWORD, password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD },
    })
    expect(changed.status).toBe(200)
    const late = await call('/api/users/password-reset/reset', {
      ip,
      body: { email, otp, password: 'amber-willow-canyon', confirmPassword: 'amber-willow-canyon' },
    })
    expect(late.status).toBe(401)
    expect(late.body).toEqual({ error: 'invalid_otp', msg: 'This OTP has expired. Please request a new one.' })
    expect((await call('/api/users/login', { ip, body: { email, password: 'amber-willow-canyon' } })).status).toBe(401)
    expect((await call('/api/users/login', { ip, body: { email, password: OTHER_PASSWORD } })).status).toBe(200)
    // A new code can still be requested (the send history stays) and works.
    await skipCooldown(email)
    await call('/api/users/password-reset/request', { ip, body: { email } })
    const fresh = await codeFromMail(email, 4)
    const reset = await call('/api/users/password-reset/reset', {
      ip,
      body: { email, otp: fresh, password: 'amber-willow-canyon', confirmPassword: 'amber-willow-canyon' },
    })
    expect(reset.status).toBe(200)
  })
})

/** Payload's staff login as the admin screen calls it, from its own client address. */
const staffLogin = (email: string, password: string, ip = freshIp(16)) => cmsApi('POST', '/users/login', { body: { email, password }, ip })

async function createEditor(label: string) {
  const email = freshEmail(label)
  const password = 'granite-orchard-whistle'
  await staffRequest('POST', '/users', { email, password, name: `Editor ${email}`, role: 'editor' })
  return { email, password }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

describe('staff login', () => {
  const incorrect = 'The email or password provided is incorrect.'

  it('answers a staff address and an unknown one alike, makes the 5th failure wait, and mails the staff member once', async () => {
    const editor = await createEditor('staff-lock')
    const unknown = freshEmail('staff-nobody')
    for (const email of [editor.email, unknown]) {
      const answers = []
      for (let attempt = 1; attempt <= 5; attempt++) answers.push(await staffLogin(email, 'not-the-password'))
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429])
      expect(answers.slice(0, 4).map((answer) => answer.body.errors?.[0].message)).toEqual(Array(4).fill(incorrect))
      expect(answers[4].body.errors?.[0].message).toBe('Too many failed login attempts for this address. Please try again in 30 seconds.')
      expect(answers[4].headers.get('retry-after')).toBe('30')
      const right = await staffLogin(email, editor.password)
      expect(right.status).toBe(429)
      expect(right.body.errors?.[0].message).toMatch(
        /^Too many failed login attempts for this address\. Please try again in \d+ seconds\.$/,
      )
    }
    const mail = await waitForMail(editor.email)
    expect(mail.subject).toBe('Your Pune Talent Works staff login is locked for now')
    expect(mail.text).toContain('wrong password 5 times')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await mailCount(editor.email)).toBe(1)
    expect(await mailCount(unknown)).toBe(0)
  })

  it('only an admin lifts a staff lock: an editor may not unlock the admin; the admin unlocks the editor at once', async () => {
    const editor = await createEditor('staff-unlock')
    const login = await staffLogin(editor.email, editor.password)
    expect(login.status).toBe(200)
    const editorToken = String(login.body.token)
    const admin = inject('admin')
    const refused = await cmsApi('POST', '/users/unlock', { token: editorToken, body: { email: admin.email } })
    expect(refused.status).toBe(403)
    for (let attempt = 1; attempt <= 5; attempt++) await staffLogin(editor.email, 'not-the-password')
    expect((await staffLogin(editor.email, editor.password)).status).toBe(429)
    await staffRequest('POST', '/users/unlock', { email: editor.email })
    expect((await staffLogin(editor.email, editor.password)).status).toBe(200)
  })

  it('limits failed logins per client address (429), while successful ones do not count', async () => {
    const ip = freshIp(16)
    const admin = inject('admin')
    for (let attempt = 1; attempt <= 25; attempt++) expect((await staffLogin(admin.email, admin.password, ip)).status).toBe(200)
    for (let attempt = 1; attempt <= 20; attempt++) expect((await staffLogin(freshEmail('spray'), 'not-the-password', ip)).status).toBe(401)
    const limited = await staffLogin(freshEmail('spray'), 'not-the-password', ip)
    expect(limited.status).toBe(429)
    expect(limited.body.errors?.[0].message).toBe('Too many failed login attempts from your network. Please try again later.')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await staffLogin(admin.email, admin.password)).status).toBe(200)
  })

  it('takes as long for an unknown address as for a staff address (median of 4 tries each)', async () => {
    const editor = await createEditor('staff-timing')
    const known: number[] = []
    const unknown: number[] = []
    const timed = async (email: string) => {
      const started = performance.now()
      const answer = await staffLogin(email, 'not-the-password')
      expect(answer.status).toBe(401)
      return performance.now() - started
    }
    await timed(freshEmail('warm-up'))
    for (let attempt = 1; attempt <= 4; attempt++) {
      known.push(await timed(editor.email))
      unknown.push(await timed(freshEmail('staff-timing-nobody')))
    }
    const ratio = median(known) / median(unknown)
    console.info(
      `[timing] staff login median: known ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms, ratio ${ratio.toFixed(2)}`,
    )
    expect(ratio).toBeGreaterThan(0.5)
    expect(ratio).toBeLessThan(2)
  })
})

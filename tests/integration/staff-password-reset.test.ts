// Payload's staff "forgot password" (POST /cms-api/users/forgot-password) under the member codes' limits: one mail a
// minute and five an hour per address and per client address, the same answers for staff and unknown addresses.
import { describe, expect, it } from 'vitest'

import { baseUrl, newEditor, rawSql } from './helpers'
import { mailsTo } from './mail'

let counter = 0
const freshIp = () => `10.91.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`

async function forgot(email: string, ip = freshIp()) {
  const response = await fetch(`${baseUrl()}/cms-api/users/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email }),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json().catch(() => ({}))) as { message?: string; errors?: { message: string }[] },
  }
}

/** Lets Payload's own 15-second interval pass at once: only the new limit may stop the next mail. */
const forgetPayloadInterval = (email: string) => rawSql('UPDATE users SET reset_password_requested_at = NULL WHERE email = ?', [email])

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500))

describe('staff password reset mails', () => {
  it('sends one mail a minute to a staff address, whatever client asks; the second request is 429 and sends nothing', async () => {
    const editor = await newEditor('reset')
    const first = await forgot(editor.email)
    expect(first.status).toBe(200)
    await settle()
    expect(await mailsTo(editor.email)).toHaveLength(1)

    await forgetPayloadInterval(editor.email)
    const second = await forgot(editor.email)
    expect(second.status).toBe(429)
    expect(second.body.errors?.[0]?.message).toBe('Please wait a minute before requesting another password reset e-mail.')
    expect(Number(second.retryAfter)).toBeGreaterThan(0)
    expect(Number(second.retryAfter)).toBeLessThanOrEqual(60)
    await settle()
    expect(await mailsTo(editor.email)).toHaveLength(1)
  })

  it('answers an unknown address exactly as a staff address', async () => {
    const unknown = `nobody-${Date.now().toString(36)}@staff.test`
    const first = await forgot(unknown)
    expect(first.status).toBe(200)
    const second = await forgot(unknown)
    expect(second.status).toBe(429)
    expect(second.body.errors?.[0]?.message).toBe('Please wait a minute before requesting another password reset e-mail.')
  })

  it('limits one client address asking for many addresses', async () => {
    const ip = freshIp()
    const editor = await newEditor('reset-ip')
    expect((await forgot(`nobody-a-${Date.now().toString(36)}@staff.test`, ip)).status).toBe(200)
    const second = await forgot(editor.email, ip)
    expect(second.status).toBe(429)
    await settle()
    expect(await mailsTo(editor.email)).toHaveLength(0)
  })
})

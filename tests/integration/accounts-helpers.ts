// Shared helpers for the accounts API tests: requests with their own client address, cookies, codes from mail.
import { expect } from 'vitest'

import { baseUrl, rawSql } from './helpers'
import { mailsTo } from './mail'

export type ApiAnswer = {
  status: number
  body: Record<string, unknown>
  headers: Headers
  memberCookie: string | null
  setCookies: string[]
}

let addressCounter = 0
/** A fresh client address per test, so per-IP limits of one test never throttle another. */
export const freshIp = (block: number) => `10.${block}.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`

let emailCounter = 0
/**
 * A fresh address per test, each at a domain of its own: the site mails at most 20 acknowledgements a day to one
 * company domain (docs/security.md), and the suites together send more than that.
 */
export const freshEmail = (label: string) => {
  const id = `${Date.now().toString(36)}${++emailCounter}`
  return `${label}.${id}@m${id}.example.test`
}

export const GOOD_PASSWORD = 'violet-harbor-lantern'
export const OTHER_PASSWORD = 'copper-meadow-falcon'

export async function call(
  path: string,
  {
    method = 'POST',
    body,
    ip,
    cookie,
    origin,
    rawBody,
    language,
  }: { method?: string; body?: unknown; ip: string; cookie?: string; origin?: string; rawBody?: string; language?: string },
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip }
  if (language) headers['accept-language'] = language
  if (body !== undefined || rawBody !== undefined) headers['content-type'] = 'application/json'
  if (cookie) headers.cookie = cookie
  if (origin) headers.origin = origin
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const text = await response.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    parsed = { raw: text }
  }
  const setCookies = response.headers.getSetCookie()
  const member = setCookies.find((value) => value.startsWith('ptw-member='))
  return {
    status: response.status,
    body: parsed,
    headers: response.headers,
    memberCookie: member ? member.split(';')[0] : null,
    setCookies,
  }
}

/**
 * The 6-digit code of the newest code mail to `email` from mail number `count` on. Not simply mail number `count`: a
 * mail queued earlier for the same address (a consent request, an acknowledgement) can arrive after the count was
 * taken, and be number `count` itself.
 */
export async function codeFromMail(email: string, count = 1, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = await mailsTo(email)
    for (const mail of mails.slice(count - 1).reverse()) {
      const match = mail.text.match(/^\s*(\d{6})\s*$/m)
      if (match) return match[1]
    }
    if (Date.now() > deadline)
      throw new Error(
        `no code mail for ${email} from mail #${count} on within ${timeoutMs} ms (got ${mails.length}: ${mails.map((mail) => mail.subject).join(' | ')})`,
      )
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export const mailCount = async (email: string) => (await mailsTo(email)).length

/** Lets the next code be requested at once (as if the 60 s cooldown had passed). */
export async function skipCooldown(email: string) {
  await rawSql('UPDATE otp_codes SET last_sent_at = ? WHERE email = ?', [new Date(Date.now() - 61_000).toISOString(), email])
}

/** Signs a member up through the API and returns the session cookie. */
export async function signUp(ip: string, email: string, { name = 'Asha Patil', age = 29, password = GOOD_PASSWORD } = {}) {
  const before = await mailCount(email)
  const requested = await call('/api/users/signup/request-otp', { ip, body: { email } })
  expect(requested.status).toBe(200)
  const otp = await codeFromMail(email, before + 1)
  const verified = await call('/api/users/signup/verify-otp', { ip, body: { email, name, age, password, confirmPassword: password, otp } })
  expect(verified.status, JSON.stringify(verified.body)).toBe(201)
  return { cookie: verified.memberCookie as string, body: verified.body }
}

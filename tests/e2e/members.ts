// Real members for browser tests: signup through the API with the code from the SMTP sink, in the page's context.
import { expect, type APIRequestContext, type Page } from './fixtures'

import { visitor } from './helpers'
import { waitForMail } from './mail'

export const MEMBER_PASSWORD = 'violet-harbor-lantern'
let counter = 0
/** A new address at a domain of its own: acknowledgements are capped at 20 a day per company domain. */
export function freshEmail(label: string) {
  const id = `${Date.now().toString(36)}${++counter}`
  return `${label}.${id}@${id}.example.in`
}

/** The 6-digit code of mail number `count` to `email`. */
export async function codeFor(email: string, count = 1) {
  const mail = await waitForMail(email, { count })
  const match = mail.text.match(/^\s*(\d{6})\s*$/m)
  if (!match) throw new Error(`no code in "${mail.subject}"`)
  return match[1]
}

/**
 * Signs `email` up through the API with the code from the SMTP sink, from a visitor address of its own: a code
 * request is limited per address per hour, and the suite signs up more members than one visitor may.
 */
export async function signUpMember(request: APIRequestContext, email: string, name = 'Meera Joshi') {
  const headers = visitor()
  expect((await request.post('/api/users/signup/request-otp', { data: { email }, headers })).status()).toBe(200)
  const otp = await codeFor(email)
  const data = { email, name, age: 27, password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD, otp }
  const verified = await request.post('/api/users/signup/verify-otp', { data, headers })
  expect(verified.status()).toBe(201)
  return ((await verified.json()) as { user: { id: string; email: string; name: string } }).user
}

/** Signs a member up in this page's browser context (session cookie included) and records the `user` entry. */
export async function memberInBrowser(page: Page, email = freshEmail('member')) {
  const user = await signUpMember(page.request, email)
  await page.goto('/about')
  // As the login form does (lib/sessionClient setStoredUser): store the user and tell this tab's listeners, so the
  // header shows the member whether or not the page finished hydrating before this line.
  await page.evaluate((stored) => {
    localStorage.setItem('user', JSON.stringify(stored))
    window.dispatchEvent(new Event('stored-user-change'))
  }, user)
  return user
}

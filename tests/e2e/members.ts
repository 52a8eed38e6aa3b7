// Real members for browser tests: signup through the API with the code from the SMTP sink, in the page's context.
import { expect, type Page } from './fixtures'

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

/** Signs a member up in this page's browser context (session cookie included) and records the `user` entry. */
export async function memberInBrowser(page: Page, email = freshEmail('member')) {
  expect((await page.request.post('/api/users/signup/request-otp', { data: { email } })).status()).toBe(200)
  const otp = await codeFor(email)
  const verified = await page.request.post('/api/users/signup/verify-otp', {
    data: { email, name: 'Meera Joshi', age: 27, password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD, otp },
  })
  expect(verified.status()).toBe(201)
  const { user } = (await verified.json()) as { user: { id: string; email: string; name: string } }
  await page.goto('/about')
  // As the login form does (lib/sessionClient setStoredUser): store the user and tell this tab's listeners, so the
  // header shows the member whether or not the page finished hydrating before this line.
  await page.evaluate((stored) => {
    localStorage.setItem('user', JSON.stringify(stored))
    window.dispatchEvent(new Event('stored-user-change'))
  }, user)
  return user
}

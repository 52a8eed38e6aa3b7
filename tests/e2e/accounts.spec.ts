// Member accounts in the browser (docs/decisions/accounts.md): signup with the code from the SMTP sink, login/logout, password reset, guards,
// cross-tab logout, My account (change password, delete) and axe on the account page.
import { expect, test, type Page } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'
import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { codeFor, freshEmail, MEMBER_PASSWORD, memberInBrowser, signUpMember } from './members'

const PASSWORD = MEMBER_PASSWORD
const NEW_PASSWORD = 'copper-meadow-falcon'

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test('signup: form -> code from the e-mail -> home with Logout; the session cookie is HttpOnly and nothing secret is stored', async ({
  page,
  context,
}) => {
  await page.setViewportSize(viewports.desktop)
  const email = freshEmail('signup')
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Full name').fill('Meera Joshi')
  await page.getByLabel('Age').fill('27')
  await page.getByLabel('Password', { exact: true }).fill('password123')
  await page.getByLabel('Confirm password').fill('password123')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password is too common and easy to guess. Please choose a different one.' }),
  ).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/verify-otp$/)
  expect(await page.evaluate(() => localStorage.getItem('pendingSignup'))).toBeNull()
  expect(await page.evaluate(() => sessionStorage.getItem('pendingSignup'))).toContain(email)
  // The page names the address the code went to, so a mistyped one is seen before waiting for the mail.
  await expect(page.getByText(`We sent the code to ${email}.`)).toBeVisible()

  await page.getByRole('button', { name: 'Resend code' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please wait a minute before requesting another OTP.' })).toBeVisible()
  await page.getByLabel('One-time code').fill('000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  const otp = await codeFor(email)
  if (otp !== '000000') await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP.' })).toBeVisible()
  await page.getByLabel('One-time code').fill(otp)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('pendingSignup'))).toBeNull()
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as Record<string, unknown>
  expect(stored).toMatchObject({ email, name: 'Meera Joshi' })
  expect(JSON.stringify(stored)).not.toMatch(/token|password/i)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  const cookie = (await context.cookies()).find((entry) => entry.name === 'ptw-member')
  expect(cookie?.httpOnly).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')
  expect(await page.evaluate(() => document.cookie)).not.toContain('ptw-member')

  // Guards: the logged-out-only pages send a member home; the member may open /join-as-talent.
  for (const path of ['/login', '/signup', '/verify-otp']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/$/)
  }
  await page.goto('/join-as-talent')
  await expect(page).toHaveURL(/\/join-as-talent$/)
  await expect(page.getByLabel('Resume')).toBeVisible()
})

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the verify-code pages name the address the code went to (${viewport.width} px)`, async ({ page, context }, testInfo) => {
    await page.setViewportSize(viewport)
    const noSidewaysScroll = () =>
      expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    // Sign-up: a long address still fits the phone's screen.
    const email = freshEmail(`verify-named-with-a-long-local-part-${name}`)
    await page.goto('/signup')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Full name').fill('Meera Joshi')
    await page.getByLabel('Age').fill('27')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/verify-otp$/)
    const named = page.getByText(`We sent the code to ${email}.`)
    await expect(named).toBeVisible()
    await expect(named).toBeInViewport()
    await noSidewaysScroll()
    await page.screenshot({ path: testInfo.outputPath(`verify-otp-${name}.png`), fullPage: true })
    await expectNoAxeViolations(page)
    await page.getByLabel('One-time code').fill(await codeFor(email))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/$/)

    // Password reset: the code page names the address too.
    await context.clearCookies()
    await page.evaluate(() => localStorage.clear())
    await page.goto('/forgot-password')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset code' }).click()
    await expect(page).toHaveURL(/\/verify-otp-reset$/)
    const resetNamed = page.getByText(`We sent a 6-digit code to ${email} if it belongs to an account.`)
    await expect(resetNamed).toBeVisible()
    await expect(resetNamed).toBeInViewport()
    await noSidewaysScroll()
    await page.screenshot({ path: testInfo.outputPath(`verify-otp-reset-${name}.png`), fullPage: true })
    await expectNoAxeViolations(page)
  })
}

test('verify-otp without saved signup data says so and goes to /signup', async ({ page }) => {
  await page.goto('/verify-otp')
  await expect(page).toHaveURL(/\/signup$/)
})

test('login and logout; wrong credentials say "Invalid email or password"', async ({ page, context }) => {
  await page.setViewportSize(viewports.desktop)
  const email = freshEmail('login')
  await memberInBrowser(page, email)
  await context.clearCookies()
  await page.evaluate(() => localStorage.clear())
  await page.goto('/login')
  await logIn(page, email, 'not-the-password')
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
  await logIn(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  expect((await page.request.get('/api/users/me')).status()).toBe(200)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
  expect((await page.request.get('/api/users/me')).status()).toBe(401)
})

test('/join-as-talent sends a visitor to /login and back after login', async ({ page, context }) => {
  const email = freshEmail('guard')
  await memberInBrowser(page, email)
  await context.clearCookies()
  await page.goto('/join-as-talent')
  await expect(page).toHaveURL(/\/login\?next=%2Fjoin-as-talent$/)
  // The stale entry from before is dropped on a page only visitors see.
  await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible()
  await logIn(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/join-as-talent$/)
  await expect(page.getByLabel('Resume')).toBeVisible()
})

test('a hostile next after login never leaves the site', async ({ page, context, baseURL }) => {
  const email = freshEmail('next')
  await memberInBrowser(page, email)
  // The shape from the report (/\ read as //) and an absolute address; the unit tests cover every other shape.
  for (const next of ['/%5Cevil.example/phish', 'https%3A%2F%2Fevil.example%2Fx']) {
    await context.clearCookies()
    await page.goto(`/login?next=${next}`)
    await logIn(page, email, PASSWORD)
    // The home page of this site, not evil.example.
    await expect(page).toHaveURL(new URL('/', baseURL).href)
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  }
})

test('forgot password -> code -> new password -> /login after 2 s, and the new password works', async ({ page, context }) => {
  const email = freshEmail('reset')
  await memberInBrowser(page, email)
  await context.clearCookies()
  await page.evaluate(() => localStorage.clear())
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset code' }).click()
  await expect(page).toHaveURL(/\/verify-otp-reset$/)
  const otp = await codeFor(email, 2)
  await page.getByLabel('Reset code').fill(otp)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/set-new-password$/)
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByLabel('Confirm new password').fill('short')
  await page.locator('main form').evaluate((form) => form.setAttribute('novalidate', ''))
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your password must be at least 8 characters long.' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set new password' }).click()
  const shownAt = Date.now()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been reset. Please log in with your new password.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 })
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500)
  await logIn(page, email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
})

test('logout in one tab logs out the other tabs', async ({ page, context }) => {
  await page.setViewportSize(viewports.desktop)
  await memberInBrowser(page, freshEmail('tabs'))
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible()
  const other = await context.newPage()
  await other.setViewportSize(viewports.desktop)
  await other.goto('/about')
  await other.getByRole('button', { name: 'Logout' }).click()
  await expect(other).toHaveURL(/\/$/)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible()
  expect((await page.request.get('/api/users/me')).status()).toBe(401)
})

test('My account: details, change password (needs the current one), delete with confirmation', async ({ page }) => {
  await page.setViewportSize(viewports.desktop)
  const email = freshEmail('account')
  await memberInBrowser(page, email)
  await page.getByRole('link', { name: 'My account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText('Meera Joshi')).toBeVisible()
  await expect(page.getByText('27', { exact: true })).toBeVisible()

  await page.getByLabel('Current password').fill('not-my-password')
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your current password is incorrect.' })).toBeVisible()
  await page.getByLabel('Current password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible()
  expect((await page.request.get('/api/users/me')).status()).toBe(200)

  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect((await page.request.get('/api/users/me')).status()).toBe(200)
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible()
  expect((await page.request.get('/api/users/me')).status()).toBe(401)
  const login = await page.request.post('/api/users/login', { data: { email, password: NEW_PASSWORD } })
  expect(login.status()).toBe(401)
})

test('/account sends a visitor to /login', async ({ page }) => {
  await page.goto('/account')
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/)
})

for (const [label, viewport] of Object.entries(viewports)) {
  test(`My account has no axe violations (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await memberInBrowser(page, freshEmail(`axe-${label}`))
    await page.goto('/account')
    await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('staff admin and member sessions coexist in one browser; staff see the member in /admin', async ({ page }) => {
  await page.setViewportSize(viewports.desktop)
  const staff = await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })
  expect(staff.status()).toBe(200)
  const email = freshEmail('coexist')
  await memberInBrowser(page, email)
  await page.goto('/admin/collections/members')
  await expect(page.getByText(email)).toBeVisible()
  expect((await page.request.get('/api/users/me')).status()).toBe(200)
  await page.goto('/about')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible()
  expect((await page.request.get('/api/users/me')).status()).toBe(401)
  // The staff session survived the member's logout.
  await page.goto('/admin/collections/members')
  await expect(page.getByText(email)).toBeVisible()
})

test('the admin login screen shows the wait after repeated failed staff logins', async ({ page }) => {
  await page.setViewportSize(viewports.desktop)
  const email = freshEmail('staff-wait')
  await page.goto('/admin/login')
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('not-the-password')
    const answer = page.waitForResponse((response) => response.url().endsWith('/cms-api/users/login'))
    await page.getByRole('button', { name: 'Login' }).click()
    expect((await answer).status()).toBe(attempt < 5 ? 401 : 429)
  }
  await expect(page.getByText('Too many failed login attempts for this address. Please try again in 30 seconds.')).toBeVisible()
})

test.describe('Join as Talent keeps its goal through login and sign-up', () => {
  test.use({ viewport: viewports.desktop })

  test('home hero -> login -> create an account -> code -> the application form, filled in from the account', async ({ page }) => {
    const email = freshEmail('journey')
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: 'Join as Talent' }).first().click()
    await expect(page).toHaveURL(/\/login\?next=%2Fjoin-as-talent$/)
    await expect(page.getByText('Log in to continue to the talent application.', { exact: false })).toBeVisible()
    await page.getByRole('link', { name: 'Create an account' }).click()
    await expect(page).toHaveURL(/\/signup\?next=%2Fjoin-as-talent$/)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Full name').fill('Meera Anand Joshi')
    await page.getByLabel('Age').fill('29')
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD)
    await page.getByLabel('Confirm password').fill(MEMBER_PASSWORD)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/verify-otp$/)
    await page.getByLabel('One-time code').fill(await codeFor(email))
    await page.getByRole('button', { name: 'Verify' }).click()

    await expect(page).toHaveURL(/\/join-as-talent$/)
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page.getByLabel('First name')).toHaveValue('Meera')
    await expect(page.getByLabel('Last name')).toHaveValue('Anand Joshi')
    await expectNoAxeViolations(page)

    // Item 1 on this form: a phone number the server refuses is explained at the field.
    await page.getByLabel('Phone').fill('abc')
    await page.getByLabel('Location').fill('Kothrud, Pune')
    await page.getByLabel('About you').fill('QA engineer returning after a break.')
    await page.getByLabel('Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
    await page
      .locator('main')
      .getByRole('checkbox', { name: /I agree that my details are used/ })
      .check()
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByLabel('Phone')).toBeFocused()
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Please enter a valid phone number.')
  })

  test('an existing member who logs in from a Join as Talent link lands on the form; an off-site next lands on /', async ({
    page,
    request,
  }) => {
    const email = freshEmail('journey-login')
    await signUpMember(request, email, 'Kavya Rao')

    await page.goto('/careers')
    await page.getByRole('link', { name: 'Join Our Talent Network' }).first().click()
    await expect(page).toHaveURL(/\/login\?next=%2Fjoin-as-talent$/)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(MEMBER_PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/join-as-talent$/)
    await expect(page.getByLabel('First name')).toHaveValue('Kavya')
    await expect(page.getByLabel('Email')).toHaveValue(email)

    // A logged-in member opening a login link with a next goes on to it, but never off the site.
    await page.goto('/login?next=%2F%2Fevil.example%2Fphish')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`login and sign-up with a destination have no axe violations (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      for (const path of ['/login?next=%2Fjoin-as-talent', '/signup?next=%2Fjoin-as-talent']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoAxeViolations(page)
      }
    })
  }
})

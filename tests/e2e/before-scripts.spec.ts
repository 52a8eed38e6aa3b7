// A form a visitor sends before the page's scripts have loaded (they load after the first paint, so on a slow phone a
// password manager can fill the form and the visitor press Enter first) is sent the plain way. Each form says
// method="post" (eslint.config.mjs holds every form to it): what was typed goes in the request's body, never into the
// address, where it would stay in the browser's history and the server's logs. The page answers the POST with itself.
import { expect, test } from './fixtures'

test('forms sent before the scripts load keep the password and personal data out of the address', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  // The page as it is before its scripts arrive: the server's HTML only.
  await context.route(/\/_next\/static\/chunks\/.+\.js/, (route) => route.abort())
  const page = await context.newPage()
  const sent: { method: string; url: string; body: string | null }[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) sent.push({ method: request.method(), url: request.url(), body: request.postData() })
  })

  await page.goto('/login')
  await page.getByLabel('Email').fill('before.scripts@example.in')
  await page.getByLabel('Password', { exact: true }).fill('Secret-Passw0rd!')
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect.poll(() => sent.length).toBe(2)
  expect(sent[1].method).toBe('POST')
  expect(new URL(sent[1].url).search).toBe('')
  expect(sent[1].body).toContain('password=Secret-Passw0rd')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto('/contact')
  await page.getByLabel('Full name').fill('Asha Patil')
  await page.getByLabel('Email address').fill('asha.before.scripts@example.in')
  await page.getByLabel('Inquiry type').selectOption({ index: 1 })
  await page.getByRole('textbox', { name: 'Message' }).fill('Call me on 98220 12345 about a team.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect.poll(() => sent.length).toBe(4)
  expect(new URL(sent[3].url).search).toBe('')
  expect(sent[3].method).toBe('POST')
  expect(page.url()).not.toContain('98220')
  await context.close()
})

import { expect, test } from '@playwright/test'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { messages } from '../../src/lib/messages'

// Staff write a post in the admin's rich-text editor, with an Expert Insight block, and publish it: the site shows
// the quote box, the API answers the "§ " body, and the preview shows a later draft to staff only.
// Not passing yet (issue 14 stays open): after the Expert Insight block is filled in, "Publish changes" leaves the
// form on "Creating new Blog post" without an error in the page. The same journey is covered through the API
// (tests/integration/blog-body.test.ts); this browser test is kept to finish, not counted as done.
test.fixme('staff write a post with an Expert Insight block in the editor; the site shows the quote box and the API the "§ " body', async ({
  page,
  browser,
}) => {
  const title = `Onboarding checklist ${Date.now()}`
  await page.goto('/admin')
  await page.getByLabel('Email').fill(TEST_ADMIN.email)
  await page.getByLabel('Password').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Content' }).first()).toBeVisible()

  await page.goto('/admin/collections/blogs/create')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Summary').fill('What a new hire needs in week one.')
  await page.getByLabel('Slug').fill(title.toLowerCase().replace(/ /g, '-'))
  await page.locator('#field-category').click()
  await page.getByRole('option').first().click()

  const editor = page.locator('[data-lexical-editor="true"]').first()
  await editor.click()
  await page.keyboard.type('Week one decides whether a new hire stays.')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/expert')
  await page.getByRole('option', { name: /Expert Insight/ }).click()
  // Payload draws a text field inside a rich-text block with its label unlinked: the input follows the "Heading" label.
  await page.getByText('Heading', { exact: true }).locator('xpath=following-sibling::*[1]//input').fill('pair every hire with a buddy')
  await page.locator('textarea').last().fill('A buddy answers the questions nobody asks the manager.')

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await page.waitForURL(/\/collections\/blogs\/\d+/)
  const id = /\/collections\/blogs\/(\d+)/.exec(page.url())?.[1]
  expect(id).toBeTruthy()

  const slug = title.toLowerCase().replace(/ /g, '-')
  await expect
    .poll(async () => ((await (await page.request.get(`/api/blogs/slug/${slug}`)).json()) as { body?: string }).body)
    .toBe(
      'Week one decides whether a new hire stays.\n\n§ Expert Insight: pair every hire with a buddy\n\nA buddy answers the questions nobody asks the manager.',
    )

  await page.goto(`/blog/${slug}`)
  const box = page.getByRole('main').getByRole('figure', { name: 'Expert Insight: pair every hire with a buddy' })
  await expect(box.locator('blockquote')).toHaveText('A buddy answers the questions nobody asks the manager.')

  // A later draft: staff preview it from the admin, visitors keep seeing the published post.
  await page.goto(`/admin/collections/blogs/${id}`)
  await page.getByLabel('Title').fill(`${title} (draft)`)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(/Draft saved successfully|Updated successfully/i).first()).toBeVisible()
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Preview' }).click()])
  await preview.waitForURL(`**/blog/${slug}`)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${title} (draft)`)

  const visitor = await browser.newContext()
  const anonymous = await visitor.newPage()
  const refused = await anonymous.request.get(`/api/blogs/preview?id=${id}`, { maxRedirects: 0 })
  expect(refused.status()).toBe(401)
  expect(await refused.json()).toEqual({ error: 'unauthorized', msg: messages.previewStaffLogin })
  await anonymous.goto(`/blog/${slug}`)
  await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(title)
  await visitor.close()
})

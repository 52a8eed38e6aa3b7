import { expect, test } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { messages } from '../../src/lib/messages'
import { viewports } from './axe'

// Staff write a post in the admin's rich-text editor, with an Expert Insight block, and publish it: the site shows
// the quote box, the API answers the "§ " body, and the preview shows a later draft to staff only.
// The slug is left empty: it is generated from the title. At 1280 and 390 px.
for (const [name, viewport] of Object.entries(viewports)) {
  test(`staff write a post with an Expert Insight block in the editor; the site shows the quote box and the API the "§ " body (${name})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport)
    const title = `Onboarding checklist ${name} ${Date.now()}`
    await page.goto('/admin')
    await page.getByLabel('Email').fill(TEST_ADMIN.email)
    await page.getByLabel('Password').fill(TEST_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)

    await page.goto('/admin/collections/blogs/create')
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Summary').fill('What a new hire needs in week one.')
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
    // The editor copies a block's fields into the post after a round trip to the server (a person takes that long to
    // reach the button): the test waits until the editor's own state (Lexical keeps it on its root element) holds both.
    await page.waitForFunction(() => {
      const root = document.querySelector<Element & { __lexicalEditor?: { getEditorState(): { toJSON(): unknown } } }>(
        '[data-lexical-editor="true"]',
      )
      const state = JSON.stringify(root?.__lexicalEditor?.getEditorState().toJSON() ?? '')
      return state.includes('pair every hire with a buddy') && state.includes('nobody asks the manager')
    })

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
    const previewLink = page.getByRole('link', { name: 'Preview' })
    await expect(previewLink).toHaveAttribute('href', `/api/blogs/preview?id=${id}`)
    // Payload opens the preview in a new tab.
    const [preview] = await Promise.all([page.context().waitForEvent('page'), previewLink.click()])
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
}

import { expect, test } from './fixtures'

import { messages } from '../../src/lib/messages'
import { expectNoAxeViolations, viewports } from './axe'

// A seeded post whose body has Expert Insight, Key Takeaway and Conclusion parts.
const SLUG = 'cut-hiring-time-without-cutting-corners'

type Blog = { title: string; summary: string; tags: string[] }

test.describe('blog post', () => {
  test('shows title, #tags, the summary as a lead, quote boxes, a divider before the conclusion and a contact link', async ({
    page,
    request,
  }) => {
    const post = (await (await request.get(`/api/blogs/slug/${SLUG}`)).json()) as Blog
    await page.goto(`/blog/${SLUG}`)
    const main = page.getByRole('main')

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(post.title)
    const tags = main.getByRole('list', { name: 'Tags' })
    for (const tag of post.tags) await expect(tags.getByText(`#${tag}`, { exact: true })).toBeVisible()
    await expect(main.getByText(post.summary, { exact: true })).toBeVisible()

    for (const heading of [/^Expert Insight/, /^Key Takeaway/]) {
      const box = main.getByRole('figure', { name: heading })
      await expect(box).toBeVisible()
      await expect(box.locator('blockquote')).toBeVisible()
    }
    const conclusion = main.locator('hr + section')
    await expect(conclusion.getByRole('heading', { level: 2 })).toHaveText('Conclusion')
    await expect(main.getByRole('heading', { level: 2, name: 'Start with a one-page role brief' })).toBeVisible()

    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    await expect(main.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=http.*%2Fblog%2Fcut-hiring-time/,
    )
    await expect(main.getByRole('link', { name: /Share on X/ })).toHaveAttribute('href', /^https:\/\/x\.com\/intent\/tweet\?url=/)
    await expect(main.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/)
    await expect(main.getByRole('link', { name: /Share by Email/ })).toHaveAttribute('href', /^mailto:\?subject=/)
  })

  test('has BlogPosting and BreadcrumbList JSON-LD for the post', async ({ page, request }) => {
    const post = (await (await request.get(`/api/blogs/slug/${SLUG}`)).json()) as Blog
    await page.goto(`/blog/${SLUG}`)
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const items = scripts.flatMap((text) => [JSON.parse(text) as unknown].flat()) as Record<string, unknown>[]
    const posting = items.find((item) => item['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({ headline: post.title, description: post.summary })
    expect(String(posting?.url)).toMatch(new RegExp(`/blog/${SLUG}$`))
    expect(items.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy()
  })

  test('an unknown post answers 404 with "Blog post not found."', async ({ page }) => {
    const response = await page.goto('/blog/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.blogNotFound)
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse all posts' })).toHaveAttribute('href', '/blogs')
  })

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(`/blog/${SLUG}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { BLOG_PAGE_SIZE, BLOG_SEARCH_DEBOUNCE_MS } from '../../src/lib/constants'
import { messages } from '../../src/lib/messages'
import { expectNoAxeViolations, viewports } from './axe'

type BlogPage = { blogs: { title: string; slug: string }[]; currentPage: number; totalPages: number }

async function apiTitles(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get(`/api/blogs?${new URLSearchParams(query)}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as BlogPage).blogs.map((post) => post.title)
}

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents()
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const categoryButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true })

test.describe('blog list', () => {
  test('shows "Insights & Ideas", six posts and numbered pages; page 2 is in the URL', async ({ page, request }) => {
    await page.goto('/blogs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.blogsTitle)
    await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE)
    expect(await cardTitles(page)).toEqual(await apiTitles(request, { page: '1' }))
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByLabel('Search posts')).toBeVisible()

    const nav = pagination(page)
    await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await nav.getByRole('link', { name: 'Page 2' }).click()

    await expect(page).toHaveURL(/\/blogs\?page=2$/)
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect.poll(async () => cardTitles(page)).toEqual(await apiTitles(request, { page: '2' }))
    // A new page starts at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50)
  })

  test('a category button filters the posts, goes back to page 1 and puts the category in the URL', async ({ page, request }) => {
    await page.goto('/blogs?page=2')
    await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await categoryButton(page, 'Careers').click()
    await expect(categoryButton(page, 'Careers')).toHaveAttribute('aria-pressed', 'true')
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'false')

    await expect(page).toHaveURL(/\/blogs\?category=Careers$/)
    const expected = await apiTitles(request, { page: '1', category: 'Careers' })
    expect(expected.length).toBeGreaterThan(0)
    await expect.poll(async () => cardTitles(page)).toEqual(expected)
    for (const card of await cards(page).all()) await expect(card).toContainText('Careers')
  })

  test('typing a search updates the URL only after the 500 ms pause and shows matching posts', async ({ page, request }) => {
    await page.goto('/blogs')
    await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE)
    const search = page.getByLabel('Search posts')
    await search.fill('micro-internship')

    await page.waitForTimeout(200)
    expect(new URL(page.url()).search).toBe('')
    await page.waitForTimeout(1000 - 200)
    expect(new URL(page.url()).searchParams.get('search')).toBe('micro-internship')
    expect(BLOG_SEARCH_DEBOUNCE_MS).toBe(500)

    const expected = await apiTitles(request, { page: '1', searchTerm: 'micro-internship' })
    expect(expected).toContain('Making the Most of a Micro-Internship')
    await expect.poll(async () => cardTitles(page)).toEqual(expected)
  })

  test('a search that matches nothing says so', async ({ page }) => {
    await page.goto('/blogs?search=zzzz-no-such-words')
    await expect(page.getByRole('main').getByText(messages.blogsEmpty)).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await expect(pagination(page)).toHaveCount(0)
    await expect(page.getByLabel('Search posts')).toHaveValue('zzzz-no-such-words')
  })

  test('Back returns to the previous filter, and the controls follow the URL', async ({ page, request }) => {
    await page.goto('/blogs')
    await categoryButton(page, 'Technology').click()
    await expect(page).toHaveURL(/category=Technology/)
    await expect.poll(async () => cardTitles(page)).toEqual(await apiTitles(request, { page: '1', category: 'Technology' }))
    await page.goBack()
    await expect(page).toHaveURL(/\/blogs$/)
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(async () => cardTitles(page)).toEqual(await apiTitles(request, { page: '1' }))
    // Nothing pushes the old filter again after the pause.
    await page.waitForTimeout(1000)
    await expect(page).toHaveURL(/\/blogs$/)
  })

  test('a deep link with category and page shows the filtered posts', async ({ page, request }) => {
    await page.goto('/blogs?category=Careers&page=1')
    await expect(categoryButton(page, 'Careers')).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(async () => cardTitles(page)).toEqual(await apiTitles(request, { page: '1', category: 'Careers' }))
  })

  test('Read More opens the post', async ({ page }) => {
    await page.goto('/blogs')
    const firstCard = cards(page).first()
    const title = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? ''
    await firstCard.getByRole('link', { name: /^Read More/ }).click()
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/blogs')
      await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE)
      await expectNoAxeViolations(page)
    })
  }
})

import { expect, test, type Page } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'

const HERO_TITLE = 'Redefining recruitment with innovative staffing solution'
const MEMBER = JSON.stringify({ id: '1', email: 'a@b.in' })

const hero = (page: Page) => page.getByRole('region', { name: HERO_TITLE })
const carousel = (page: Page) => page.getByRole('region', { name: 'Our Four Pillars' })
const slideLink = (page: Page, name: string) => carousel(page).getByRole('link', { name: `View ${name} Services` })
/** The slide show starts once the carousel nears the screen (embla is fetched then): a visitor scrolls to it. */
async function scrollToCarousel(page: Page) {
  await carousel(page).scrollIntoViewIfNeeded()
}
/** While the slides rotate by themselves they are not announced (aria-live="off"), per the carousel pattern. */
const rotating = (page: Page) => carousel(page).locator('[aria-live="off"]')
/** The name of the category whose slide fills the carousel's frame, or null while it moves. */
const shownSlide = (page: Page) =>
  carousel(page)
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => {
      const frame = slides[0]?.parentElement?.parentElement?.getBoundingClientRect()
      const shown = slides.find((slide) => frame && Math.abs(slide.getBoundingClientRect().left - frame.left) < 2)
      return shown?.querySelector('h3')?.textContent ?? null
    })

test.describe('home hero', () => {
  test('pitches the agency and offers the three actions', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(hero(page).getByText(/startups and small firms/)).toBeVisible()
    await expect(hero(page).getByRole('link', { name: 'Request Proposal' })).toHaveAttribute('href', '/team-up-request')
    await expect(hero(page).getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services')
    await expect(hero(page).getByRole('link', { name: 'Join as Talent' })).toHaveAttribute('href', '/login?next=%2Fjoin-as-talent')
  })

  test('Join as Talent goes to /login for visitors and to /join-as-talent for members', async ({ page }) => {
    await page.goto('/')
    await hero(page).getByRole('link', { name: 'Join as Talent' }).click()
    await expect(page).toHaveURL(/\/login\?next=%2Fjoin-as-talent$/)

    await page.goto('/')
    await page.evaluate((user) => localStorage.setItem('user', user), MEMBER)
    await page.reload()
    await expect(hero(page).getByRole('link', { name: 'Join as Talent' })).toHaveAttribute('href', '/join-as-talent')
  })
})

test.describe('Our Four Pillars carousel', () => {
  test('starts with the first category, then advances by itself after about 5 seconds', async ({ page }) => {
    await page.goto('/')
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(carousel(page).getByRole('group', { name: '1 of 4', exact: true })).toHaveAttribute('aria-roledescription', 'slide')
    await expect.poll(() => shownSlide(page)).toBe('Staffing & Recruitment')
    await expect(slideLink(page, 'Staffing & Recruitment')).toHaveAttribute('href', '/category/staffing-recruitment')

    await scrollToCarousel(page)
    await expect(rotating(page)).toHaveCount(1)
    const started = Date.now()
    await expect.poll(() => shownSlide(page), { timeout: 10_000 }).toBe('Consulting')
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThan(4000)
    expect(elapsed).toBeLessThan(7500)
  })

  test('Next and Previous move one slide and wrap around both ends', async ({ page }) => {
    await page.goto('/')
    const next = carousel(page).getByRole('button', { name: 'Next slide' })
    const previous = carousel(page).getByRole('button', { name: 'Previous slide' })
    await scrollToCarousel(page)
    await expect(rotating(page)).toHaveCount(1)
    await expect.poll(() => shownSlide(page)).toBe('Staffing & Recruitment')

    for (const name of ['Consulting', 'Software Development', 'AI Solutions']) {
      await next.click()
      await expect.poll(() => shownSlide(page)).toBe(name)
    }
    await next.click()
    await expect.poll(() => shownSlide(page)).toBe('Staffing & Recruitment')
    await previous.click()
    await expect.poll(() => shownSlide(page)).toBe('AI Solutions')
    await expect(slideLink(page, 'AI Solutions')).toHaveAttribute('href', '/category/ai-solutions')
  })

  test('pauses while the pointer is over it', async ({ page }) => {
    await page.goto('/')
    await scrollToCarousel(page)
    await expect(rotating(page)).toHaveCount(1)
    await carousel(page).getByRole('heading', { name: 'Our Four Pillars' }).hover()
    await expect(rotating(page)).toHaveCount(0)
    await expect.poll(() => shownSlide(page)).not.toBeNull()
    const shown = await shownSlide(page)
    await page.waitForTimeout(6500)
    expect(await shownSlide(page)).toBe(shown)
  })

  test('pauses while keyboard focus is inside and resumes when focus leaves', async ({ page }) => {
    await page.goto('/')
    await scrollToCarousel(page)
    await expect(rotating(page)).toHaveCount(1)
    await carousel(page).getByRole('button', { name: 'Stop automatic slide show' }).focus()
    await page.keyboard.press('Tab')
    await expect(carousel(page).getByRole('button', { name: 'Previous slide' })).toBeFocused()
    await expect(rotating(page)).toHaveCount(0)
    await page.getByRole('button', { name: 'For Businesses' }).focus()
    await expect(rotating(page)).toHaveCount(1)
  })

  test('the rotation button stops and restarts the slide show', async ({ page }) => {
    await page.goto('/')
    await scrollToCarousel(page)
    await expect(rotating(page)).toHaveCount(1)
    await carousel(page).getByRole('button', { name: 'Stop automatic slide show' }).click()
    await page.mouse.move(0, 0)
    await expect(carousel(page).getByRole('button', { name: 'Start automatic slide show' })).toBeVisible()
    await expect(rotating(page)).toHaveCount(0)
    await carousel(page).getByRole('button', { name: 'Start automatic slide show' }).click()
    await page.mouse.move(0, 0)
    await expect(rotating(page)).toHaveCount(1)
  })

  test('does not fetch the slide show while it is far below the screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 })
    const chunks: string[] = []
    await page.goto('/')
    page.on('request', (request) => {
      if (request.url().includes('/_next/static/chunks/')) chunks.push(request.url())
    })
    await page.waitForTimeout(2500)
    await expect(rotating(page)).toHaveCount(0)
    expect(chunks).toEqual([])
    await scrollToCarousel(page)
    await expect(rotating(page)).toHaveCount(1)
    expect(chunks.length).toBeGreaterThan(0)
  })

  test('does not rotate by itself when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(carousel(page).getByRole('button', { name: 'Start automatic slide show' })).toBeVisible()
    await page.waitForTimeout(6500)
    await expect.poll(() => shownSlide(page)).toBe('Staffing & Recruitment')
  })
})

test('How We Work switches between 5 business steps and 4 talent steps, and the final button with them', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'How We Work' })
  const steps = section.getByRole('listitem')
  const forBusinesses = section.getByRole('button', { name: 'For Businesses' })
  const forTalent = section.getByRole('button', { name: 'For Talent' })

  await expect(forBusinesses).toHaveAttribute('aria-pressed', 'true')
  await expect(steps).toHaveCount(5)
  await expect(section.getByRole('link', { name: 'Get a Custom Plan' })).toHaveAttribute('href', '/team-up-request')

  // Retried: a click that lands before the page is interactive does nothing.
  await expect(async () => {
    await forTalent.click()
    await expect(forTalent).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 })
  }).toPass()
  await expect(forBusinesses).toHaveAttribute('aria-pressed', 'false')
  await expect(steps).toHaveCount(4)
  await expect(section.getByRole('link', { name: 'Get a Custom Plan' })).toHaveCount(0)
  await expect(section.getByRole('link', { name: 'Join as Talent' })).toHaveAttribute('href', '/login?next=%2Fjoin-as-talent')

  // A step card is a toggle named by its title: Enter turns it over to show its description, Space turns it back.
  const firstStep = section.getByRole('button', { name: 'Create Your Profile', exact: true })
  await firstStep.focus()
  await expect(firstStep).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  await expect(firstStep).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Space')
  await expect(firstStep).toHaveAttribute('aria-expanded', 'false')

  await forBusinesses.click()
  await expect(steps).toHaveCount(5)
  await expect(section.getByRole('link', { name: 'Get a Custom Plan' })).toBeVisible()
})

test('impact figures, case studies and industries link to their pages', async ({ page }) => {
  await page.goto('/')
  const impact = page.getByRole('region', { name: 'Our Impact' })
  for (const figure of ['100+', '70%', '95%', '10+', '5+']) await expect(impact.getByText(figure, { exact: true })).toBeVisible()

  const caseStudies = page.getByRole('region', { name: 'Case Studies' })
  for (const slug of ['career-growth-for-students', 'safe-opportunities-for-students-and-women', 'staffing-solutions-for-businesses']) {
    await expect(caseStudies.locator(`a[href="/case-studies/${slug}"]`)).toHaveCount(1)
  }

  const industries = page.getByRole('region', { name: 'Industries We Serve' })
  const expected = {
    'IT & SaaS': '/industries/it-saas',
    Education: '/industries/education',
    'Retail & E-commerce': '/industries/retail-ecommerce',
    Finance: '/industries/finance',
    'Non-profit': '/industries/non-profit',
  }
  await expect(industries.getByRole('link')).toHaveCount(5)
  for (const [name, href] of Object.entries(expected)) {
    await expect(industries.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
})

test('the three latest blog posts appear as cards, with a link to /blogs', async ({ page, request }) => {
  const latest = (await (await request.get('/api/blogs')).json()) as { blogs: { slug: string; title: string }[] }
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Latest Insights' })
  await expect(section.getByRole('article')).toHaveCount(3)
  for (const blog of latest.blogs.slice(0, 3)) {
    await expect(section.getByRole('link', { name: blog.title })).toHaveAttribute('href', `/blog/${blog.slug}`)
  }
  await expect(section.getByRole('link', { name: 'View all posts' })).toHaveAttribute('href', '/blogs')
})

test('the client strip lists every client and featured solution once for assistive technology', async ({ page, request }) => {
  const clients = (await (await request.get('/api/clients')).json()) as { name: string }[]
  const solutions = (await (await request.get('/api/featuredSolutions')).json()) as { title: string }[]
  await page.goto('/')
  const strip = page.getByRole('region', { name: 'Clients and featured solutions' })
  await expect(strip.getByRole('listitem')).toHaveCount(clients.length + solutions.length)
  // Clients show as their logo, named by its alt text (docs/decisions/content.md, "Client logos").
  await expect(strip.getByRole('img', { name: clients[0].name }).first()).toBeVisible()
  await expect(strip.getByText(solutions[0].title).first()).toBeAttached()
  // The seamless-loop copy is hidden from assistive technology.
  await expect(strip.locator('ul[aria-hidden="true"]')).toHaveCount(1)
  await expect(async () => {
    await strip.getByRole('button', { name: 'Pause the moving list' }).click()
    await expect(strip.getByRole('button', { name: 'Play the moving list' })).toBeVisible({ timeout: 1000 })
  }).toPass()
})

for (const [name, viewport] of Object.entries(viewports)) {
  test(`home has no axe violations (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await expect(slideLink(page, 'Staffing & Recruitment')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

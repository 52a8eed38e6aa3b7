import { expect, test, type Page } from './fixtures'

import { messages } from '../../src/lib/messages'
import { expectNoAxeViolations, viewports } from './axe'
import { staffApi, touchPhone } from './helpers'

type ApiService = { _id: string; title: string; slug: string; description: string; category: { name: string } }
type ApiCategory = { _id: string; name: string }

const serviceCards = (page: Page) => page.locator('main a[href^="/subpage/"]')

test.describe('services list (/services)', () => {
  test('shows every service with no category ticked, each opening its /subpage page, named by its title', async ({ page, request }) => {
    const services = (await (await request.get('/api/subpages')).json()) as ApiService[]
    expect(services.length).toBeGreaterThan(0)
    await page.goto('/services')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Categories' })).toBeVisible()
    await expect(serviceCards(page)).toHaveCount(services.length)
    for (const service of services) {
      const card = page.locator('main').getByRole('link', { name: service.title, exact: true })
      await expect(card).toHaveAttribute('href', `/subpage/${service.slug}`)
      // The pillar and the text on the back of the card are read after the title.
      await expect(card).toHaveAccessibleDescription(`${service.category.name} ${service.description}`, { ignoreCase: true })
    }
  })

  test('ticking categories shows only the services of the ticked categories', async ({ page, request }) => {
    const services = (await (await request.get('/api/subpages')).json()) as ApiService[]
    const categories = (await (await request.get('/api/categories')).json()) as ApiCategory[]
    await page.goto('/services')
    for (const category of categories) {
      await expect(page.getByRole('checkbox', { name: category.name, exact: true })).not.toBeChecked()
    }

    const [first, second] = categories
    await page.getByRole('checkbox', { name: first.name, exact: true }).check()
    const ofFirst = services.filter((service) => service.category.name === first.name)
    await expect(serviceCards(page)).toHaveCount(ofFirst.length)
    for (const service of ofFirst) {
      await expect(page.locator('main').getByRole('link', { name: service.title, exact: true })).toBeVisible()
    }

    await page.getByRole('checkbox', { name: second.name, exact: true }).check()
    const ofBoth = services.filter((service) => [first.name, second.name].includes(service.category.name))
    await expect(serviceCards(page)).toHaveCount(ofBoth.length)

    await page.getByRole('checkbox', { name: first.name, exact: true }).uncheck()
    await page.getByRole('checkbox', { name: second.name, exact: true }).uncheck()
    await expect(serviceCards(page)).toHaveCount(services.length)
  })

  test(`a ticked category without services shows "${messages.servicesEmpty}"`, async ({ page, request }) => {
    const staff = await staffApi(request)
    const name = `Empty Pillar ${Date.now()}`
    const created = await staff.post('/categories', {
      name,
      description: 'A category with no services yet, created by the browser tests.',
      order: 999,
    })
    expect(created.ok(), await created.text()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      // The staff edit expires the cached page; poll until the new checkbox appears.
      await expect(async () => {
        await page.goto('/services')
        await expect(page.getByRole('checkbox', { name, exact: true })).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      await page.getByRole('checkbox', { name, exact: true }).check()
      await expect(page.getByText(messages.servicesEmpty, { exact: true })).toBeVisible()
      await expect(serviceCards(page)).toHaveCount(0)
    } finally {
      const deleted = await staff.delete(`/categories/${doc.id}`)
      expect(deleted.ok(), await deleted.text()).toBe(true)
    }
  })

  test('Enter on a focused service card opens the service page', async ({ page, request }) => {
    const [service] = (await (await request.get('/api/subpages')).json()) as ApiService[]
    await page.goto('/services')
    const card = page.locator('main').getByRole('link', { name: service.title, exact: true })
    await card.focus()
    await expect(card).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/subpage/${service.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title)
  })

  test('a service card is also opened by a click', async ({ page, request }) => {
    const services = (await (await request.get('/api/subpages')).json()) as ApiService[]
    const service = services[1]
    await page.goto('/services')
    await page.locator('main').getByRole('link', { name: service.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/subpage/${service.slug}$`))
  })

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no WCAG 2.2 AA violations (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/services')
      await expect(serviceCards(page).first()).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('checkbox').first().check()
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('the services list shows what each service is', () => {
  test.describe('on a 390 px phone', () => {
    test.use(touchPhone)

    test('each card shows its summary line, and the page is compact', async ({ page, request }) => {
      const services = (await (await request.get('/api/subpages')).json()) as { title: string; description: string }[]
      await page.goto('/services')
      for (const service of services.slice(0, 4)) {
        const summary = service.description.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? service.description
        const card = page.locator('main').getByRole('link', { name: service.title, exact: true })
        await expect(card.getByText(summary, { exact: true }).first()).toBeVisible()
      }
      // The page's own content (header and footer aside): about 5,600 px before, with one tall card per service.
      const height = await page.evaluate(() => Math.round(document.querySelector('main')?.getBoundingClientRect().height ?? 0))
      console.log(`[journeys] /services at 390 px: main is ${height} px tall for ${services.length} services`)
      expect(height).toBeLessThan(4000)
      await expectNoAxeViolations(page)
    })
  })

  test('at 1280 px the front of a card shows the summary under the title', async ({ page, request }) => {
    await page.setViewportSize(viewports.desktop)
    const [service] = (await (await request.get('/api/subpages')).json()) as { title: string; description: string }[]
    await page.goto('/services')
    const summary = service.description.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? service.description
    const card = page.locator('main').getByRole('link', { name: service.title, exact: true })
    await expect(card.locator('h3 + p')).toHaveText(summary)
    await expectNoAxeViolations(page)
  })
})

// The staff desk passes axe (WCAG 2.2 A and AA) as a whole page, Payload's own fields included, at 1280 and 390 px
// (docs/decisions/lead-desk.md, "The admin passes axe"): the dashboard, the inbox, the board and the edit view of a
// lead of every kind.
import { expect, test, type Page } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports } from './axe'
import { staffApi, uid } from './helpers'
import { freshEmail, memberInBrowser } from './members'

let visitors = 0
const visitor = () => ({ 'x-forwarded-for': `192.0.3.${++visitors}` })

type Leads = Record<string, number>

/**
 * One lead of every kind, from addresses at a domain of this spec's own (the acknowledgements' daily cap per domain is
 * shared by the whole run), the talent application with a follow-up date (so the date field has its clear button). */
async function oneLeadOfEachKind(page: Page): Promise<Leads> {
  const tag = uid()
  const post = async (
    path: string,
    data: unknown,
    multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
  ) => {
    const answer = await page.request.post(path, { headers: visitor(), ...(multipart ? { multipart } : { data }) })
    expect(answer.status(), await answer.text()).toBe(201)
    return Number(((await answer.json()) as { id: number | string }).id)
  }
  const categories = (await (await page.request.get('/api/teamup/categories')).json()) as {
    _id: string
    subCategories: { _id: string }[]
  }[]
  const main = categories.find((category) => category.subCategories.length > 0)!
  const api = await staffApi(page.request)
  const leads: Leads = {
    'contact-messages': await post('/api/contact', {
      fullName: `Asha ${tag}`,
      emailAddress: `asha-${tag}@axe.example.in`,
      inquiryType: 'Business Inquiry',
      message: 'We need two testers.',
    }),
    'team-up-requests': await post('/api/teamup', {
      companyName: `Deccan ${tag}`,
      firstName: 'Ravi',
      lastName: 'Joshi',
      email: `ravi-${tag}@axe.example.in`,
      phone: '+91 98765 43210',
      mainCategory: main._id,
      subCategory: main.subCategories[0]._id,
      description: 'Two QA engineers for three months.',
    }),
    'support-requests': await post('/api/assistant/support', {
      email: `care-${tag}@axe.example.in`,
      conversation: [{ from: 'visitor', text: 'Please call me.' }],
      page: '/services',
    }),
  }
  const subscribed = await page.request.post('/api/subscriptions', {
    headers: visitor(),
    data: { email: `news-${tag}@axe.example.in`, consent: true },
  })
  expect(subscribed.status(), await subscribed.text()).toBeLessThan(300)
  const found = (await (await api.get(`/subscribers?where[email][equals]=news-${tag}@axe.example.in&depth=0`)).json()) as {
    docs: { id: number }[]
  }
  leads.subscribers = found.docs[0].id
  await memberInBrowser(page, freshEmail(`axe-${tag}`).replace('@example.in', '@axe.example.in'))
  leads['talent-applications'] = await post('/api/JoinTalent', undefined, {
    firstName: 'Ira',
    lastName: `Axe ${tag}`,
    email: `ira-${tag}@axe.example.in`,
    phone: '+91 98220 33445',
    location: 'Baner, Pune',
    anythingElse: 'Three years of React.',
    consent: 'true',
    file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
  })
  for (const [collection, id] of Object.entries(leads)) {
    expect((await api.patch(`/${collection}/${id}`, { followUpOn: new Date(Date.now() + 86_400_000).toISOString() })).status()).toBe(200)
  }
  return leads
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the dashboard, inbox, board and every lead's edit view pass axe (${name})`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    const leads = await oneLeadOfEachKind(page)
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)

    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/admin/inbox')
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/admin/pipeline')
    await expect(page.getByRole('heading', { name: 'Candidate pipeline', level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)

    expect(Object.keys(leads).sort()).toEqual([
      'contact-messages',
      'subscribers',
      'support-requests',
      'talent-applications',
      'team-up-requests',
    ])
    for (const [collection, id] of Object.entries(leads)) {
      await page.goto(`/admin/collections/${collection}/${id}`)
      await expect(page.getByRole('heading', { name: 'Activity', level: 2 })).toBeVisible()
      await expect(page.locator('.react-select input').first()).toBeAttached()
      await expectNoAxeViolations(page)
    }

    // The access log (admins): the resume just downloaded, with who and when, in staff words.
    await page.goto(`/admin/collections/talent-applications/${leads['talent-applications']}`)
    const downloaded = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download resume' }).click()
    expect((await downloaded).suggestedFilename()).toMatch(/-resume\.pdf$/)
    await page.goto('/admin/collections/access-log')
    await expect(page.getByRole('heading', { name: 'Access log', level: 1 })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: `(application #${leads['talent-applications']})` })
    await expect(row).toContainText('Resume downloaded')
    await expect(row).toContainText(TEST_ADMIN.email)
    await expectNoAxeViolations(page)
  })
}

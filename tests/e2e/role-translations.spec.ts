// An open role's edit screen, Site settings and a question of the FAQs tell staff which texts still lack Marathi or Hindi
// (docs/decisions/languages.md, "Role content", "Site settings"): the seeded ones are translated; a new role lists every
// text, and a Marathi title drops off Marathi's list.
import { expect, test } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations } from './axe'
import { staffApi } from './helpers'

test('the role edit screen lists the texts still in English per language, in staff words', async ({ page }) => {
  expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
  const api = await staffApi(page.request)
  const seeded = (await (await api.get('/openings?where[slug][equals]=frontend-developer-react&depth=0')).json()) as {
    docs: { id: number; category: number }[]
  }
  await page.goto(`/admin/collections/openings/${seeded.docs[0].id}`)
  await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible()
  await expect(page.getByText('Every text of this role is written in Marathi and Hindi.')).toBeVisible()

  const slug = `translations-${Date.now()}`
  const created = await api.post('/openings', {
    title: 'Store Associate',
    slug,
    status: 'draft',
    category: seeded.docs[0].category,
    summary: 'Help customers at a Pune store.',
    employmentType: 'part-time',
    workMode: 'on-site',
    experienceMin: 0,
    description: {
      root: {
        type: 'root',
        version: 1,
        children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'About.', version: 1 }] }],
      },
    },
    client: { kind: 'agency' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  expect((await api.patch(`/openings/${doc.id}?locale=mr`, { title: 'स्टोअर असोसिएट' })).status()).toBe(200)
  await page.goto(`/admin/collections/openings/${doc.id}`)
  await expect(page.getByText('Marathi: summary, about the role still in English.')).toBeVisible()
  await expect(page.getByText('Hindi: title, summary, about the role still in English.')).toBeVisible()
  expect((await api.delete(`/openings/${doc.id}`)).status()).toBe(200)
})

// The site settings' texts visitors read (docs/decisions/languages.md, "Site settings"): the same list at the top of
// Site settings; the header's language switch says "Language"; a Marathi form starts empty, not with English defaults.
test('the site settings screen lists the texts still in English; the language switch says "Language"', async ({ page }) => {
  expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
  const api = await staffApi(page.request)
  await page.goto('/admin/globals/site-settings')
  const translations = page.locator('section[aria-labelledby="translations-heading"]')
  await expect(translations.getByRole('heading', { name: 'Translations' })).toBeVisible()
  await expect(translations).toContainText('The address and office hours are written in Marathi and Hindi.')
  const languageSwitch = page.locator('.localizer').first()
  await expect(languageSwitch).toContainText('Language:')
  await expect(languageSwitch).not.toContainText('Locale')
  await expectNoAxeViolations(page, 'section[aria-labelledby="translations-heading"]')

  const seeded = (await (await api.get('/globals/site-settings?locale=mr&depth=0')).json()) as { hours: string; address: { city: string } }
  try {
    expect((await api.post('/globals/site-settings?locale=mr', { hours: '', address: { city: '' } })).status()).toBe(200)
    await page.goto('/admin/globals/site-settings?locale=mr')
    await expect(page.getByText('Marathi: city, office hours still in English.')).toBeVisible()
    await expect(page.getByText('Hindi:')).toHaveCount(0)
    // The Marathi form (Payload names each field's language) shows what is written in Marathi: the hours and city empty,
    // not the English defaults; the street in Marathi.
    await expect(page.getByRole('textbox', { name: 'Office hours — मराठी', exact: true })).toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'City — मराठी', exact: true })).toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'Street address — मराठी', exact: true })).toHaveValue(/बाणेर/)
  } finally {
    await api.post('/globals/site-settings?locale=mr', { hours: seeded.hours, address: { city: seeded.address.city } })
  }
})

// The FAQs (docs/decisions/languages.md, "The FAQs"): staff find them in the Content group's FAQs list, and a question's
// edit screen has the same Translations list, on a phone too.
test('FAQs at 390 px: the list of questions, and a question’s texts still in English per language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
  const api = await staffApi(page.request)
  // In English (the admin keeps the language last chosen, Marathi after the test above).
  await page.goto('/admin/collections/faqs?locale=en')
  await expect(page.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'How do you verify candidates?' })).toBeVisible()
  await expect(page.getByText('For Clients: Hiring and onboarding').first()).toBeVisible()
  await expectNoAxeViolations(page)

  const created = await api.post('/faqs?locale=en', {
    question: 'Do you hire for night shifts?',
    answer: 'Yes, for support and operations roles.',
    category: 'clients-support',
    order: 90,
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    expect((await api.patch(`/faqs/${doc.id}?locale=mr`, { question: 'तुम्ही रात्रपाळीसाठी भरती करता का?' })).status()).toBe(200)
    await page.goto(`/admin/collections/faqs/${doc.id}?locale=en`)
    const translations = page.locator('section[aria-labelledby="translations-heading"]')
    await expect(translations.getByRole('heading', { name: 'Translations' })).toBeVisible()
    await expect(translations).toContainText('Marathi: answer still in English.')
    await expect(translations).toContainText('Hindi: question, answer still in English.')
    await expectNoAxeViolations(page, 'section[aria-labelledby="translations-heading"]')
    // Required in English only: the label's star while English is edited, none in Marathi (empty shows the English).
    const questionLabel = page.locator('label.field-label', { hasText: 'Question' })
    await expect(questionLabel.locator('.required')).toHaveText('*')
    await expect(page.locator('label.field-label', { hasText: 'Answer' }).locator('.required')).toHaveText('*')
    await page.goto(`/admin/collections/faqs/${doc.id}?locale=mr`)
    await expect(page.locator('#field-question')).toHaveValue('तुम्ही रात्रपाळीसाठी भरती करता का?')
    await expect(questionLabel).toContainText('— मराठी')
    await expect(questionLabel.locator('.required')).toHaveCount(0)
  } finally {
    expect((await api.delete(`/faqs/${doc.id}`)).status()).toBe(200)
  }
})

// The Careers page's and the Terms' texts (docs/decisions/languages.md, "Careers and Terms in the CMS"): the same list at
// the top of each global; a Terms section staff empty in Marathi is named by its number and anchor.
test('the Careers page and Terms screens list the texts still in English, on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
  const api = await staffApi(page.request)
  const translations = page.locator('section[aria-labelledby="translations-heading"]')
  await page.goto('/admin/globals/careers-page')
  await expect(translations).toContainText('Every text of the Careers page is written in Marathi and Hindi.')
  await expectNoAxeViolations(page, 'section[aria-labelledby="translations-heading"]')

  type Section = { id: string; anchor: string; title: string; body: string }
  const seeded = (await (await api.get('/globals/terms?locale=mr&fallback-locale=none&depth=0')).json()) as { sections: Section[] }
  const fees = seeded.sections.findIndex((section) => section.anchor === 'fees-and-payment')
  const emptied = seeded.sections.map((section, index) => (index === fees ? { ...section, title: '', body: '' } : section))
  try {
    expect((await api.post('/globals/terms?locale=mr', { sections: emptied })).status()).toBe(200)
    await page.goto('/admin/globals/terms?locale=mr')
    await expect(translations).toContainText(`Marathi: section ${fees + 1} (fees-and-payment) still in English.`)
    await expect(translations.getByText('Hindi:')).toHaveCount(0)
    await expectNoAxeViolations(page, 'section[aria-labelledby="translations-heading"]')
  } finally {
    await api.post('/globals/terms?locale=mr', { sections: seeded.sections })
  }
})

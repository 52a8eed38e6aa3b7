import { expect, test, type Page } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'

const MEMBER = JSON.stringify({ id: '1', email: 'a@b.in' })

const section = (page: Page, name: string) => page.getByRole('region', { name })
const cardTitles = (page: Page, name: string) => section(page, name).getByRole('heading', { level: 3 })

test('About shows mission, vision, values, pillars, what we do, the four-step process, impact and reasons', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page).toHaveTitle(/^About us \| /)
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible()
  await expect(cardTitles(page, 'Our Values')).toHaveText(['Integrity', 'Innovation', 'Diversity', 'Growth'])
  await expect(cardTitles(page, 'Three Pillars of Our Work')).toHaveCount(3)
  await expect(cardTitles(page, 'What We Do')).toHaveText(['Staffing & Recruitment', 'Consulting', 'Software Development', 'AI Solutions'])
  await expect(section(page, 'Our Hiring Process').getByRole('listitem')).toHaveCount(4)
  await expect(cardTitles(page, 'Our Hiring Process')).toHaveText([
    'Talent Identification',
    'Skill Assessments',
    'Confidence Building',
    'Placement',
  ])
  const impact = section(page, 'Our Impact')
  for (const figure of ['100+', '70%', '95%', '10+', '5+']) await expect(impact.getByText(figure, { exact: true })).toBeVisible()
  await expect(cardTitles(page, 'Why Choose Us')).not.toHaveCount(0)
  await expect(page.getByRole('main').getByRole('link', { name: 'Request Proposal' })).toHaveAttribute('href', '/team-up-request')
  await expect(page.getByRole('main').getByRole('link', { name: 'Join as Talent' })).toHaveAttribute(
    'href',
    '/login?next=%2Fjoin-as-talent',
  )
})

test('Careers shows its hero, values, pathways, life, perks, impact numbers and a closing call', async ({ page }) => {
  await page.goto('/careers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build a career that matters.')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(cardTitles(page, 'Our Mission and Values')).toHaveText(['Growth', 'Inclusion', 'Integrity', 'Ownership'])
  await expect(cardTitles(page, 'Career Pathways')).toHaveText(['Return-to-Work Programs', 'Talent Accelerator', 'Mentorship & Upskilling'])
  await expect(section(page, 'Life at Pune Talent Works')).toBeVisible()
  await expect(cardTitles(page, 'Perks and Benefits')).toHaveText(['Learning stipend', 'Performance bonuses', 'Remote-first kit allowance'])

  const impact = section(page, 'Our Impact in Numbers')
  for (const [value, label] of [
    ['100+', 'candidates trained'],
    ['65%', 'of this year’s trainees are women returners'],
    ['95%', 'client retention'],
    ['5+', 'industries'],
  ]) {
    await expect(impact.getByText(value, { exact: true })).toBeVisible()
    await expect(impact.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(section(page, 'Ready to take the next step?').getByRole('link', { name: 'Join Our Talent Network' })).toBeVisible()
})

test('Join Our Talent Network goes to /login for visitors and to /join-as-talent for members', async ({ page }) => {
  await page.goto('/careers')
  const heroButton = section(page, 'Build a career that matters.').getByRole('link', { name: 'Join Our Talent Network' })
  await expect(heroButton).toHaveAttribute('href', '/login?next=%2Fjoin-as-talent')
  await heroButton.click()
  await expect(page).toHaveURL(/\/login\?next=%2Fjoin-as-talent$/)

  await page.goto('/careers')
  await page.evaluate((user) => localStorage.setItem('user', user), MEMBER)
  await page.reload()
  await expect(heroButton).toHaveAttribute('href', '/join-as-talent')
  await expect(page.getByRole('link', { name: 'Join Our Talent Network' }).last()).toHaveAttribute('href', '/join-as-talent')
})

for (const path of ['/about', '/careers']) {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`${path} has no axe violations (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
}

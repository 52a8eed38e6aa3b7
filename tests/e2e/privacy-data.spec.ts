// "Your data" and "Correct" in the browser at 1280 and 390 px (docs/decisions/privacy.md): a member sees what the
// agency holds about them on /account, corrects a field of their candidate profile (a wrong value first, told at the
// field), asks for their data, opens the e-mailed link and gets the ZIP. axe-clean at each step.
import fs from 'node:fs'

import { strFromU8, unzipSync } from 'fflate'

import { expect, test } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'
import { visitor } from './helpers'
import { mailsTo } from './mail'
import { freshEmail, memberInBrowser } from './members'

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`your data at ${name} (${viewport.width} px)`, () => {
    test.use({ viewport })

    test('a member sees their data, corrects a field, and downloads the ZIP from the e-mailed link', async ({ page }) => {
      test.setTimeout(120_000)
      const email = freshEmail(`your-data-${name}`)
      await memberInBrowser(page, email)
      const resumeName = `Nisha ${name} cv.pdf`
      const applied = await page.request.post('/api/JoinTalent', {
        headers: visitor(),
        multipart: {
          firstName: 'Nisha',
          lastName: 'Kale',
          email,
          phone: `97${String(Date.now()).slice(-8)}`,
          location: 'Aundh, Pune',
          anythingElse: 'Four years of React.',
          consent: 'true',
          file: { name: resumeName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
        },
      })
      expect(applied.status(), await applied.text()).toBe(201)

      await page.goto('/account')
      const data = page.locator('section#your-data')
      await expect(data.getByRole('heading', { name: 'Your data', level: 2 })).toBeVisible()
      await expect(data.getByRole('heading', { name: 'Resumes' })).toBeVisible()
      await expect(data).toContainText(resumeName)
      await expect(data).toContainText('Aundh, Pune')
      await expect(data).toContainText('Open application: applied')
      await expect(data).toContainText('We have not shared your profile with any company.')
      expect((await data.boundingBox())!.width).toBeLessThanOrEqual(viewport.width)
      await expectNoAxeViolations(page)

      const correct = page.locator('section#correct-profile')
      await correct.getByLabel('Notice period (days)').fill('400')
      await correct.getByRole('button', { name: 'Save corrections' }).click()
      await expect(correct.getByRole('alert').first()).toHaveText('Notice period (days) must be between 0 and 365.')
      await expect(correct.getByLabel('Notice period (days)')).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page)
      await correct.getByLabel('Notice period (days)').fill('30')
      await correct.getByLabel('Skills').fill('React, TypeScript')
      await correct.getByRole('button', { name: 'Save corrections' }).click()
      await expect(correct.getByRole('status')).toHaveText('Thank you. Your profile is corrected.')
      await page.reload()
      await expect(page.locator('section#your-data')).toContainText('React, TypeScript')
      await expect(page.locator('section#correct-profile').getByLabel('Notice period (days)')).toHaveValue('30')

      await page.locator('section#your-data').getByRole('button', { name: 'Download your data' }).click()
      await expect(page.locator('section#your-data').getByRole('status')).toHaveText(
        'Thank you. We are preparing your data; a link to download it will reach your e-mail in a few minutes. It works for 24 hours.',
      )
      await expectNoAxeViolations(page)

      let link = ''
      await expect
        .poll(
          async () => {
            const mail = (await mailsTo(email)).find((received) => received.subject === 'Your data is ready to download')
            link = mail?.text.match(/https?:\/\/\S+\/account\/data-export\?token=\S+/)?.[0] ?? ''
            return link
          },
          { timeout: 60_000 },
        )
        .not.toBe('')
      const { pathname, search } = new URL(link)
      await page.goto(`${pathname}${search}`)
      await expect(page.getByRole('heading', { name: 'Download your data', level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download the ZIP file' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^your-data-\d{4}-\d{2}-\d{2}\.zip$/)
      const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())))
      const exported = JSON.parse(strFromU8(files['data.json'])) as {
        member: { email: string }
        candidates: { noticeDays: number; skills: string[] }[]
        resumes: { fileName: string; fileInZip: string }[]
      }
      expect(exported.member.email).toBe(email)
      expect(exported.candidates[0]).toMatchObject({ noticeDays: 30, skills: ['React', 'TypeScript'] })
      expect(exported.resumes[0].fileName).toBe(resumeName)
      expect(strFromU8(files[exported.resumes[0].fileInZip])).toContain('%PDF-1.4')

      // An altered link says so clearly.
      await page.goto(`${pathname}${search.slice(0, -4)}AAAA`)
      await expect(page.getByRole('alert').filter({ hasText: 'This download link is not valid.' })).toBeVisible()
      await expectNoAxeViolations(page)

      // With their data in hand, they erase their account: the account, its profile and its files are gone.
      await page.goto('/account')
      await page.getByRole('button', { name: 'Delete my account' }).click()
      await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Yes, delete my account' }).click()
      await expect(page).toHaveURL(/\/$/)
      expect((await page.request.get('/api/users/me')).status()).toBe(401)
      // The e-mailed link gives nothing any more.
      expect((await page.request.get(`/api/data-export${search}`)).status()).toBe(410)
    })
  })
}

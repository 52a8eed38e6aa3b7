// Resumes read, in the browser at 1280 and 390 px (docs/decisions/talent-pool.md): a recruiter adds a candidate by
// uploading a resume on "Add candidates from resumes", opens the new profile, accepts suggested skills, and sees
// them on the profile marked "from resume". Axe-clean on the upload screen and on the suggestions.
import fs from 'node:fs'
import path from 'node:path'

import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'

import { expect, test } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports } from './axe'
import { staffApi, uid } from './helpers'

/** The DOCX fixture as a person of this run: a name and e-mail no other test uses. */
function resumeFor(name: string, email: string): Buffer {
  const files = unzipSync(new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'resumes', 'arjun-rao.docx'))))
  const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  files['word/document.xml'] = strToU8(
    strFromU8(files['word/document.xml']).replace('Arjun Rao', name).replace('arjun.rao@example.in', email).replace('99220 33445', phone),
  )
  return Buffer.from(zipSync(files))
}

for (const [label, viewport] of Object.entries(viewports)) {
  test(`resumes at ${viewport.width} px (${label}): upload a resume, accept suggested skills`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
    const id = uid().replace(/\d/g, 'x')
    const name = `Riya ${id[0].toUpperCase()}${id.slice(1)}`
    const email = `riya-${id}@${id}.example.in`

    await page.goto('/admin/collections/candidates')
    await page.getByRole('link', { name: 'Add candidates from resumes' }).click()
    await expect(page.getByRole('heading', { name: 'Add candidates from resumes', level: 1 })).toBeVisible()
    await page.getByLabel('Resumes or a ZIP file').setInputFiles({
      name: 'riya.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: resumeFor(name, email),
    })
    await page.getByRole('button', { name: 'Add candidates' }).click()
    const result = page.getByRole('region', { name: 'Result of the upload' })
    await expect(result).toContainText('1 resume: 1 new candidate, 0 resumes joined an existing profile, 0 files not readable.')
    await expect(result.getByRole('heading', { name: 'New candidates (1)' })).toBeVisible()
    await expectNoAxeViolations(page, '.ptw-add-candidates')

    await result.getByRole('link', { name }).click()
    const suggestions = page.getByRole('region', { name: 'From the resume' })
    // The reading job writes the suggestions within a few seconds; the panel looks again by itself.
    const skills = suggestions.getByRole('group', { name: 'Skills' })
    await expect(skills).toBeVisible({ timeout: 30_000 })
    await expect(suggestions).toContainText('from resume E-mail, Phone')
    await expect(skills.getByRole('checkbox', { name: 'Tally' })).toBeChecked()
    await expectNoAxeViolations(page, '.ptw-suggestions')

    // Keep two of the suggested skills.
    for (const skill of await skills.getByRole('checkbox').all()) {
      const skillName = (await skill.evaluate((box) => box.parentElement?.textContent ?? '')).trim()
      if (!['Tally', 'Zendesk'].includes(skillName)) await skill.uncheck()
    }
    await skills.getByRole('button', { name: 'Add selected skills' }).click()
    await expect(page.getByRole('region', { name: 'From the resume' })).toContainText('from resume E-mail, Phone, Skills')
    const profile = await (await staffApi(page.request)).get(`/candidates?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
    const [doc] = ((await profile.json()) as { docs: { skills: string[]; fromResume: string[] }[] }).docs
    expect(doc.skills).toEqual(['Tally', 'Zendesk'])
    expect(doc.fromResume).toEqual(['email', 'phone', 'skills'])
    // The skills the recruiter did not keep are still offered.
    await expect(page.getByRole('group', { name: 'Skills' }).getByRole('checkbox', { name: 'Zendesk' })).toHaveCount(0)
    await expect(page.getByRole('group', { name: 'Skills' }).getByRole('checkbox', { name: 'Customer service' })).toBeVisible()
  })
}

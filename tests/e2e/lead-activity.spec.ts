// A lead's page as staff use it (docs/decisions/lead-desk.md, "Activity on each lead") in Chromium at 1280 and 390 px: notes by two staff members
// kept with their authors, a reply started from a saved template that reaches the visitor and shows on the timeline,
// a follow-up in the daily e-mail and marked done; axe-clean, no sideways scrolling on a phone.
import { expect, test, type Page } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports } from './axe'
import { staffApi } from './helpers'
import { mailsTo, waitForMail } from './mail'

let visitors = 0

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.request.post('/cms-api/users/logout').catch(() => undefined)
  const response = await page.request.post('/cms-api/users/login', { data: account })
  expect(response.status(), await response.text()).toBe(200)
}

async function addNote(page: Page, text: string) {
  await page.getByLabel('Add a note').fill(text)
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible()
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`staff keep notes, reply from a template and follow up on a lead (${name})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport)
    const tag = `desk${name}${Date.now().toString(36)}`
    const visitor = `meera-${tag}@${tag}.example.in`
    const created = await page.request.post('/api/contact', {
      headers: { 'x-forwarded-for': `198.51.100.${++visitors}` },
      data: { fullName: `Meera ${tag}`, emailAddress: visitor, inquiryType: 'Business Inquiry', message: 'We need two testers.' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const leadId = Number(((await created.json()) as { id: string }).id)
    const api = await staffApi(page.request)
    const editor = { email: `editor-${tag}@staff.test`, password: 'granite-orchard-whistle', name: `Editor ${tag}` }
    const made = await api.post('/users', { ...editor, role: 'editor' })
    expect(made.status(), await made.text()).toBe(201)
    const editorId = ((await made.json()) as { doc: { id: number } }).doc.id
    const leadPage = `/admin/collections/contact-messages/${leadId}`

    // Two staff members write notes; each keeps its author, the newest on top.
    await logIn(page, TEST_ADMIN)
    await page.goto(leadPage)
    await expect(page.getByRole('heading', { name: 'Activity', level: 2 })).toBeVisible()
    await addNote(page, 'Called, no answer.')
    await logIn(page, editor)
    await page.goto(leadPage)
    await addNote(page, 'Spoke to Meera: two testers from January.')
    const timeline = page.getByRole('list', { name: 'Activity, newest first' })
    const notes = timeline.locator('.lead-activity__item--note')
    await expect(notes).toHaveCount(2)
    await expect(notes.nth(0)).toContainText(`Note · ${editor.name}`)
    await expect(notes.nth(0)).toContainText('Spoke to Meera: two testers from January.')
    await expect(notes.nth(1)).toContainText('Note · Administrator')
    await expect(notes.nth(1)).toContainText('Called, no answer.')
    // Only the author may correct a note.
    await expect(notes.nth(0).getByRole('button', { name: 'Correct this note' })).toBeVisible()
    await expect(notes.nth(1).getByRole('button', { name: 'Correct this note' })).toHaveCount(0)

    // A reply from a saved template, with the visitor's first name filled in.
    await page.getByText(`Reply by e-mail to ${visitor}`).click()
    await page.getByLabel('Start from a saved reply').selectOption({ label: 'Thanks, we will call you' })
    await expect(page.getByLabel('Subject')).toHaveValue('Thank you for getting in touch')
    await expect(page.getByLabel('Reply', { exact: true })).toHaveValue(/^Hello Meera,\n\nThank you for writing to us\./)
    await page.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Your reply to ${visitor} is on its way.` })).toBeVisible()
    await expect(timeline.locator('.lead-activity__item--reply')).toContainText('Thank you for getting in touch')
    await expect(timeline.locator('.lead-activity__item--reply')).toContainText(`Reply · ${editor.name}`)
    // The visitor has the form's acknowledgement and the reply.
    await waitForMail(visitor, { count: 2 })
    const reply = (await mailsTo(visitor)).find((mail) => mail.subject.startsWith('Thank you for getting in touch'))
    expect(reply?.text).toContain('Hello Meera,')
    expect(reply?.text).toContain(editor.name)

    // A follow-up due today for the editor: it is in the day's e-mail, and marked done from the lead's page.
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
    expect((await api.patch(`/contact-messages/${leadId}`, { assignee: editorId, followUpOn: `${today}T06:30:00.000Z` })).status()).toBe(
      200,
    )
    const digest = await page.request.post('/cms-api/lead-activity/follow-up-digest', { headers: { origin: new URL(page.url()).origin } })
    expect(digest.status(), await digest.text()).toBe(200)
    const daily = await waitForMail(editor.email)
    expect(daily.subject).toBe('Follow-ups for today: 1 due, 0 overdue')
    expect(daily.text).toContain(`Meera ${tag}`)

    await page.reload()
    await expect(page.getByText(/^Follow-up due /)).toBeVisible()
    // The whole edit screen, Payload's own fields included (docs/decisions/lead-desk.md, "The admin passes axe").
    await expectNoAxeViolations(page)
    if (name === 'phone') {
      // The lead's page does not scroll sideways on the phone.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    }
    await page.locator('.lead-activity').screenshot({ path: testInfo.outputPath(`lead-activity-${name}.png`) })

    // The status, changed in the lead's own form and saved, is on the timeline too.
    await page.locator('#field-status').click()
    await page.getByRole('option', { name: 'In progress', exact: true }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(timeline.locator('.lead-activity__item--status')).toContainText('Status: New → In progress')
    await page.getByRole('button', { name: 'Mark follow-up done' }).click()
    await expect(timeline.locator('.lead-activity__item--follow-up-done')).toContainText(`Follow-up done · ${editor.name}`)
    await expect(page.getByRole('button', { name: 'Mark follow-up done' })).toHaveCount(0)
  })
}

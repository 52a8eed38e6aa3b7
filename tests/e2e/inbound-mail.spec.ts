// Answers to staff replies in the admin (docs/decisions/lead-desk.md, "Replies come back"), in Chromium at 1280 and
// 390 px: an answer delivered to the real IMAP server (Dovecot, started by scripts/e2e-server.mjs) shows on its lead's
// page as "Reply received" under "Answered by the client", with its PDF to download, without a reload while the
// page is open (announced politely); a mail without a sign of its lead
// waits under Unmatched mail, and staff attach it to its lead from its page. Our parts of the screens are axe-clean and
// nothing scrolls sideways on a phone.
import fs from 'node:fs'
import path from 'node:path'

import { ImapFlow } from 'imapflow'
import { simpleParser } from 'mailparser'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'

import { expect, test, type Page } from './fixtures'

import { imapServerAt } from '../../scripts/lib/imap-server.mjs'
import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { pdfBytes } from '../fixtures/resumes'
import { expectNoAxeViolations, viewports } from './axe'
import { staffApi } from './helpers'
import { mailsTo } from './mail'

let visitors = 0

const imapDir = () => (JSON.parse(fs.readFileSync(path.resolve('.tmp/e2e-server.json'), 'utf8')) as { imapDir: string }).imapDir

/** Stores a mail in the reply mailbox by IMAP APPEND, as the agency's mail server would. */
async function deliver(mail: ConstructorParameters<typeof MailComposer>[0]) {
  const raw = await new MailComposer({ to: 'replies@inbound.test.local', ...mail }).compile().build()
  const server = imapServerAt(imapDir())
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: server.port,
    secure: false,
    auth: { user: 'replies', pass: server.password },
    logger: false,
  })
  await client.connect()
  await client.append('INBOX', raw)
  await client.logout()
}

async function logIn(page: Page) {
  const response = await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })
  expect(response.status(), await response.text()).toBe(200)
}

const noSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

for (const [name, viewport] of Object.entries(viewports)) {
  test(`an answer shows on its lead; an unmatched mail is attached from Unmatched mail (${name})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport)
    const tag = `inbound${name}${Date.now().toString(36)}`
    const visitor = `meera-${tag}@${tag}.example.in`
    const created = await page.request.post('/api/contact', {
      headers: { 'x-forwarded-for': `198.51.100.${100 + ++visitors}` },
      data: { fullName: `Meera ${tag}`, emailAddress: visitor, inquiryType: 'Business Inquiry', message: 'We need two testers.' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const leadId = Number(((await created.json()) as { id: string }).id)
    const api = await staffApi(page.request)
    await logIn(page)
    const origin = new URL(testInfo.project.use.baseURL!).origin

    // Staff reply; Meera answers it from her mail program, quoting the reply, with a PDF.
    const sent = await page.request.post('/cms-api/lead-activity/reply', {
      headers: { origin },
      data: { leadCollection: 'contact-messages', leadId, subject: `Testers ${tag}`, text: 'When can we meet?' },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    await expect
      .poll(async () => (await mailsTo(visitor)).some((mail) => mail.subject.startsWith(`Testers ${tag}`)), { timeout: 10_000 })
      .toBe(true)
    const replyFile = (await mailsTo(visitor)).find((mail) => mail.subject.startsWith(`Testers ${tag}`))!.file
    const reply = await simpleParser(fs.readFileSync(replyFile))

    // The lead's page is open when the answer arrives: it shows without a reload at the page's next check (every
    // 30 s while visible; the page's clock is moved on instead of waiting) and is announced politely.
    await page.clock.install()
    await page.goto(`/admin/collections/contact-messages/${leadId}`)
    const timeline = page.getByRole('list', { name: 'Activity, newest first' })
    await expect(timeline.locator('.lead-activity__item--reply')).toHaveCount(1)
    await expect(timeline.locator('.lead-activity__item--reply-received')).toHaveCount(0)
    await deliver({
      from: `Meera ${tag} <${visitor}>`,
      to: reply.replyTo?.value[0]?.address,
      subject: `Re: ${reply.subject}`,
      inReplyTo: reply.messageId,
      references: reply.messageId,
      text: `Thursday at 3 suits us.\n\nOn Thu, 26 Nov 2026, Administrator wrote:\n> When can we meet?`,
      attachments: [{ filename: 'Requirements.pdf', content: pdfBytes(3000) }],
    })

    // The server reads the mailbox every second; the page shows what is stored when it opens.
    await expect
      .poll(
        async () =>
          (
            (await (await api.get(`/lead-activity?where[leadId][equals]=${leadId}&where[type][equals]=reply-received`)).json()) as {
              totalDocs: number
            }
          ).totalDocs,
        { timeout: 20_000 },
      )
      .toBe(1)
    await expect(timeline.locator('.lead-activity__item--reply-received')).toHaveCount(0)
    await page.clock.fastForward('00:31')
    await expect(timeline.locator('.lead-activity__item--reply-received')).toContainText('Reply received · The website')
    const status = page.locator('.lead-activity').getByRole('status')
    await expect(status).toHaveText(`New answer by e-mail from Meera ${tag}. It is at the top of the activity.`)
    await expect(status).toHaveAttribute('role', 'status')
    await expect(page.getByText('Answered by the client')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`arrived-${name}.png`), fullPage: true })
    const entry = timeline.locator('.lead-activity__item--reply-received')
    await expect(entry).toContainText(`From Meera ${tag} <${visitor}>`)
    await expect(entry).toContainText('Thursday at 3 suits us.')
    await expect(entry).not.toContainText('When can we meet?')
    await expect(entry).toContainText('Requirements.pdf: kept')
    const download = page.getByRole('link', { name: 'Download Requirements.pdf' })
    await expect(download).toBeVisible()
    // Staff download it from the page (the browser's own request, with its login cookie).
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toBe('Requirements.pdf')
    expect(fs.readFileSync(await file.path()).equals(pdfBytes(3000))).toBe(true)
    await expectNoAxeViolations(page, '.inbound-mail')
    await expectNoAxeViolations(page, '.lead-activity')
    if (name === 'phone') await noSidewaysScroll(page)
    await page.locator('.inbound-mail').screenshot({ path: testInfo.outputPath(`answered-${name}.png`) })

    // The inbox says so on the lead's row.
    await page.goto(`/admin/inbox?q=${tag}`)
    await expect(page.getByTestId('inbox-row')).toContainText('Replied · Answered by the client')

    // A mail from another address with no sign of its lead waits under Unmatched mail.
    await deliver({
      from: `Ravi <ravi-${tag}@${tag}.example.in>`,
      subject: `Question ${tag}`,
      text: 'Writing for Meera: is Thursday confirmed?',
    })
    await expect
      .poll(
        async () =>
          ((await (await api.get(`/inbound-mail?where[subject][equals]=Question%20${tag}`)).json()) as { totalDocs: number }).totalDocs,
        {
          timeout: 20_000,
        },
      )
      .toBe(1)
    await page.goto('/admin/collections/inbound-mail')
    await expect(page.getByRole('heading', { name: 'Unmatched mail', level: 1 })).toBeVisible()
    const row = page.getByRole('link', { name: `Question ${tag}` })
    await expect(row).toBeVisible()
    // The whole page, Payload's list table included (its row check boxes named, its sort buttons 24 px: see
    // docs/decisions/lead-desk.md, "The admin passes axe").
    await expect(row.locator('xpath=ancestor::tr').getByRole('checkbox', { name: `Select Question ${tag}` })).toBeAttached()
    await expectNoAxeViolations(page)
    // Its columns fit the screen, a phone's too: the received date is in sight, not scrolled off to the side.
    await expect(row.locator('xpath=ancestor::tr').locator('td.cell-receivedAt')).toBeInViewport()
    await page.screenshot({ path: testInfo.outputPath(`unmatched-list-${name}.png`), fullPage: true })
    if (name === 'phone') await noSidewaysScroll(page)
    await row.click()

    await expect(page.getByRole('heading', { name: 'Attach to a lead', level: 2 })).toBeVisible()
    await expect(page.getByLabel('Find the lead by name or e-mail')).toHaveValue(`ravi-${tag}@${tag}.example.in`)
    await page.getByLabel('Find the lead by name or e-mail').fill(`meera-${tag}`)
    await page.getByRole('button', { name: 'Find leads' }).click()
    const found = page.getByRole('list', { name: 'Leads found' })
    await expect(found).toContainText(`Meera ${tag}, ${visitor} (Contact message)`)
    await expectNoAxeViolations(page, '.inbound-mail')
    if (name === 'phone') await noSidewaysScroll(page)
    await page
      .locator('.inbound-mail')
      .first()
      .screenshot({ path: testInfo.outputPath(`attach-${name}.png`) })
    await found.getByRole('button', { name: 'Attach to this lead' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The mail is now on the lead’s timeline.' })).toBeVisible()
    await page.getByRole('link', { name: 'Open the lead' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/contact-messages/${leadId}$`))
    await expect(timeline.locator('.lead-activity__item--reply-received').first()).toContainText(
      'Writing for Meera: is Thursday confirmed?',
    )
    // It left the list.
    await page.goto('/admin/collections/inbound-mail')
    await expect(page.getByRole('link', { name: `Question ${tag}` })).toHaveCount(0)
    expect((await api.get(`/inbound-mail?where[leadId][equals]=${leadId}`)).status()).toBe(200)
  })
}

// Interviews booked by the candidate (docs/decisions/interviews.md) in the browser at 1280 and 390 px: staff send three
// times; the candidate opens the link from the e-mail, books with the keyboard only and sees the confirmation; the
// client's interviewer and the recruiter get the invitation; after the interview the interviewer gives feedback from
// the e-mail in one click. Axe-clean before and after booking and on the feedback page.
import { expect, test } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'
import { e2eSql, staffApi, uid } from './helpers'
import { mailsTo, waitForMail } from './mail'

const DAY = 86_400_000
const indiaDate = (days: number) => new Date(Date.now() + days * DAY + 330 * 60_000).toISOString().slice(0, 10)

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the candidate books an interview time from the e-mail with the keyboard at ${viewport.width} px (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const staff = await staffApi(page.request)
    const t = uid()
    const email = `asha-${t}@cand-${t}.example.in`
    const interviewer = `meera-${t}@client-${t}.example.in`
    const created = async (path: string, data: unknown) => {
      const answer = await staff.post(path, data)
      expect(answer.status(), await answer.text()).toBe(201)
      return ((await answer.json()) as { doc: { id: number } }).doc.id
    }
    const me = (await (await staff.get('/users/me')).json()) as { user: { id: number; email: string } }
    const candidate = await created('/candidates', { name: `Asha Rao ${t}`, email })
    const client = await created('/client-companies', { name: `Acme ${t}`, contacts: [{ name: 'Meera Joshi', email: interviewer }] })
    const requirement = await created('/requirements', { title: `Java developer ${t}`, client, contacts: [interviewer], owner: me.user.id })
    const interview = await created('/interviews', { candidate, requirement, client, interviewers: [interviewer] })
    const sent = await staff.post(`/interviews/${interview}/send`, {
      slots: [
        { date: indiaDate(3), time: '11:00', minutes: 60 },
        { date: indiaDate(4), time: '15:30', minutes: 45 },
        { date: indiaDate(5), time: '10:00', minutes: 60 },
      ],
      videoLink: 'https://meet.example.in/acme-java',
    })
    expect(sent.status(), await sent.text()).toBe(200)

    const mail = await waitForMail(email)
    expect(mail.subject).toBe(`Choose a time for your interview with Acme ${t}`)
    const link = /https?:\/\/\S+\/interview\/i\d+x[0-9a-f]+/.exec(mail.text)![0]
    await page.goto(new URL(link).pathname)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your interview time' })).toBeVisible()
    const choices = page.getByRole('group', { name: 'Choose a time (India time, IST)' }).getByRole('radio')
    await expect(choices).toHaveCount(3)
    // The date written out, in India time.
    await expect(
      page.getByText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4}, 3:30 pm to 4:15 pm IST$/),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // Keyboard only: into the group, to the second time, then the button.
    await choices.first().focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await expect(choices.nth(1)).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Book this time' })).toBeFocused()
    await page.keyboard.press('Enter')

    const status = page.getByRole('status').filter({ hasText: 'Your interview is booked for' })
    await expect(status).toHaveText(
      /^Your interview is booked for .+, 3:30 pm to 4:15 pm IST\. We have e-mailed you a calendar invitation\.$/,
    )
    await expect(page.getByRole('heading', { name: 'Your interview is booked' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel the interview' })).toBeVisible()
    await expectNoAxeViolations(page)

    for (const person of [email, interviewer, me.user.email]) {
      const booked = async () => (await mailsTo(person)).filter((one) => one.subject.startsWith(`Interview booked: Asha Rao ${t}`))
      await expect.poll(async () => (await booked()).length, { timeout: 15_000 }).toBe(1)
      expect((await booked())[0].attachments.map((file) => file.filename)).toEqual(['interview.ics'])
    }

    // After the interview (its feedback step made due, then run as the queue's runner runs it), the client's
    // interviewer gives feedback in one click from the e-mail.
    await e2eSql(
      `UPDATE payload_jobs SET wait_until = ? WHERE queue = 'interviews' AND completed_at IS NULL
       AND json_extract(input, '$.interview') = ? AND json_extract(input, '$.step') = 'feedback'`,
      [new Date(Date.now() - 1000).toISOString(), interview],
    )
    expect((await staff.post('/interviews/run-due', {})).status()).toBe(200)
    const asking = async () => (await mailsTo(interviewer)).find((one) => one.subject.startsWith('How did the interview with'))
    await expect.poll(async () => Boolean(await asking()), { timeout: 15_000 }).toBe(true)
    const ask = (await asking())!
    const feedbackLink = /https?:\/\/\S+\/interview-feedback\/f[0-9a-z]+/.exec(ask.text)![0]
    await page.goto(new URL(feedbackLink).pathname)
    await expect(page.getByRole('heading', { level: 1, name: 'Interview feedback' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Move forward' }).click()
    await expect(page.getByText('Thank you: your feedback is recorded and the recruiter has been told.')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

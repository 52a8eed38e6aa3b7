// Job alerts in the browser at 1280 and 390 px (docs/decisions/job-alerts.md): sign up from a filtered /jobs, confirm
// from the mail, receive the alert after a matching role opens (the test runs the sending as staff do), and turn it
// off in one click from the mail. axe-clean at each step.
import { expect, test } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'
import { staffApi, uid } from './helpers'
import { mailsTo, waitForMail } from './mail'
import { freshEmail, memberInBrowser } from './members'

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`job alerts at ${name} (${viewport.width} px)`, () => {
    test.use({ viewport })

    test('sign up from a filtered /jobs, confirm, receive the alert for a new matching role, unsubscribe in one click', async ({
      page,
      request,
    }) => {
      const tag = uid()
      const word = `narwhal${tag}`
      const email = `alert-${tag}@${tag}.example.in`
      await page.goto(`/jobs?mode=remote&search=${word}`)
      await page.getByText('E-mail me roles like these').click()
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Set up my job alert' }) })
      await form.getByLabel('Your e-mail').fill(email)
      await form.getByRole('radio', { name: 'Daily' }).check()
      await form.getByRole('checkbox', { name: /I agree that my details are used/ }).check()
      await expectNoAxeViolations(page)
      await form.getByRole('button', { name: 'Set up my job alert' }).click()
      await expect(form.getByRole('status')).toHaveText('Thanks! Please check your inbox and confirm your job alert.')

      const confirmation = await waitForMail(email)
      expect(confirmation.subject).toBe('Please confirm your job alert from Pune Talent Works')
      expect(confirmation.text).toContain(`Roles: Remote within India roles matching \u201c${word}\u201d`)
      const confirmLink = confirmation.text.match(/https?:\/\/\S+\/job-alerts\/confirm\?token=\S+/)![0]
      await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your job alert')
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'Confirm my job alert' }).click()
      await expect(page.getByText('Your job alert is on. We will e-mail you new roles that match.')).toBeVisible()

      // A matching role opens; staff (here the test) run the day's sending.
      const staff = await staffApi(request)
      const [category] = ((await (await staff.get('/categories?limit=1&depth=0')).json()) as { docs: { id: number }[] }).docs
      const title = `Remote ${word} specialist`
      const created = await staff.post('/openings', {
        title,
        slug: `remote-${word}-specialist`,
        status: 'open',
        category: category.id,
        summary: 'A role the browser test opens for its job alert.',
        employmentType: 'full-time',
        workMode: 'remote',
        experienceMin: 0,
        description: {
          root: {
            type: 'root',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            children: [
              {
                type: 'paragraph',
                version: 1,
                direction: null,
                format: '',
                indent: 0,
                textFormat: 0,
                children: [{ type: 'text', version: 1, text: 'Work with us.', detail: 0, format: 0, mode: 'normal', style: '' }],
              },
            ],
          },
        },
        client: { kind: 'agency' },
      })
      expect(created.status()).toBe(201)
      const sent = await staff.post('/job-alerts/send', {})
      expect(sent.status()).toBe(200)

      const alert = await waitForMail(email, { count: 2 })
      expect(alert.subject).toBe('1 new role for you at Pune Talent Works')
      expect(alert.text).toContain(`${title} (Full-time, Remote within India)`)
      expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      const roleLink = alert.text.match(/https?:\/\/\S+\/jobs\/[^\s?]+\?utm_source=job-alert\S*/)![0]
      await page.goto(new URL(roleLink).pathname + new URL(roleLink).search)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

      // The mail's "Change this alert" link: how often, saved without an account.
      const changeLink = alert.text.match(/https?:\/\/\S+\/job-alerts\/change\?token=\S+/)![0]
      await page.goto(new URL(changeLink).pathname + new URL(changeLink).search)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your job alert')
      await page.getByRole('radio', { name: 'Weekly' }).check()
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Your job alert is saved.' })).toBeVisible()
      await expectNoAxeViolations(page)

      // One click: the mail's "turn it off" link opens a page with one button.
      const offLink = alert.text.match(/https?:\/\/\S+\/job-alerts\/unsubscribe\?token=\S+/)![0]
      await page.goto(new URL(offLink).pathname + new URL(offLink).search)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn off your job alert')
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'Turn off my job alert' }).click()
      await expect(page.getByText('Your job alert is off. You will not receive it any more.')).toBeVisible()

      await staff.delete(`/openings/${((await created.json()) as { doc: { id: number } }).doc.id}`)
    })
  })

  test(`a member sets up an alert from a role page with the address filled in, and changes and turns it off on /account (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const email = freshEmail('alerts')
    await memberInBrowser(page, email)
    const { openings } = (await (await page.request.get('/api/openings')).json()) as { openings: { slug: string; title: string }[] }
    await page.goto(`/jobs/${openings[0].slug}`)
    await page.getByText('E-mail me roles like these').click()
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Set up my job alert' }) })
    await expect(form.getByLabel('Your e-mail')).toHaveValue(email)
    await form.getByRole('checkbox', { name: /I agree that my details are used/ }).check()
    const before = (await mailsTo(email)).length
    await form.getByRole('button', { name: 'Set up my job alert' }).click()
    await expect(form.getByRole('status')).toHaveText('Thanks! Please check your inbox and confirm your job alert.')
    const confirmation = await waitForMail(email, { count: before + 1 })
    expect(confirmation.subject).toBe('Please confirm your job alert from Pune Talent Works')
    const confirmLink = new URL(confirmation.text.match(/https?:\/\/\S+\/job-alerts\/confirm\?token=\S+/)![0])
    await page.goto(confirmLink.pathname + confirmLink.search)
    await page.getByRole('button', { name: 'Confirm my job alert' }).click()
    await expect(page.getByText('Your job alert is on. We will e-mail you new roles that match.')).toBeVisible()

    await page.goto('/account')
    const alerts = page.getByRole('region', { name: 'My job alerts' })
    const alert = alerts.getByRole('article')
    await expect(alert).toHaveCount(1)
    await alert.getByRole('radio', { name: 'Daily' }).check()
    await alert.getByRole('button', { name: 'Save' }).click()
    await expect(alert.getByRole('status')).toHaveText('Your job alert is saved.')
    await expectNoAxeViolations(page)
    await alert.getByRole('button', { name: 'Turn off this alert' }).click()
    await expect(alert.getByRole('status')).toHaveText('Your job alert is off. You will not receive it any more.')
    await expect(alert.getByRole('button', { name: 'Save' })).toHaveCount(0)
  })
}

// The client area in the browser at 1280 and 390 px (docs/decisions/clients.md): staff send a shortlist of two; the
// client logs in with the e-mailed code, rejects one candidate with a reason and asks to interview the other; each
// decision is shown back and moves the application. Axe-clean on every /client page.
import { expect, test, type Page } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'
import { rolesClosedAfterAll, staffApi, uid } from './helpers'
import { mailsTo, waitForMail } from './mail'

type Staff = Awaited<ReturnType<typeof staffApi>>

async function created<T>(answer: Awaited<ReturnType<Staff['post']>>): Promise<T> {
  expect(answer.status(), await answer.text()).toBeLessThan(300)
  return (await answer.json()) as T
}

/**
 * A company with its contact, a requirement, two candidates on a role's pipeline, a sent shortlist. The first
 * candidate agrees to the share from the e-mailed link in the browser (axe-clean), the second by phone (staff record it).
 */
async function sentShortlist(page: Page, t: string) {
  const staff = await staffApi(page.request)
  const me = (await (await staff.get('/users/me')).json()) as { user: { id: number } }
  const contact = `rohan-${t}@acme${t}.example.in`
  const company = await created<{ doc: { id: number; name: string } }>(
    await staff.post('/client-companies', {
      name: `Acme ${t}`,
      status: 'active',
      owner: me.user.id,
      contacts: [{ name: 'Rohan Mehta', role: 'HR manager', email: contact }],
    }),
  )
  const need = await created<{ doc: { id: number; title: string } }>(
    await staff.post('/requirements', {
      title: `QA engineer ${t}`,
      client: company.doc.id,
      contacts: [contact],
      owner: me.user.id,
      status: 'open',
    }),
  )
  const { docs: roles } = (await (await staff.get('/openings?limit=1&depth=0&where[status][equals]=open')).json()) as {
    docs: { id: number }[]
  }
  const rows = []
  const applications: number[] = []
  for (const [first, last] of [
    ['Priya', 'Sharma'],
    ['Vikram', 'Desai'],
  ]) {
    const person = await created<{ doc: { id: number } }>(
      await staff.post('/candidates', {
        name: `${first} ${last}`,
        email: `${first.toLowerCase()}-${t}@p${t}.example.in`,
        headline: 'QA engineer, 4 years',
        skills: ['Selenium', 'Playwright'],
        yearsExperience: 4,
        noticeDays: 30,
      }),
    )
    const added = await created<{ application: number }>(
      await staff.post(`/candidates/${person.doc.id}/add-to-role`, { opening: roles[0].id, notify: false }),
    )
    applications.push(added.application)
    rows.push({ candidate: person.doc.id, application: added.application, summary: `${first} automates regression suites.` })
    if (first === 'Vikram')
      await created(
        await staff.post('/consents', {
          email: `${first.toLowerCase()}-${t}@p${t}.example.in`,
          candidate: person.doc.id,
          client: company.doc.id,
          purpose: 'client-sharing',
          granted: true,
          channel: 'staff',
          note: 'Agreed on the phone.',
        }),
      )
  }
  const shortlist = await created<{ doc: { id: number } }>(await staff.post('/shortlists', { requirement: need.doc.id, candidates: rows }))
  // Priya is asked by e-mail and agrees in one click.
  const priya = `priya-${t}@p${t}.example.in`
  await created(await staff.post(`/shortlists/${shortlist.doc.id}/ask-consent`, { candidate: rows[0].candidate }))
  const ask = await waitForMail(priya)
  const link = new URL(ask.text.match(/Give your permission: (\S+)/)![1])
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { name: 'Share your profile', level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: `Yes, share my profile with ${company.doc.name}` }).click()
  await expect(page.getByText(`Thank you. We may now share your profile with ${company.doc.name}.`)).toBeVisible()
  await expectNoAxeViolations(page)
  await created(await staff.post(`/shortlists/${shortlist.doc.id}/send`, {}))
  const people = rows.map((row) => row.candidate)
  return {
    staff,
    contact,
    company: company.doc.name,
    companyId: company.doc.id,
    requirementId: need.doc.id,
    requirement: need.doc.title,
    applications,
    people,
  }
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`client area at ${viewport.width} px (${name}): code login, reject one with a reason, interview the other`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const t = uid()
    const { staff, contact, company, companyId, requirementId, requirement, applications, people } = await sentShortlist(page, t)
    const invite = await waitForMail(contact)
    expect(invite.subject).toBe(`Shortlist for ${requirement}: 2 candidates to review`)

    await page.goto('/client')
    await expect(page).toHaveURL(/\/client\/login$/)
    await expect(page.getByRole('heading', { name: 'Client login', level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel('Work e-mail').fill(contact)
    await page.getByRole('button', { name: 'Send me a code' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText('a login code is on its way')
    const mail = await waitForMail(contact, { count: 2 })
    const code = mail.text.match(/^\s*(\d{6})\s*$/m)![1]
    await page.getByLabel('Code from the e-mail').fill(code)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Log in' }).click()

    await expect(page).toHaveURL(/\/client$/)
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: requirement, level: 3 })).toBeVisible()
    const priya = page.getByRole('article', { name: 'Priya S.' })
    const vikram = page.getByRole('article', { name: 'Vikram D.' })
    await expect(priya).toContainText('Priya automates regression suites.')
    await expect(page.getByText(`priya-${t}@`)).toHaveCount(0)
    await expectNoAxeViolations(page)

    await priya.getByRole('button', { name: 'Reject Priya S.' }).click()
    await priya.getByLabel('Why not this candidate?').selectOption('Notice period too long')
    await priya.getByLabel('Anything to add? (optional)').fill('We need someone within two weeks.')
    await expectNoAxeViolations(page)
    await priya.getByRole('button', { name: 'Reject candidate' }).click()
    await expect(priya.getByRole('status')).toHaveText('Thank you. Your decision was sent to your recruiter.')
    await expect(priya).toContainText('You rejected this candidate (Notice period too long).')

    await vikram.getByRole('button', { name: 'Interview Vikram D.' }).click()
    await expect(vikram).toContainText('You asked to interview this candidate.')
    await expect(vikram.getByRole('button', { name: /Interview/ })).toHaveCount(0)
    await expectNoAxeViolations(page)

    // Shown again after a reload; the applications moved.
    await page.reload()
    await expect(page.getByRole('article', { name: 'Priya S.' })).toContainText('You rejected this candidate (Notice period too long).')
    const stages = await Promise.all(
      applications.map(async (id) => ((await (await staff.get(`/talent-applications/${id}?depth=0`)).json()) as { stage: string }).stage),
    )
    expect(stages).toEqual(['rejected', 'interview'])
    // Priya's only mail is the consent request: the client's decision does not mail her.
    expect((await mailsTo(`priya-${t}@p${t}.example.in`)).map((mail) => mail.subject)).toEqual([
      `May we share your profile with ${company}?`,
    ])

    // After Vikram's interview took place, the contact gives feedback here in one click.
    await created(
      await staff.post('/interviews', {
        candidate: people[1],
        application: applications[1],
        requirement: requirementId,
        client: companyId,
        interviewers: [contact],
        status: 'done',
      }),
    )
    await page.reload()
    const interviews = page.getByRole('region', { name: 'Interviews' })
    const interview = interviews.getByRole('region', { name: 'Vikram Desai' })
    await expect(interview).toContainText('waiting for your feedback')
    await expectNoAxeViolations(page)
    await interview.getByRole('button', { name: 'Move forward' }).click()
    await expect(interview).toContainText('Your feedback: Move forward.')
    await expectNoAxeViolations(page)
  })
}

/** Roles the journeys below publish, closed after them. */
const publishedRoles = rolesClosedAfterAll()

for (const [name, viewport] of Object.entries(viewports)) {
  test(`staff pick two candidates from the pipeline, see the client's view and send the shortlist at ${viewport.width} px (${name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const staff = await staffApi(page.request)
    const t = uid()
    const contact = `anita-${t}@globex${t}.example.in`
    const me = (await (await staff.get('/users/me')).json()) as { user: { id: number } }
    const company = await created<{ doc: { id: number; name: string } }>(
      await staff.post('/client-companies', {
        name: `Globex ${t}`,
        status: 'active',
        owner: me.user.id,
        contacts: [{ name: 'Anita Kulkarni', role: 'Talent lead', email: contact }],
      }),
    )
    const need = await created<{ doc: { id: number; title: string } }>(
      await staff.post('/requirements', {
        title: `Data analyst ${t}`,
        client: company.doc.id,
        contacts: [contact],
        owner: me.user.id,
        status: 'open',
        employmentType: 'full-time',
        workMode: 'hybrid',
      }),
    )
    const { docs: pillars } = (await (await staff.get('/categories?depth=0&limit=1&sort=name')).json()) as { docs: { id: number }[] }
    const published = await created<{ opening: { id: number } }>(
      await staff.post(`/requirements/${need.doc.id}/publish`, { category: pillars[0].id }),
    )
    publishedRoles.push(published.opening.id)
    for (const [first, last] of [
      ['Kavya', 'Iyer'],
      ['Sameer', 'Khan'],
    ]) {
      const person = await created<{ doc: { id: number } }>(
        await staff.post('/candidates', { name: `${first} ${t} ${last}`, email: `${first.toLowerCase()}-${t}@c${t}.example.in` }),
      )
      await created(await staff.post(`/candidates/${person.doc.id}/add-to-role`, { opening: published.opening.id, notify: false }))
      await created(
        await staff.post('/consents', {
          email: `${first.toLowerCase()}-${t}@c${t}.example.in`,
          candidate: person.doc.id,
          client: company.doc.id,
          purpose: 'client-sharing',
          granted: true,
          channel: 'staff',
          note: 'Agreed on the phone.',
        }),
      )
    }
    const shortlist = await created<{ doc: { id: number } }>(await staff.post('/shortlists', { requirement: need.doc.id, candidates: [] }))

    await page.goto(`/admin/collections/shortlists/${shortlist.doc.id}`)
    const choices = page.getByRole('group', { name: 'Candidates in the pipeline' })
    await choices.getByRole('checkbox', { name: new RegExp(`Kavya ${t} Iyer`) }).check()
    await choices.getByRole('checkbox', { name: new RegExp(`Sameer ${t} Khan`) }).check()
    await choices.getByRole('button', { name: 'Add to shortlist' }).click()
    // The page reloads with both on the shortlist. What the client will see: first name and initial, no e-mail address.
    const preview = page.getByRole('region', { name: 'What the client will see' })
    await expect(preview.getByText(`Kavya I. (Kavya ${t} Iyer to you)`)).toBeVisible()
    await expect(preview.getByText(`Sameer K. (Sameer ${t} Khan to you)`)).toBeVisible()
    await expect(preview.getByText('Goes to: Anita Kulkarni', { exact: false })).toBeVisible()
    await expect(preview.getByText('Not shown').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('region', { name: 'Send to the client' }).getByRole('button', { name: 'Send shortlist' }).click()
    await expect(page.getByText('Shortlist sent to Anita Kulkarni.')).toBeVisible()
    const invite = await waitForMail(contact)
    expect(invite.subject).toBe(`Shortlist for Data analyst ${t}: 2 candidates to review`)
  })
}

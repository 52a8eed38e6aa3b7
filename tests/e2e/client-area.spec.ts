// The client area in the browser at 1280 and 390 px (docs/decisions/clients.md): staff send a shortlist of two; the
// client logs in with the e-mailed code, rejects one candidate with a reason and asks to interview the other; each
// decision is shown back and moves the application. Then the rest of the loop as staff and the candidate live it
// (docs/decisions/interviews.md): staff create the interview in the admin and send times from it, the candidate books
// one from the e-mail and all three get the invitation, the client gives feedback after it, staff record the placement
// on the board and find it on the dashboard. Axe-clean on every /client page and on the requirement (with its
// timeline), the interview and the placement in the admin.
import { expect, test, type Page } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports, type PayloadWaiver } from './axe'
import { e2eSql, rolesClosedAfterAll, staffApi, uid } from './helpers'
import { mailsTo, waitForMail } from './mail'

const DAY = 86_400_000
const IST = 330 * 60_000
/** India's calendar day `offset` days from today, as YYYY-MM-DD. */
const istDay = (offset = 0) => new Date(Date.now() + IST + offset * DAY).toISOString().slice(0, 10)

/** Roles the journeys below publish, closed after them. */
const publishedRoles = rolesClosedAfterAll()

/**
 * Payload 3.90's many-values text field (an interview's interviewers, a requirement's reviewing contacts) shows each
 * value as a small sortable chip that is itself a button (its drag handle) holding the value's remove button, and
 * shrinks its own input beside them: axe's nested-interactive (chip) and target-size (chip, remove button, the
 * react-select input, whose id Payload generates), all inside Payload's own react-select, with no setting to change
 * them. Only those rules on those elements are waived; the rest of the page is checked.
 */
const payloadChips: PayloadWaiver[] = [
  { rule: 'nested-interactive', selector: '.rs__multi-value' },
  { rule: 'target-size', selector: '.rs__multi-value' },
  { rule: 'target-size', selector: '.multi-value-remove' },
  { rule: 'target-size', selector: /^#react-select-[\w-]+-input$/ },
]

/** Picks `option` in one of Payload's relationship fields after typing `search` into it (the list is searched on the server). */
async function pick(page: Page, field: string, search: string, option: string) {
  await page.locator(`#field-${field}`).click()
  // The first page of choices, then the search: typed before the first page arrives, the search's answer can be overtaken by it.
  await expect(page.getByRole('option').first()).toBeVisible()
  await page.keyboard.type(search)
  await page.getByRole('option', { name: option, exact: true }).click()
}

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
      employmentType: 'full-time',
      workMode: 'on-site',
    }),
  )
  // Published as a role, so that its candidates have a pipeline board of their own.
  const { docs: pillars } = (await (await staff.get('/categories?depth=0&limit=1&sort=name')).json()) as { docs: { id: number }[] }
  const published = await created<{ opening: { id: number } }>(
    await staff.post(`/requirements/${need.doc.id}/publish`, { category: pillars[0].id }),
  )
  publishedRoles.push(published.opening.id)
  const rows = []
  const applications: number[] = []
  for (const [first, last] of [
    ['Priya', 'Sharma'],
    ['Vikram', 'Desai'],
  ]) {
    const person = await created<{ doc: { id: number } }>(
      await staff.post('/candidates', {
        name: `${first} ${t} ${last}`,
        email: `${first.toLowerCase()}-${t}@p${t}.example.in`,
        headline: 'QA engineer, 4 years',
        skills: ['Selenium', 'Playwright'],
        yearsExperience: 4,
        noticeDays: 30,
      }),
    )
    const added = await created<{ application: number }>(
      await staff.post(`/candidates/${person.doc.id}/add-to-role`, { opening: published.opening.id, notify: false }),
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
  return {
    staff,
    contact,
    company: company.doc.name,
    companyId: company.doc.id,
    requirementId: need.doc.id,
    requirement: need.doc.title,
    applications,
  }
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`client area at ${viewport.width} px (${name}): code login, reject one with a reason, interview the other; staff send times, the candidate books, staff record the placement`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize(viewport)
    const t = uid()
    const { staff, contact, company, companyId, requirementId, requirement, applications } = await sentShortlist(page, t)
    const invite = await waitForMail(contact)
    expect(invite.subject).toBe(`Shortlist for ${requirement}: 2 candidates to review`)

    // 1. The client logs in with the e-mailed code and decides on each candidate.
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

    // 2. Staff propose interview times from the admin, as a staff member does: a new interview (Clients › Interviews)
    // for Vikram, this requirement and its client, then "Propose times to the candidate" on it.
    const vikramName = `Vikram ${t} Desai`
    const vikramEmail = `vikram-${t}@p${t}.example.in`
    await page.goto('/admin/collections/interviews/create')
    await pick(page, 'candidate', `Vikram ${t}`, vikramName)
    await pick(page, 'application', `Vikram ${t}`, vikramName)
    await pick(page, 'requirement', requirement, requirement)
    await pick(page, 'client', company, company)
    await page.locator('.field-interviewers input').fill(contact)
    await page.keyboard.press('Enter')
    await page.getByLabel('Video call link').fill('https://meet.example.in/acme-qa')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForURL(/\/collections\/interviews\/\d+/)
    const interviewId = Number(/\/collections\/interviews\/(\d+)/.exec(page.url())![1])
    const propose = page.getByRole('region', { name: 'Propose times to the candidate' })
    const firstTime = propose.getByRole('group', { name: 'Time 1' })
    await firstTime.getByLabel('Date').fill(istDay(3))
    await firstTime.getByLabel('Time (IST)').fill('11:00')
    await propose.getByRole('button', { name: 'Add another time' }).click()
    const secondTime = propose.getByRole('group', { name: 'Time 2' })
    await secondTime.getByLabel('Date').fill(istDay(4))
    await secondTime.getByLabel('Time (IST)').fill('15:30')
    await secondTime.getByLabel('Length').selectOption('45')
    await expectNoAxeViolations(page, undefined, payloadChips)
    await propose.getByRole('button', { name: 'Send the times to the candidate' }).click()
    await expect(propose).toContainText(`2 times sent to ${vikramEmail}. Reload the page to see them.`)

    // 3. Vikram books from the e-mailed link; he, the client's contact and the recruiter get the invitation.
    const choose = async () =>
      (await mailsTo(vikramEmail)).find((one) => one.subject === `Choose a time for your interview with ${company}`)
    await expect.poll(async () => Boolean(await choose()), { timeout: 15_000 }).toBe(true)
    const bookingLink = /https?:\/\/\S+\/interview\/i\d+x[0-9a-f]+/.exec((await choose())!.text)![0]
    await page.goto(new URL(bookingLink).pathname)
    const choices = page.getByRole('group', { name: 'Choose a time (India time, IST)' })
    await expect(choices.getByRole('radio')).toHaveCount(2)
    // A tap on the time's card (its label covers the card) chooses it.
    await choices.locator('label').first().click()
    await expect(choices.getByRole('radio').first()).toBeChecked()
    await page.getByRole('button', { name: 'Book this time' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your interview is booked for' })).toContainText('11:00 am to 12:00 pm IST')
    for (const person of [vikramEmail, contact, TEST_ADMIN.email]) {
      const booked = async () => (await mailsTo(person)).filter((one) => one.subject.startsWith(`Interview booked: ${vikramName}`))
      await expect.poll(async () => (await booked()).length, { timeout: 15_000 }).toBe(1)
      expect((await booked())[0].attachments.map((file) => file.filename)).toEqual(['interview.ics'])
    }

    // 4. After the interview (its times moved into the past, as the days would), the contact gives feedback here in one click.
    await e2eSql('UPDATE interviews_slots SET starts_at = ? WHERE _parent_id = ?', [
      new Date(Date.now() - 3 * 3_600_000).toISOString(),
      interviewId,
    ])
    await page.goto('/client')
    const interviews = page.getByRole('region', { name: 'Interviews' })
    const interview = interviews.getByRole('region', { name: vikramName })
    await expect(interview).toContainText('waiting for your feedback')
    await expectNoAxeViolations(page)
    await interview.getByRole('button', { name: 'Move forward' }).click()
    await expect(interview).toContainText('Your feedback: Move forward.')
    await expectNoAxeViolations(page)

    // The interview's page in the admin, with the booking and the feedback.
    await page.goto(`/admin/collections/interviews/${interviewId}`)
    await expect(page.locator('#field-status')).toContainText('Booked')
    await expect(page.getByRole('region', { name: 'Propose times to the candidate' })).toBeVisible()
    await expectNoAxeViolations(page, undefined, payloadChips)

    // 5. Staff record the placement on the role's board: the client and the requirement of the role are chosen already.
    await page.goto('/admin/pipeline')
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: requirement })
    await page.getByLabel(/Notify the candidate/).uncheck()
    const card = page.locator('section[data-stage="interview"]').getByTestId('pipeline-card').filter({ hasText: vikramName })
    await card.getByLabel('Move to…').selectOption('placed')
    await card.getByRole('button', { name: `Move ${vikramName}` }).click()
    const dialog = page.getByRole('dialog', { name: `Record the placement of ${vikramName}` })
    await expect(dialog.getByLabel('Client')).toHaveValue(String(companyId))
    await expect(dialog.getByLabel('Requirement (optional)')).toHaveValue(String(requirementId))
    await dialog.getByLabel('Joining date').fill(istDay(0))
    // A short guarantee, so that it shows among those ending in the next 14 days.
    await dialog.getByLabel('Replacement guarantee ends').fill(istDay(7))
    await dialog.getByLabel('Salary (₹)').fill('840000')
    await dialog.getByLabel('Fee (% of the yearly salary)').fill('12')
    await dialog.getByRole('button', { name: 'Save the placement and move to Placed' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `${vikramName} moved to Placed with ${company}; the placement is recorded.` }),
    ).toBeVisible()
    expect(((await (await staff.get(`/talent-applications/${applications[1]}?depth=0`)).json()) as { stage: string }).stage).toBe('placed')

    // 6. The dashboard shows it among the guarantees ending soon; its page in the admin.
    await page.goto('/admin')
    const guarantees = page.getByRole('region', { name: 'Guarantees ending in the next 14 days' })
    await guarantees.getByRole('link', { name: `${vikramName} at ${company}` }).click()
    await page.waitForURL(/\/collections\/placements\/\d+/)
    await expect(page.locator('h1')).toContainText(`${vikramName} at ${company}`)
    await expectNoAxeViolations(page)

    // 7. The requirement's page: its timeline tells the whole story, newest first.
    await page.goto(`/admin/collections/requirements/${requirementId}`)
    const timeline = page.getByRole('list', { name: 'Activity, newest first' })
    await expect(timeline).toContainText(`Placement recorded: ${vikramName} placed with ${company}`)
    await expect(timeline).toContainText(`${company} would like to interview ${vikramName}`)
    await expect(timeline).toContainText(`${vikramName}: Client feedback from ${contact}: Move forward.`)
    await expectNoAxeViolations(page, undefined, payloadChips)
  })
}

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

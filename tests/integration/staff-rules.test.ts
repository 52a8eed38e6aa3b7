// The staff desk's rules (docs/security.md: confidential clients, server times, staff names and authors, assigning and
// deleting leads), against the real server and database (SQLite, and PostgreSQL with
// TEST_DB=postgres): a confidential client's name reaches no public output, createdAt and updatedAt are the server's,
// no staff member can take a colleague's name and the timeline shows each author's role and e-mail, editors assign
// leads to colleagues, and only admins delete leads, whose timeline stays with a record of the deletion.
import { describe, expect, inject, it } from 'vitest'

import { toLexical } from '@/cms/seed/richText'

import { call, freshEmail, freshIp as accountIp, signUp } from './accounts-helpers'
import { baseUrl, eventually, getJson, newEditor, rawSql, staffHeaders, staffRequest } from './helpers'
import { byField, findLeads, memberCookie, postJson } from './leads-helpers'
import { talentApplication } from '../fixtures/resumes'

const uid = () => Math.random().toString(36).slice(2, 10)

type Entry = {
  id: number
  type: string
  leadId: number | null
  formerLeadId: number | null
  personEmail: string | null
  author: number | null
  authorName: string | null
  authorEmail: string | null
  authorRole: string | null
  text: string
  createdAt: string
  updatedAt: string
}

/** An anonymous /cms-api call: status and JSON body. */
async function anonymous(path: string) {
  const response = await fetch(`${baseUrl()}/cms-api${path}`)
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> }
}

/** A /cms-api call as the test admin that does not throw on a refusal. */
async function asAdmin<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/cms-api${path}`, {
    method,
    headers: await staffHeaders(),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => ({}))) as T & { errors?: { message: string }[] } }
}

async function contactLead(tag: string, email = `meera-${tag}@${tag}.example.in`) {
  const created = await postJson('/api/contact', {
    fullName: `Meera ${tag}`,
    emailAddress: email,
    inquiryType: 'Business Inquiry',
    message: `Please call me about ${tag}.`,
  })
  expect(created.status).toBe(201)
  return Number(created.body.id)
}

async function entriesWhere(query: string): Promise<Entry[]> {
  const { docs } = await staffRequest<{ docs: Entry[] }>('GET', `/lead-activity?${query}&sort=-createdAt&limit=100&depth=0`)
  return docs
}

const timeline = (leadCollection: string, leadId: number) =>
  entriesWhere(`where[leadCollection][equals]=${leadCollection}&where[leadId][equals]=${leadId}`)

/** Waits for the two e-mails of a new contact lead (team and visitor) on its timeline, so none arrives later. */
async function mailsRecorded(leadId: number) {
  await eventually(async () => {
    const mails = (await timeline('contact-messages', leadId)).filter((entry) => entry.type === 'mail')
    expect(mails).toHaveLength(2)
  }, 15_000)
}

const minutesFromNow = (iso: string) => Math.abs(Date.parse(iso) - Date.now()) / 60_000

/** A role's description: one paragraph in the editor's format. */
const paragraph = (text: string) => toLexical([text])

describe(`staff rules on ${inject('dbKind')}`, () => {
  describe('item 3: a confidential client is named to no one', () => {
    it('keeps a named client on the public role, and drops the name from every output once the role is confidential', async () => {
      const tag = uid()
      const client = `Zenith Hiring ${tag}`
      const slug = `confidential-role-${tag}`
      const [category] = (await staffRequest<{ docs: { id: number }[] }>('GET', '/categories?limit=1&depth=0')).docs
      const created = await staffRequest<{ doc: { id: number } }>('POST', '/openings', {
        title: `Payroll Specialist ${tag}`,
        slug,
        status: 'open',
        category: category.id,
        summary: 'Run payroll for a growing team.',
        employmentType: 'full-time',
        workMode: 'hybrid',
        experienceMin: 2,
        description: paragraph('Payroll, compliance and the monthly close.'),
        client: { kind: 'named', name: client },
      })
      const id = created.doc.id
      try {
        // Named: the public role, its JSON-LD and the API show the client (read on the server, not by the visitor).
        await eventually(async () => {
          const role = await getJson<{ employer: unknown }>(`/api/openings/slug/${slug}`)
          expect(role.body.employer).toEqual({ kind: 'named', name: client })
        }, 5000)
        const namedPage = await (await fetch(`${baseUrl()}/jobs/${slug}`)).text()
        expect(namedPage).toContain(`"hiringOrganization":{"@type":"Organization","name":"${client}"}`)
        const listed = await getJson<{ openings: { slug: string; employer: unknown }[] }>(`/api/openings?search=${encodeURIComponent(tag)}`)
        expect(listed.body.openings.map((role) => [role.slug, role.employer])).toEqual([[slug, { kind: 'named', name: client }]])

        // Payload's REST API gives visitors nothing (403, docs/security.md), and the field is staff-only besides: no
        // visitor reads, filters or searches on it.
        const publicDoc = await anonymous(`/openings/${id}`)
        expect(publicDoc.status).toBe(403)
        expect(JSON.stringify(publicDoc.body)).not.toContain('Zenith')
        for (const query of [
          `/openings?where[client.name][like]=${encodeURIComponent('Zenith')}`,
          `/openings?where[client.name][equals]=${encodeURIComponent(client)}`,
          `/openings?where[or][0][client.name][exists]=true&where[or][1][title][like]=zzzz`,
        ]) {
          const answer = await anonymous(query)
          expect([400, 403]).toContain(answer.status)
          expect(JSON.stringify(answer.body)).not.toContain('Zenith')
        }
        // Staff still search on it.
        const staffSearch = await staffRequest<{ docs: { id: number }[] }>('GET', `/openings?where[client.name][like]=Zenith&depth=0`)
        expect(staffSearch.docs.map((doc) => doc.id)).toContain(id)

        // Switched to confidential the way the admin form saves it: the hidden name comes along and is cleared.
        await staffRequest('PATCH', `/openings/${id}`, { client: { kind: 'confidential', name: client } })
        const stored = await rawSql('SELECT client_kind, client_name FROM openings WHERE id = ?', [id])
        expect(stored).toEqual([{ client_kind: 'confidential', client_name: null }])
        const staffView = await staffRequest<{ client: Record<string, unknown> }>('GET', `/openings/${id}?depth=0`)
        expect(staffView.client.name ?? null).toBeNull()

        await eventually(async () => {
          const role = await getJson<{ employer: unknown }>(`/api/openings/slug/${slug}`)
          expect(role.body.employer).toEqual({ kind: 'confidential', name: null })
        }, 5000)
        const outputs = {
          api: await (await fetch(`${baseUrl()}/api/openings?search=${encodeURIComponent(tag)}`)).text(),
          search: await (await fetch(`${baseUrl()}/api/openings?search=Zenith`)).text(),
          page: await (await fetch(`${baseUrl()}/jobs/${slug}`)).text(),
          jobs: await (await fetch(`${baseUrl()}/jobs?search=${encodeURIComponent(tag)}`)).text(),
          feed: await (await fetch(`${baseUrl()}/jobs/feed.xml`)).text(),
          sitemap: await (await fetch(`${baseUrl()}/sitemap.xml`)).text(),
          cms: JSON.stringify((await anonymous(`/openings/${id}`)).body),
        }
        for (const [where, text] of Object.entries(outputs)) expect(text.includes('Zenith'), where).toBe(false)
        expect(outputs.page).toContain('Confidential client')
        expect(outputs.feed).toContain(`/jobs/${slug}`)
        // Confidential: the employer in the JSON-LD is the agency itself.
        expect(outputs.page).not.toContain(`"name":"${client}"`)

        // Back to named without a name is refused; agency also clears a name sent along.
        const unnamed = await asAdmin('PATCH', `/openings/${id}`, { client: { kind: 'named' } })
        expect(unnamed.status).toBe(400)
        await staffRequest('PATCH', `/openings/${id}`, { client: { kind: 'agency', name: client } })
        expect(await rawSql('SELECT client_name FROM openings WHERE id = ?', [id])).toEqual([{ client_name: null }])
      } finally {
        await staffRequest('DELETE', `/openings/${id}`)
      }
    })

    it('the seeded named client still shows on its role, its JSON-LD and the list', async () => {
      const role = await getJson<{ employer: unknown }>('/api/openings/slug/data-analyst-power-bi')
      expect(role.body.employer).toEqual({ kind: 'named', name: 'Deccan Retail Pvt. Ltd.' })
      const page = await (await fetch(`${baseUrl()}/jobs/data-analyst-power-bi`)).text()
      expect(page).toContain('"hiringOrganization":{"@type":"Organization","name":"Deccan Retail Pvt. Ltd."}')
      const list = await getJson<{ openings: { slug: string; employer: unknown }[] }>('/api/openings?search=Deccan')
      expect(list.body.openings.map((entry) => [entry.slug, entry.employer])).toEqual([
        ['data-analyst-power-bi', { kind: 'named', name: 'Deccan Retail Pvt. Ltd.' }],
      ])
    })
  })

  describe('item 4: createdAt and updatedAt are the server’s', () => {
    it('ignores the times in a note, and in an edit of every kind of lead', async () => {
      const tag = uid()
      const editor = await newEditor('times')
      const leadId = await contactLead(tag)

      // A note dated 2099 is dated now, and its correction cannot move it to 2020.
      const note = await editor.call<{ doc: Entry }>('POST', '/lead-activity', {
        leadCollection: 'contact-messages',
        leadId,
        text: 'Called back.',
        createdAt: '2099-01-01T00:00:00.000Z',
        updatedAt: '2099-01-01T00:00:00.000Z',
      })
      expect(note.status).toBe(201)
      expect(minutesFromNow(note.body.doc.createdAt)).toBeLessThan(2)
      expect(minutesFromNow(note.body.doc.updatedAt)).toBeLessThan(2)
      const corrected = await editor.call<{ doc: Entry }>('PATCH', `/lead-activity/${note.body.doc.id}`, {
        text: 'Called back twice.',
        createdAt: '2020-01-01T00:00:00.000Z',
      })
      expect(corrected.status).toBe(200)
      const [storedNote] = await rawSql('SELECT created_at, text FROM lead_activity WHERE id = ?', [note.body.doc.id])
      expect(storedNote.text).toBe('Called back twice.')
      expect(new Date(storedNote.created_at as string | Date).toISOString()).toBe(note.body.doc.createdAt)

      // Every kind of lead: an edit that sends other times keeps the received time and sets updatedAt to now.
      const email = freshEmail('times')
      const member = await memberCookie(email)
      expect((await postJson('/api/subscriptions', { email, consent: true })).status).toBe(202)
      expect((await postJson('/api/assistant/support', { email, conversation: [{ from: 'visitor', text: 'Hi' }], page: '/' })).status).toBe(
        201,
      )
      const { body: categories } = await getJson<{ _id: string; subCategories: { _id: string }[] }[]>('/api/teamup/categories')
      const main = categories.find((category) => category.subCategories.length > 0)!
      const teamUp = {
        companyName: 'Acme',
        firstName: 'Asha',
        lastName: 'Patil',
        phone: '+91 98765 43210',
        email,
        description: 'Two testers.',
      }
      expect((await postJson('/api/teamup', { ...teamUp, mainCategory: main._id, subCategory: main.subCategories[0]._id })).status).toBe(
        201,
      )
      const applied = await fetch(`${baseUrl()}/api/JoinTalent`, {
        method: 'POST',
        headers: { cookie: member.cookie, 'x-forwarded-for': accountIp(29) },
        body: talentApplication(email),
      })
      expect(applied.status).toBe(201)
      const kinds: [string, string, number][] = [['contact-messages', 'emailAddress', leadId]]
      for (const [collection, field] of [
        ['subscribers', 'email'],
        ['support-requests', 'email'],
        ['team-up-requests', 'email'],
        ['talent-applications', 'email'],
      ] as const) {
        const [lead] = await findLeads(collection, byField(field, email))
        kinds.push([collection, field, lead.id])
      }
      for (const [collection, , id] of kinds) {
        const [before] = await findLeads(collection, byField('id', String(id)))
        const edited = await editor.call<{ doc: { createdAt: string; updatedAt: string } }>('PATCH', `/${collection}/${id}`, {
          status: 'in-progress',
          createdAt: '2020-01-01T00:00:00.000Z',
          updatedAt: '2099-01-01T00:00:00.000Z',
        })
        expect(edited.status, collection).toBe(200)
        expect(edited.body.doc.createdAt, collection).toBe(before.createdAt)
        expect(minutesFromNow(edited.body.doc.updatedAt), collection).toBeLessThan(2)
        const [after] = await findLeads(collection, byField('id', String(id)))
        expect(after.createdAt, collection).toBe(before.createdAt)
      }
      // The timeline of the edits is dated now too (entries written by the server).
      const entries = await timeline('contact-messages', leadId)
      for (const entry of entries) expect(minutesFromNow(entry.createdAt)).toBeLessThan(2)
    })
  })

  describe('item 8: no staff member can take a colleague’s name', () => {
    it('refuses a name another staff member uses, whatever its case, spacing or punctuation', async () => {
      const editor = await newEditor('names')
      for (const name of ['Administrator', 'administrator', '  ADMIN-istrator ', 'Ádministrator']) {
        const renamed = await editor.call<{ errors: { message: string }[] }>('PATCH', `/users/${editor.id}`, { name })
        expect(renamed, name).toEqual({
          status: 400,
          body: {
            errors: [
              {
                message:
                  'Another staff member already uses this name. Choose one colleagues can tell apart (for example with your surname).',
              },
            ],
          },
        })
      }
      const byAdmin = await asAdmin('POST', '/users', {
        email: `twin-${uid()}@staff.test`,
        password: 'granite-orchard-whistle',
        name: editor.name.toUpperCase(),
        role: 'editor',
      })
      expect(byAdmin.status).toBe(400)
      expect(byAdmin.body.errors?.[0].message).toContain('Another staff member already uses this name.')
      // Keeping one's own name, or a new distinct one, is fine.
      expect((await editor.call('PATCH', `/users/${editor.id}`, { name: editor.name })).status).toBe(200)
      const fresh = `${editor.name} Kulkarni`
      expect((await editor.call('PATCH', `/users/${editor.id}`, { name: fresh })).status).toBe(200)
      const [row] = await rawSql('SELECT name FROM users WHERE id = ?', [editor.id])
      expect(row.name).toBe(fresh)
    })

    it('records each author’s e-mail and role beside the name on the timeline', async () => {
      const tag = uid()
      const leadId = await contactLead(tag)
      const editor = await newEditor('signature')
      expect((await asAdmin('POST', '/lead-activity', { leadCollection: 'contact-messages', leadId, text: 'By the admin.' })).status).toBe(
        201,
      )
      expect(
        (
          await editor.call('POST', '/lead-activity', {
            leadCollection: 'contact-messages',
            leadId,
            text: 'By the editor.',
            authorRole: 'admin',
          })
        ).status,
      ).toBe(201)
      expect((await editor.call('PATCH', `/contact-messages/${leadId}`, { status: 'in-progress' })).status).toBe(200)
      const entries = (await timeline('contact-messages', leadId)).filter((entry) => entry.type !== 'mail')
      const admin = inject('admin')
      expect(entries.map((entry) => [entry.type, entry.text, entry.authorName, entry.authorEmail, entry.authorRole])).toEqual([
        ['status', 'Status: New → In progress', editor.name, editor.email, 'editor'],
        ['note', 'By the editor.', editor.name, editor.email, 'editor'],
        ['note', 'By the admin.', 'Administrator', admin.email, 'admin'],
      ])
    })
  })

  describe('item 10: editors assign leads to any colleague', () => {
    it('lets an editor assign a lead to the admin and to another editor, on the timeline', async () => {
      const tag = uid()
      const leadId = await contactLead(tag)
      const editor = await newEditor('assigns')
      const colleague = await newEditor('assigned')
      const adminId = Number((await staffRequest<{ user: { id: number } }>('GET', '/users/me')).user.id)

      // The assignee picker lists every staff member (name, e-mail, role), and nothing secret.
      const staff = await editor.call<{ docs: Record<string, unknown>[] }>('GET', '/users?limit=100&depth=0')
      expect(staff.status).toBe(200)
      const ids = staff.body.docs.map((user) => Number(user.id))
      expect(ids).toEqual(expect.arrayContaining([adminId, colleague.id, editor.id]))
      for (const user of staff.body.docs) {
        expect(user).not.toHaveProperty('hash')
        expect(user).not.toHaveProperty('salt')
        expect(user).not.toHaveProperty('resetPasswordToken')
        // Payload keeps the key and empties it for anyone but the account itself.
        if (Number(user.id) !== editor.id) expect(user.sessions ?? [], String(user.id)).toEqual([])
      }

      const toAdmin = await editor.call<{ doc: { assignee: unknown } }>('PATCH', `/contact-messages/${leadId}?depth=0`, {
        assignee: adminId,
      })
      expect(toAdmin.status).toBe(200)
      expect(toAdmin.body.doc.assignee).toBe(adminId)
      const toColleague = await editor.call('PATCH', `/contact-messages/${leadId}?depth=0`, { assignee: colleague.id })
      expect(toColleague.status).toBe(200)
      const nobody = await editor.call<{ errors: { message: string }[] }>('PATCH', `/contact-messages/${leadId}`, { assignee: 99_999_999 })
      expect(nobody.status).toBe(400)
      expect(nobody.body.errors[0].message).toBe('The following field is invalid: Assigned to')

      const assigned = (await timeline('contact-messages', leadId)).filter((entry) => entry.type === 'assignee')
      expect(assigned.map((entry) => [entry.text, entry.authorName, entry.authorRole])).toEqual([
        [`Assigned to ${colleague.name}`, editor.name, 'editor'],
        ['Assigned to Administrator', editor.name, 'editor'],
      ])

      // Reading colleagues is not changing them: an editor still cannot edit the admin's or a colleague's account.
      expect((await editor.call('PATCH', `/users/${adminId}`, { name: `Not the admin ${tag}` })).status).toBe(403)
      expect((await editor.call('PATCH', `/users/${colleague.id}`, { role: 'admin' })).status).toBe(403)
      expect((await editor.call('DELETE', `/users/${colleague.id}`)).status).toBe(403)
    })
  })

  describe('item 11: only admins delete leads; the timeline and the deletion stay on record', () => {
    it('refuses an editor’s delete on every lead collection', async () => {
      const tag = uid()
      const leadId = await contactLead(tag)
      const editor = await newEditor('deletes')
      const refused = await editor.call<{ errors: { message: string }[] }>('DELETE', `/contact-messages/${leadId}`)
      expect(refused.status).toBe(403)
      expect(refused.body.errors[0].message).toBe('You are not allowed to perform this action.')
      for (const collection of ['contact-messages', 'team-up-requests', 'talent-applications', 'support-requests', 'subscribers']) {
        const bulk = await editor.call('DELETE', `/${collection}?where[id][greater_than]=0`)
        expect(bulk.status, collection).toBe(403)
      }
      expect(await findLeads('contact-messages', byField('id', String(leadId)))).toHaveLength(1)
    })

    it('keeps a deleted lead’s timeline, detached, with an entry saying who deleted what; a new lead does not inherit it', async () => {
      const tag = uid()
      const email = `deleted-${tag}@${tag}.example.in`
      const leadId = await contactLead(tag, email)
      await mailsRecorded(leadId)
      const editor = await newEditor('before-delete')
      expect(
        (await editor.call('POST', '/lead-activity', { leadCollection: 'contact-messages', leadId, text: 'Spoke to Meera.' })).status,
      ).toBe(201)
      const [lead] = await findLeads('contact-messages', byField('id', String(leadId)))

      const deleted = await asAdmin('DELETE', `/contact-messages/${leadId}`)
      expect(deleted.status).toBe(200)
      expect(await findLeads('contact-messages', byField('id', String(leadId)))).toHaveLength(0)

      const kept = await entriesWhere(`where[leadCollection][equals]=contact-messages&where[formerLeadId][equals]=${leadId}`)
      const admin = inject('admin')
      const received = new Date(String(lead.createdAt)).toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      })
      expect(kept[0]).toMatchObject({
        type: 'deleted',
        leadId: null,
        personEmail: email,
        authorName: 'Administrator',
        authorEmail: admin.email,
        authorRole: 'admin',
        text: `Lead deleted by Administrator (${admin.email}, admin): Contact message #${leadId}, Meera ${tag} <${email}>, received ${received}, status New.`,
      })
      expect(kept.map((entry) => entry.type)).toEqual(expect.arrayContaining(['deleted', 'note', 'mail']))
      for (const entry of kept) expect(entry).toMatchObject({ leadId: null, formerLeadId: leadId, personEmail: email })
      expect(kept.find((entry) => entry.type === 'note')?.text).toBe('Spoke to Meera.')

      // SQLite may give the next lead the same id: its timeline starts empty.
      const next = await contactLead(`${tag}-next`)
      const fresh = await timeline('contact-messages', next)
      expect(fresh.filter((entry) => entry.type !== 'mail')).toEqual([])
      // Nobody edits or removes the record through the API.
      const record = kept[0]
      expect([403, 404]).toContain((await asAdmin('PATCH', `/lead-activity/${record.id}`, { text: 'Nothing happened' })).status)
      expect((await asAdmin('DELETE', `/lead-activity/${record.id}`)).status).toBe(403)
    })

    it('a privacy erasure still removes the person’s timelines, kept ones included, and records the erasure without personal data', async () => {
      const email = freshEmail('erase-timeline')
      const member = await signUp(accountIp(29), email)
      const deletedEarlier = await contactLead(uid(), email)
      const stillThere = await contactLead(uid(), email)
      for (const leadId of [deletedEarlier, stillThere]) {
        await mailsRecorded(leadId)
        await staffRequest('POST', '/lead-activity', { leadCollection: 'contact-messages', leadId, text: `Called ${email}.` })
      }
      expect((await asAdmin('DELETE', `/contact-messages/${deletedEarlier}`)).status).toBe(200)
      expect(await entriesWhere(`where[personEmail][equals]=${encodeURIComponent(email)}`)).not.toHaveLength(0)

      const answer = await call('/api/users/me', { method: 'DELETE', ip: accountIp(29), cookie: member.cookie })
      expect(answer.body).toEqual({ msg: 'Your account and its personal data have been deleted.' })
      expect(await entriesWhere(`where[personEmail][equals]=${encodeURIComponent(email)}`)).toEqual([])
      expect(await timeline('contact-messages', stillThere)).toEqual([])
      const rows = await rawSql('SELECT text FROM lead_activity WHERE text LIKE ? OR person_email = ?', [`%${email}%`, email])
      expect(rows).toEqual([])
      const erased = await entriesWhere(`where[leadCollection][equals]=contact-messages&where[formerLeadId][equals]=${stillThere}`)
      expect(erased.map((entry) => [entry.type, entry.text, entry.personEmail])).toEqual([
        ['deleted', `Contact message #${stillThere} erased at the person's request (privacy); its timeline was removed with it.`, null],
      ])
    })
  })
})

// Answers to staff replies come back into their lead (docs/decisions/lead-desk.md, "Replies come back"), against the
// real server, database (SQLite, and PostgreSQL with TEST_DB=postgres), SMTP sink and a real IMAP server (Dovecot,
// started by global-setup.ts; the server reads it every second). Answers are delivered by IMAP APPEND, as a mail
// server stores them; during an outage of the IMAP service they are dropped into the Maildir, as a mail server's
// local delivery would.
import fs from 'node:fs'
import path from 'node:path'

import { ImapFlow } from 'imapflow'
import { simpleParser } from 'mailparser'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { describe, expect, inject, it } from 'vitest'

import { imapServerAt } from '../../scripts/lib/imap-server.mjs'
import { exeBytes, pdfBytes } from '../fixtures/resumes'
import { baseUrl, eventually, newEditor, rawSql, staffHeaders, staffRequest } from './helpers'
import { memberCookie, postJson } from './leads-helpers'
import { mailsTo, waitForMail } from './mail'

const uid = () => Math.random().toString(36).slice(2, 10)
const imap = () => imapServerAt(inject('imapDir'))
const replyAddress = () => inject('inboundReplyAddress')

type Entry = { id: number; type: string; subject: string | null; text: string; authorName: string | null }
type InboundDoc = {
  id: number
  messageId: string
  fromAddress: string
  subject: string
  text: string
  leadCollection: string | null
  leadId: number | null
  matchedBy: string | null
  files: { name: string; size: number; storedName?: string; refused?: string }[]
}

async function withImap<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const server = imap()
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: server.port,
    secure: false,
    auth: { user: 'replies', pass: server.password },
    logger: false,
  })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.logout()
  }
}

type Answer = {
  from: string
  to?: string
  subject: string
  text?: string
  html?: string
  inReplyTo?: string
  attachments?: { filename: string; content: Buffer }[]
}

async function compose(answer: Answer): Promise<{ raw: Buffer; messageId: string }> {
  const messageId = `<answer-${uid()}@client.example.in>`
  const raw = await new MailComposer({
    from: answer.from,
    to: answer.to ?? replyAddress(),
    subject: answer.subject,
    text: answer.text,
    html: answer.html,
    messageId,
    inReplyTo: answer.inReplyTo,
    references: answer.inReplyTo,
    attachments: answer.attachments,
  })
    .compile()
    .build()
  return { raw, messageId }
}

/** Delivers an answer into the mailbox by IMAP APPEND; answers its Message-ID. */
async function deliver(answer: Answer): Promise<string> {
  const { raw, messageId } = await compose(answer)
  await withImap((client) => client.append('INBOX', raw))
  return messageId
}

async function contactLead(tag: string) {
  const created = await postJson('/api/contact', {
    fullName: `Meera ${tag}`,
    emailAddress: `meera-${tag}@${tag}.example.in`,
    inquiryType: 'Business Inquiry',
    message: `Please call me about ${tag}.`,
  })
  expect(created.status).toBe(201)
  return Number(created.body.id)
}

async function asAdmin(method: string, urlPath: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/cms-api${urlPath}`, {
    method,
    headers: { ...(await staffHeaders()), origin: baseUrl() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown> & { errors?: { message: string }[] },
  }
}

const timeline = async (leadCollection: string, leadId: number) =>
  (
    await staffRequest<{ docs: Entry[] }>(
      'GET',
      `/lead-activity?where[leadCollection][equals]=${leadCollection}&where[leadId][equals]=${leadId}&sort=-createdAt&limit=100`,
    )
  ).docs

async function stored(messageId: string): Promise<InboundDoc | undefined> {
  const { docs } = await staffRequest<{ docs: InboundDoc[] }>(
    'GET',
    `/inbound-mail?where[messageId][equals]=${encodeURIComponent(messageId)}&limit=5`,
  )
  expect(docs.length).toBeLessThanOrEqual(1)
  return docs[0]
}

const waitStored = async (messageId: string) => {
  let doc: InboundDoc | undefined
  await eventually(async () => {
    doc = await stored(messageId)
    expect(doc).toBeTruthy()
  }, 20_000)
  return doc!
}

/** The text of the lead's row in the staff inbox (/admin/inbox, rendered on the server). */
async function inboxRow(tag: string): Promise<string> {
  const { authorization } = await staffHeaders()
  const html = await (await fetch(`${baseUrl()}/admin/inbox?q=${tag}`, { headers: { authorization } })).text()
  const row = /<tr[^>]*data-testid="inbox-row"[^>]*>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? ''
  return row
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
}

/** A staff reply from the admin, and the headers of the mail the person received. */
async function staffReply(leadId: number, tag: string, subject: string) {
  const sent = await asAdmin('POST', '/lead-activity/reply', {
    leadCollection: 'contact-messages',
    leadId,
    subject,
    text: 'Shall we meet on Tuesday at 11?',
  })
  expect(sent.status).toBe(201)
  let mail: Awaited<ReturnType<typeof simpleParser>> | undefined
  await eventually(async () => {
    const found = (await mailsTo(`meera-${tag}@${tag}.example.in`)).find((received) => received.subject.startsWith(subject))
    expect(found).toBeTruthy()
    mail = await simpleParser(fs.readFileSync(found!.file))
  }, 10_000)
  return mail!
}

describe('an answer to a staff reply', () => {
  it('lands on its lead as "Reply received" (quoted history trimmed), and the assignee is e-mailed', async () => {
    const tag = uid()
    const leadId = await contactLead(tag)
    const editor = await newEditor('inbound')
    await staffRequest('PATCH', `/contact-messages/${leadId}`, { assignee: editor.id })

    const reply = await staffReply(leadId, tag, `Your enquiry ${tag}`)
    const replyTo = reply.replyTo?.value[0]?.address ?? ''
    expect(replyTo).toMatch(new RegExp(`^replies\\+c${leadId}x[0-9a-f]{20}@inbound\\.test\\.local$`))
    expect(reply.subject).toMatch(new RegExp(`^Your enquiry ${tag} \\[ref:c${leadId}x[0-9a-f]{20}\\]$`))
    expect(reply.messageId).toMatch(new RegExp(`^<reply\\.c${leadId}x[0-9a-f]{20}\\.[0-9a-f]{12}@inbound\\.test\\.local>$`))

    const messageId = await deliver({
      from: `Meera ${tag} <meera-${tag}@${tag}.example.in>`,
      to: replyTo,
      subject: `Re: ${reply.subject}`,
      inReplyTo: reply.messageId,
      text: `Tuesday at 11 works for us.\nSee you then.\n\nOn Thu, 26 Nov 2026 at 10:02, Asha <hello@punetalentworks.in> wrote:\n> Shall we meet on Tuesday at 11?\n`,
    })
    const doc = await waitStored(messageId)
    expect(doc).toMatchObject({
      leadCollection: 'contact-messages',
      leadId,
      matchedBy: 'thread',
      text: 'Tuesday at 11 works for us.\nSee you then.',
    })

    const received = (await timeline('contact-messages', leadId)).filter((entry) => entry.type === 'reply-received')
    expect(received).toHaveLength(1)
    expect(received[0].subject).toBe(`Re: ${reply.subject}`)
    expect(received[0].text).toBe(`From Meera ${tag} <meera-${tag}@${tag}.example.in>\n\nTuesday at 11 works for us.\nSee you then.`)
    expect(received[0].authorName).toBeNull()

    // The inbox row says so, until staff reply again.
    expect(await inboxRow(tag)).toContain('Replied · Answered by the client')
    expect(
      (await asAdmin('POST', '/lead-activity/reply', { leadCollection: 'contact-messages', leadId, subject: 'Done', text: 'See you.' }))
        .status,
    ).toBe(201)
    expect(await inboxRow(tag)).not.toContain('Answered by the client')

    const notice = await waitForMail(editor.email, { timeoutMs: 10_000 })
    expect(notice.subject).toBe(`Answered by the client: Re: ${reply.subject}`)
    expect(notice.text).toContain('Tuesday at 11 works for us.')
    expect(notice.text).toContain(`/admin/collections/contact-messages/${leadId}`)

    // Marked \Seen once stored.
    const flags = await withImap(async (client) => {
      const lock = await client.getMailboxLock('INBOX')
      try {
        const uids = (await client.search({ header: { 'message-id': messageId } }, { uid: true })) || []
        const message = await client.fetchOne(String(uids[0]), { flags: true }, { uid: true })
        return message ? [...(message.flags ?? [])] : []
      } finally {
        lock.release()
      }
    })
    expect(flags).toContain('\\Seen')
  })

  it('is matched by the plus-address when the thread headers are gone, then by the subject’s tag; a forged tag is not', async () => {
    const tag = uid()
    const leadId = await contactLead(tag)
    const reply = await staffReply(leadId, tag, `Offer ${tag}`)
    const replyTo = reply.replyTo?.value[0]?.address ?? ''
    const token = /\[ref:([a-z0-9]+)\]/.exec(reply.subject ?? '')![1]

    const byAddress = await deliver({
      from: `meera-${tag}@${tag}.example.in`,
      to: replyTo,
      subject: 'A new mail, no thread',
      text: 'By address.',
    })
    const bySubject = await deliver({ from: `meera-${tag}@${tag}.example.in`, subject: `Fwd: Offer [ref:${token}]`, text: 'By subject.' })
    const forged = await deliver({
      from: `meera-${tag}@${tag}.example.in`,
      subject: `Offer [ref:c${leadId}x00000000000000000000]`,
      to: `replies+c${leadId}x0123456789abcdef0123@inbound.test.local`,
      text: 'Forged.',
    })
    expect(await waitStored(byAddress)).toMatchObject({ leadId, matchedBy: 'address', text: 'By address.' })
    expect(await waitStored(bySubject)).toMatchObject({ leadId, matchedBy: 'subject', text: 'By subject.' })
    expect(await waitStored(forged)).toMatchObject({ leadId: null, leadCollection: null, matchedBy: null })
    const texts = (await timeline('contact-messages', leadId)).filter((entry) => entry.type === 'reply-received').map((entry) => entry.text)
    expect(texts.sort()).toEqual([
      `From meera-${tag}@${tag}.example.in\n\nBy address.`,
      `From meera-${tag}@${tag}.example.in\n\nBy subject.`,
    ])
  })
})

describe('unmatched mail', () => {
  it('waits under Unmatched mail until staff attach it to a lead, which moves it onto the timeline', async () => {
    const tag = uid()
    const leadId = await contactLead(tag)
    const messageId = await deliver({
      from: `Ravi <ravi-${tag}@${tag}.example.in>`,
      subject: `About the opening ${tag}`,
      text: 'Is the role still open?',
    })
    const doc = await waitStored(messageId)
    expect(doc).toMatchObject({
      leadId: null,
      fromAddress: `ravi-${tag}@${tag}.example.in`,
      subject: `About the opening ${tag}`,
      text: 'Is the role still open?',
    })

    // Staff find the lead by name or address.
    const found = await asAdmin('GET', `/inbound-mail/leads?q=${encodeURIComponent(`meera-${tag}`)}`)
    expect(found.status).toBe(200)
    expect(found.body.leads).toEqual([
      { leadCollection: 'contact-messages', leadId, label: `Meera ${tag}, meera-${tag}@${tag}.example.in (Contact message)` },
    ])
    expect((await asAdmin('GET', '/inbound-mail/leads?q=m')).body.errors?.[0].message).toBe(
      'Type at least two letters of a name or an e-mail address.',
    )

    // Refused: nobody logged in and members reach none of it; a missing lead, no lead chosen.
    const member = await memberCookie(`member-${tag}@${tag}.example.in`)
    for (const cookie of [undefined, member.cookie]) {
      for (const [method, urlPath] of [
        ['GET', '/cms-api/inbound-mail'],
        ['GET', `/cms-api/inbound-mail/${doc.id}`],
        ['GET', `/cms-api/inbound-mail/leads?q=meera-${tag}`],
        ['POST', `/cms-api/inbound-mail/${doc.id}/attach`],
        ['GET', '/cms-api/inbound-mailboxes'],
      ]) {
        const response = await fetch(`${baseUrl()}${urlPath}`, {
          method,
          headers: { 'content-type': 'application/json', origin: baseUrl(), ...(cookie ? { cookie } : {}) },
          body: method === 'POST' ? JSON.stringify({ leadCollection: 'contact-messages', leadId }) : undefined,
        })
        expect([401, 403], `${method} ${urlPath} ${cookie ? 'as a member' : 'anonymous'}`).toContain(response.status)
        expect(await response.text()).not.toContain('Is the role still open?')
      }
    }
    const missing = await asAdmin('POST', `/inbound-mail/${doc.id}/attach`, { leadCollection: 'contact-messages', leadId: 999_999_999 })
    expect([missing.status, missing.body.errors?.[0].message]).toEqual([404, 'This lead no longer exists.'])
    const none = await asAdmin('POST', `/inbound-mail/${doc.id}/attach`, {})
    expect([none.status, none.body.errors?.[0].message]).toEqual([400, 'Choose the lead to attach this mail to.'])

    const attached = await asAdmin('POST', `/inbound-mail/${doc.id}/attach`, { leadCollection: 'contact-messages', leadId })
    expect(attached.status).toBe(200)
    expect(attached.body.message).toBe('The mail is now on the lead’s timeline.')
    expect(await stored(messageId)).toMatchObject({ leadCollection: 'contact-messages', leadId, matchedBy: 'staff' })
    const received = (await timeline('contact-messages', leadId)).filter((entry) => entry.type === 'reply-received')
    expect(received.map((entry) => entry.text)).toEqual([`From Ravi <ravi-${tag}@${tag}.example.in>\n\nIs the role still open?`])
    // Nobody is assigned: the team's address hears of it.
    await eventually(
      async () =>
        expect(
          (await mailsTo('staff@test.local')).some((mail) => mail.subject === `Answered by the client: About the opening ${tag}`),
        ).toBe(true),
      10_000,
    )
    const again = await asAdmin('POST', `/inbound-mail/${doc.id}/attach`, { leadCollection: 'contact-messages', leadId })
    expect([again.status, again.body.errors?.[0].message]).toEqual([409, 'This mail is already on a lead.'])
  })
})

describe('attachments', () => {
  it('keeps a PDF privately for staff to download and refuses an .exe', async () => {
    const tag = uid()
    const leadId = await contactLead(tag)
    const reply = await staffReply(leadId, tag, `Documents ${tag}`)
    const pdf = pdfBytes(2000)
    const messageId = await deliver({
      from: `meera-${tag}@${tag}.example.in`,
      subject: `Re: ${reply.subject}`,
      inReplyTo: reply.messageId,
      text: 'Our brief is attached.',
      attachments: [
        { filename: 'Brief.pdf', content: pdf },
        { filename: 'setup.exe', content: exeBytes() },
      ],
    })
    const doc = await waitStored(messageId)
    expect(doc.files.map(({ name, size, refused }) => ({ name, size, refused }))).toEqual([
      { name: 'Brief.pdf', size: pdf.length, refused: undefined },
      { name: 'setup.exe', size: 512, refused: 'Not kept: only PDF and Word files are kept.' },
    ])
    expect(doc.files[0].storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(doc.files[1].storedName).toBeUndefined()
    // Kept in the private folder, never under the public media folder.
    const privateFile = path.join(inject('serverDir'), 'private', 'resumes', doc.files[0].storedName!)
    expect(fs.readFileSync(privateFile).equals(pdf)).toBe(true)

    const entry = (await timeline('contact-messages', leadId)).find((item) => item.type === 'reply-received')
    expect(entry?.text).toBe(
      `From meera-${tag}@${tag}.example.in\n\nOur brief is attached.\n\nAttachments:\nBrief.pdf: kept\nsetup.exe: not kept, only PDF and Word files are kept.`,
    )

    const download = await fetch(`${baseUrl()}/cms-api/inbound-mail/${doc.id}/files/0`, { headers: await staffHeaders() })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toContain('filename="Brief.pdf"')
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true)
    // Nobody else gets it, and the refused file was never kept.
    expect([401, 403]).toContain((await fetch(`${baseUrl()}/cms-api/inbound-mail/${doc.id}/files/0`)).status)
    const asMember = await fetch(`${baseUrl()}/cms-api/inbound-mail/${doc.id}/files/0`, {
      headers: { cookie: (await memberCookie(`member-${tag}@${tag}.example.in`)).cookie },
    })
    expect([401, 403]).toContain(asMember.status)
    const refused = await fetch(`${baseUrl()}/cms-api/inbound-mail/${doc.id}/files/1`, { headers: await staffHeaders() })
    expect(refused.status).toBe(404)
    expect((await refused.json()) as unknown).toEqual({ errors: [{ message: 'This file is not kept.' }] })
  })
})

/** A mail server's local delivery into the Maildir while the IMAP service is down. */
async function dropIntoMaildir(answer: Answer): Promise<string> {
  const { raw, messageId } = await compose(answer)
  const maildir = path.join(inject('imapDir'), 'mail', 'replies')
  const owner = fs.statSync(maildir)
  const name = `${Date.now()}.M${Math.floor(Math.random() * 1e6)}P${process.pid}.test`
  const temp = path.join(maildir, 'tmp', name)
  fs.writeFileSync(temp, raw)
  fs.chownSync(temp, owner.uid, owner.gid)
  fs.renameSync(temp, path.join(maildir, 'new', name))
  return messageId
}

describe('outages', () => {
  it('resumes after the mailbox was down and after the app lost its place: every answer arrives exactly once', async () => {
    const tag = uid()
    const leadId = await contactLead(tag)
    const reply = await staffReply(leadId, tag, `Outage ${tag}`)
    const answer = (text: string): Answer => ({
      from: `meera-${tag}@${tag}.example.in`,
      subject: `Re: ${reply.subject}`,
      inReplyTo: reply.messageId,
      text,
    })

    const before = await deliver(answer('Before the outage.'))
    await waitStored(before)

    await imap().stop()
    const during: string[] = []
    try {
      for (const text of ['During the outage, one.', 'During the outage, two.', 'During the outage, three.'])
        during.push(await dropIntoMaildir(answer(text)))
      // A few rounds fail while the mailbox is down.
      await new Promise((resolve) => setTimeout(resolve, 2500))
    } finally {
      await imap().start()
    }
    const after = await deliver(answer('After the outage.'))
    for (const messageId of [...during, after]) await waitStored(messageId)

    // The app loses its place (as if it died after storing but before remembering the UID and marking \Seen): it
    // reads the whole folder again, and still stores nothing twice.
    await rawSql('UPDATE inbound_mailboxes SET last_uid = 0')
    await withImap(async (client) => {
      const lock = await client.getMailboxLock('INBOX')
      try {
        await client.messageFlagsRemove('1:*', ['\\Seen'])
      } finally {
        lock.release()
      }
    })
    const last = await deliver(answer('After the app lost its place.'))
    await waitStored(last)
    await eventually(async () => {
      const unseen = await withImap(async (client) => {
        const lock = await client.getMailboxLock('INBOX')
        try {
          return ((await client.search({ seen: false }, { uid: true })) || []).length
        } finally {
          lock.release()
        }
      })
      expect(unseen).toBe(0)
    }, 20_000)

    const texts = (await timeline('contact-messages', leadId))
      .filter((entry) => entry.type === 'reply-received')
      .map((entry) => entry.text.split('\n\n')[1])
      .sort()
    expect(texts).toEqual(
      [
        'After the app lost its place.',
        'After the outage.',
        'Before the outage.',
        'During the outage, one.',
        'During the outage, three.',
        'During the outage, two.',
      ].sort(),
    )
    for (const messageId of [before, ...during, after, last]) {
      const rows = await rawSql('SELECT id FROM inbound_mail WHERE message_id = ?', [messageId])
      expect(rows).toHaveLength(1)
    }
  })
})

describe('a mail that cannot be stored', () => {
  it('is skipped with its reason under Unmatched mail, flagged in the mailbox, and the mails after it are read', async () => {
    const tag = uid()
    const leadId = await contactLead(tag)
    const reply = await staffReply(leadId, tag, `Large ${tag}`)
    // 26 MB: more than the 25 MB the website reads (INBOUND_MAIL_MAX_BYTES); it must not hold up the mails after it.
    const large = await deliver({
      from: `Meera ${tag} <meera-${tag}@${tag}.example.in>`,
      subject: `Re: ${reply.subject} (the scans)`,
      inReplyTo: reply.messageId,
      text: 'All our scans.',
      attachments: [{ filename: 'scans.pdf', content: Buffer.alloc(19_600_000, 7) }],
    })
    // A NUL character in the text (encoded in the mail), which PostgreSQL refuses in text: stored without it.
    const withNul = await deliver({
      from: `meera-${tag}@${tag}.example.in`,
      subject: `Re: ${reply.subject}`,
      inReplyTo: reply.messageId,
      text: 'Tuesday\u0000 suits us.',
    })
    const after = await deliver({
      from: `meera-${tag}@${tag}.example.in`,
      subject: `Re: ${reply.subject}`,
      inReplyTo: reply.messageId,
      text: 'The scans are on their way another way.',
    })
    expect(await waitStored(withNul)).toMatchObject({ leadId, text: 'Tuesday suits us.' })
    expect(await waitStored(after)).toMatchObject({ leadId, text: 'The scans are on their way another way.' })

    // The large one is not stored as a mail; a record of it waits under Unmatched mail, saying why and where it is.
    expect(await stored(large)).toBeUndefined()
    const { docs } = await staffRequest<{ docs: InboundDoc[] }>(
      'GET',
      `/inbound-mail?where[subject][equals]=${encodeURIComponent(`Re: ${reply.subject} (the scans)`)}&limit=5`,
    )
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ leadId: null, fromAddress: `meera-${tag}@${tag}.example.in`, matchedBy: 'unread', files: [] })
    expect(docs[0].messageId).toMatch(/^<unread-\d+-\d+@inbound\.invalid>$/)
    expect(docs[0].text).toMatch(
      /^This mail was not read into the website: it is 26\.\d MB, larger than the 25\.0 MB the website reads\.\nIt is still in the reply mailbox \(folder INBOX\), flagged: open it there \(its Message-ID is <answer-/,
    )
    // Staff see it in the list (the list shows mails not on a lead).
    const list = await staffRequest<{ docs: InboundDoc[] }>(
      'GET',
      `/inbound-mail?where[leadId][exists]=false&where[id][equals]=${docs[0].id}`,
    )
    expect(list.docs).toHaveLength(1)

    const flags = await withImap(async (client) => {
      const lock = await client.getMailboxLock('INBOX')
      try {
        const uids = (await client.search({ header: { 'message-id': large } }, { uid: true })) || []
        const message = await client.fetchOne(String(uids[0]), { flags: true }, { uid: true })
        return message ? [...(message.flags ?? [])] : []
      } finally {
        lock.release()
      }
    })
    expect(flags).toEqual(expect.arrayContaining(['\\Seen', '\\Flagged']))
    const texts = (await timeline('contact-messages', leadId)).filter((entry) => entry.type === 'reply-received').map((entry) => entry.text)
    expect(texts.sort()).toEqual(
      [
        `From meera-${tag}@${tag}.example.in\n\nTuesday suits us.`,
        `From meera-${tag}@${tag}.example.in\n\nThe scans are on their way another way.`,
      ].sort(),
    )
  }, 60_000)
})

describe('erasure', () => {
  it('a deleted member’s mails go with their kept files', async () => {
    const tag = uid()
    const email = `erase-${tag}@${tag}.example.in`
    const member = await memberCookie(email)
    const messageId = await deliver({
      from: `Erase Me <Erase-${tag}@${tag}.Example.in>`,
      subject: `My CV ${tag}`,
      text: 'Attached.',
      attachments: [{ filename: 'cv.pdf', content: pdfBytes(1500) }],
    })
    const doc = await waitStored(messageId)
    expect(doc.fromAddress).toBe(email)
    const file = path.join(inject('serverDir'), 'private', 'resumes', doc.files[0].storedName!)
    expect(fs.existsSync(file)).toBe(true)

    await staffRequest('DELETE', `/members/${member.id}`)
    expect(await stored(messageId)).toBeUndefined()
    expect(fs.existsSync(file)).toBe(false)
  })
})

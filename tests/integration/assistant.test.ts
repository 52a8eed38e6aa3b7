// POST /api/assistant and the Customer Care hand-off against the real server and database: answers in visitors'
// words, the no-match text, 400s, 429, staff edits (entries and word groups) taking effect without a restart,
// unanswered questions stored masked and counted, helpful / not helpful clicks, support requests and staff mail.
import { afterAll, describe, expect, inject, it } from 'vitest'

import { assistantAnswers } from '@/cms/seed/data/assistant'
import { messages } from '@/lib/messages'

import { baseUrl, eventually, staffRequest } from './helpers'
import { mailsTo } from './mail'

type Reply = { answer: string; cta?: { text: string; link: string }; key?: string }
type ApiError = { error: string; msg: string; fields?: Record<string, string> }

let clientCounter = 0
/** Each test speaks from its own address so the per-address limits of one test never throttle another. */
const newClient = () => `10.66.${Math.floor(++clientCounter / 200)}.${(clientCounter % 200) + 1}`

async function post<T>(path: string, body: unknown, client: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}
const ask = (message: unknown, client = newClient()) => post<Reply & ApiError>('/api/assistant', { message }, client)

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo()
})

type Entry = { id: number; key: string; answer: string; active: boolean }
async function entryByKey(key: string): Promise<Entry> {
  const { docs } = await staffRequest<{ docs: Entry[] }>('GET', `/assistant-answers?where[key][equals]=${key}&depth=0`)
  return docs[0]
}

describe(`assistant API on ${inject('dbKind')}`, () => {
  it('seeded the knowledge base once across two starts, and keeps it away from visitors', async () => {
    const { totalDocs } = await staffRequest<{ totalDocs: number }>('GET', '/assistant-answers?limit=1&depth=0')
    expect(totalDocs).toBe(assistantAnswers.length)
    const anonymous = await fetch(`${baseUrl()}/cms-api/assistant-answers`)
    expect(anonymous.status).toBe(403)
  })

  it('answers a question in the visitor’s own words with the entry’s answer and call to action', async () => {
    const payment = await ask('can i pay you through upi?')
    expect(payment.status).toBe(200)
    expect(payment.body).toEqual({
      answer: 'We accept UPI, RTGS, NEFT, cash, cheque and demand draft. A GST invoice is issued for every payment.',
      cta: { text: 'FAQs for clients: Pricing and payments', link: '/faqs#clients-category-2' },
      key: 'payment-methods',
    })
    // Typos, texting spelling and Hinglish, as the visitors wrote them.
    expect((await ask('paymnt methods')).body.key).toBe('payment-methods')
    expect((await ask('kya aap UPI accept karte ho')).body.key).toBe('payment-methods')
    expect((await ask('otp not received')).body.answer).toContain('spam')
    const proposal = await ask('how do i ask for a quotation for my startup')
    expect(proposal.body.cta).toEqual({ text: 'Request a proposal', link: '/team-up-request' })
    expect(proposal.body.answer).toContain('Team-Up Request')
  })

  it('trims the message and answers off-topic questions with the spec’s no-match text', async () => {
    expect((await ask('   what are your office hours?   ')).body.answer).toBe(
      'Our office hours are Monday – Friday | 9 AM – 9 PM IST. Our support line is available 24/7 for placed talent and active clients.',
    )
    const offTopic = await ask('who won the cricket match yesterday')
    expect(offTopic.status).toBe(200)
    expect(offTopic.body).toEqual({ answer: messages.chatNoMatch })
    expect(messages.chatNoMatch).toBe(
      "I'm sorry, I couldn't find an answer to that question. Could you please rephrase or contact our support team?",
    )
  })

  it('answers 400 with {error, msg} for empty, blank, too long, non-string or malformed messages', async () => {
    for (const message of ['', '    ', 'x'.repeat(501), 42, null]) {
      const { status, body } = await ask(message)
      expect(status, JSON.stringify(message)).toBe(400)
      expect(body.error).toBe('validation_error')
      expect(body.msg).toEqual(expect.any(String))
    }
    expect((await ask(`${'x'.repeat(500)}`)).status).toBe(200)
    const malformed = await post<ApiError>('/api/assistant', '{"message": ', newClient())
    expect(malformed.status).toBe(400)
    expect(malformed.body.error).toBe('invalid_json')
    const missing = await post<ApiError>('/api/assistant', {}, newClient())
    expect(missing.status).toBe(400)
  })

  it('refuses a foreign site’s request', async () => {
    const { status } = await post<ApiError>('/api/assistant', { message: 'hours' }, newClient(), { origin: 'https://evil.example' })
    expect(status).toBe(403)
  })

  it('limits each address to 30 questions a minute (429 with Retry-After), other addresses unaffected', async () => {
    const client = newClient()
    for (let i = 0; i < 30; i += 1) expect((await ask('office hours', client)).status).toBe(200)
    const limited = await ask('office hours', client)
    expect(limited.status).toBe(429)
    expect(limited.body.error).toBe('rate_limited')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await ask('office hours')).status).toBe(200)
  })

  it('uses a staff edit at once: a changed answer, a deactivated entry, a new entry and a deleted one', async () => {
    const hours = await entryByKey('contact-hours')
    await ask('what are your office hours') // the index is built and cached now
    const changed = 'We are open Monday to Saturday, 9 AM to 9 PM IST.'
    await staffRequest('PATCH', `/assistant-answers/${hours.id}`, { answer: changed })
    cleanup.push(() => staffRequest('PATCH', `/assistant-answers/${hours.id}`, { answer: hours.answer, active: true }))
    await eventually(async () => expect((await ask('what are your office hours')).body.answer).toBe(changed))

    await staffRequest('PATCH', `/assistant-answers/${hours.id}`, { active: false })
    // An inactive entry is never answered; the question falls to the next entry that fits, or to the no-match text.
    await eventually(async () => expect((await ask('what are your office hours')).body.answer).not.toBe(changed))

    const created = await staffRequest<{ doc: { id: number } }>('POST', '/assistant-answers', {
      title: 'Parking',
      key: 'parking-test',
      topic: 'company',
      questions: 'Is there parking at your office?\nWhere can I park my car?',
      keywords: 'parking, car, bike, vehicle',
      answer: 'Visitor parking is available in the basement of Riverside Business Bay.',
      cta: { text: 'Contact us', link: '/contact' },
    })
    cleanup.push(() => staffRequest('DELETE', `/assistant-answers/${created.doc.id}`).catch(() => undefined))
    await eventually(async () =>
      expect((await ask('can i park a bike near your office')).body).toEqual({
        answer: 'Visitor parking is available in the basement of Riverside Business Bay.',
        cta: { text: 'Contact us', link: '/contact' },
        key: 'parking-test',
      }),
    )
    // A word group added by staff: "scooter" now reads as "bike".
    expect((await ask('scooter?')).body.answer).toBe(messages.chatNoMatch)
    const group = await staffRequest<{ doc: { id: number } }>('POST', '/assistant-word-groups', { words: 'bike, scooter, scooty' })
    cleanup.push(() => staffRequest('DELETE', `/assistant-word-groups/${group.doc.id}`).catch(() => undefined))
    await eventually(async () => expect((await ask('scooter?')).body.key).toBe('parking-test'))
    await staffRequest('DELETE', `/assistant-answers/${created.doc.id}`)
    await eventually(async () => expect((await ask('can i park a bike near your office')).body.answer).toBe(messages.chatNoMatch))
  })
})

type Unanswered = { id: number; question: string; normalised: string; count: number; lastAskedAt: string }
async function unanswered(normalised: string): Promise<Unanswered | undefined> {
  const { docs } = await staffRequest<{ docs: Unanswered[] }>(
    'GET',
    `/assistant-unanswered?where[normalised][equals]=${encodeURIComponent(normalised)}&depth=0`,
  )
  return docs[0]
}

describe(`unanswered questions and feedback on ${inject('dbKind')}`, () => {
  it('stores a missed question masked, groups repeats by their normalised text with a count and the last date', async () => {
    const run = Date.now().toString(36).replace(/\d/g, '')
    const question = `Do you sell ${run} car insurance or bike loans? asha.k@example.in +91 98765 43210`
    const first = await ask(question)
    expect(first.body).toEqual({ answer: messages.chatNoMatch })
    const normalised = `do you sell ${run} car insurance or bike loans email number`
    const stored = await unanswered(normalised)
    expect(stored).toMatchObject({ question: `Do you sell ${run} car insurance or bike loans? [email] [number]`, count: 1 })
    expect(JSON.stringify(stored)).not.toMatch(/asha|98765|43210/)

    // The same question in other words of the same shape, other contact details: one group, counted twice.
    await ask(`  do you SELL ${run} car insurance or bike loans?? ravi@example.com 020-2729-1234 `)
    const again = (await unanswered(normalised))!
    expect(again.id).toBe(stored!.id)
    expect(again.count).toBe(2)
    expect(new Date(again.lastAskedAt).getTime()).toBeGreaterThanOrEqual(new Date(stored!.lastAskedAt).getTime())

    // Staff see it in "Unanswered questions", newest first; visitors cannot read or write the list.
    const list = await staffRequest<{ docs: Unanswered[] }>('GET', '/assistant-unanswered?depth=0&limit=5&sort=-lastAskedAt')
    expect(list.docs[0].id).toBe(stored!.id)
    expect((await fetch(`${baseUrl()}/cms-api/assistant-unanswered`)).status).toBe(403)
    const forged = await fetch(`${baseUrl()}/cms-api/assistant-unanswered`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'x', normalised: 'x', count: 99, lastAskedAt: new Date().toISOString() }),
    })
    expect([401, 403]).toContain(forged.status)
    cleanup.push(() => staffRequest('DELETE', `/assistant-unanswered/${stored!.id}`).catch(() => undefined))
  })

  it('does not store answered questions', async () => {
    const before = await staffRequest<{ totalDocs: number }>('GET', '/assistant-unanswered?limit=1&depth=0')
    expect((await ask('which payment methods do you accept')).body.key).toBe('payment-methods')
    const after = await staffRequest<{ totalDocs: number }>('GET', '/assistant-unanswered?limit=1&depth=0')
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('counts helpful and not helpful clicks per entry, without a login, and answers 404 / 400 for bad clicks', async () => {
    const entry = async () =>
      (
        await staffRequest<{ docs: { helpfulCount: number; notHelpfulCount: number; updatedAt: string }[] }>(
          'GET',
          '/assistant-answers?where[key][equals]=verification&depth=0',
        )
      ).docs[0]
    const before = await entry()
    const client = newClient()
    const helpful = await post<{ msg: string }>('/api/assistant/feedback', { key: 'verification', helpful: true }, client)
    expect(helpful).toMatchObject({ status: 200, body: { msg: 'Thanks for your feedback.' } })
    // Another visitor's "not helpful" counts; the same visitor's further clicks are thanked but count once
    // (assistant-learning.test.ts).
    await post('/api/assistant/feedback', { key: 'verification', helpful: false }, newClient())
    const after = await entry()
    expect(after.helpfulCount).toBe((before.helpfulCount ?? 0) + 1)
    expect(after.notHelpfulCount).toBe((before.notHelpfulCount ?? 0) + 1)
    // A click is not an edit: the entry's last-changed date stays.
    expect(after.updatedAt).toBe(before.updatedAt)

    const unknown = await post<ApiError>('/api/assistant/feedback', { key: 'no-such-answer', helpful: true }, client)
    expect(unknown.status).toBe(404)
    expect(unknown.body.msg).toBe('That answer is no longer available.')
    for (const body of [{ key: 'verification' }, { key: '', helpful: true }, { key: 'verification', helpful: 'yes' }]) {
      const bad = await post<ApiError>('/api/assistant/feedback', body, client)
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(bad.body.msg).toEqual(expect.any(String))
    }
  })
})

describe(`Customer Care hand-off on ${inject('dbKind')}`, () => {
  const conversation = [
    { from: 'assistant', text: "Hi! I'm the Pune Talent Works assistant." },
    { from: 'visitor', text: 'Can you staff a night-shift support desk from next month?' },
    { from: 'assistant', text: messages.chatNoMatch },
  ]

  it('stores a support request with the e-mail, the conversation and the page, notifies staff and confirms', async () => {
    // An address at a domain of its own: acknowledgements are capped per company domain and day.
    const email = `care-${Date.now()}@care${Date.now()}.example.in`
    const { status, body } = await post<{ id: string; msg: string }>(
      '/api/assistant/support',
      { email: `  ${email.toUpperCase()} `, conversation, page: '/services' },
      newClient(),
    )
    expect(status).toBe(201)
    expect(body.msg).toBe(`Thank you! Our Customer Care team will reply to ${email} shortly.`)
    const stored = await staffRequest<{ email: string; page: string; conversation: string }>('GET', `/support-requests/${body.id}?depth=0`)
    expect(stored.email).toBe(email)
    expect(stored.page).toBe('/services')
    expect(stored.conversation).toContain('Visitor: Can you staff a night-shift support desk from next month?')
    // The browser sends both sides: the assistant's lines are labelled as the visitor's report (docs/security.md).
    expect(stored.conversation).toContain(`Assistant (as reported by the visitor): ${messages.chatNoMatch}`)
    await eventually(async () => {
      const mails = await mailsTo('staff@test.local')
      expect(mails.some((mail) => mail.text.includes(email) && mail.text.includes('night-shift support desk'))).toBe(true)
      // The visitor's confirmation, like the other forms': their reference, nothing of the conversation.
      const [confirmation] = await mailsTo(email)
      expect(confirmation?.subject).toBe('We received your request for Customer Care — Pune Talent Works')
      expect(confirmation?.text).toContain(`Your reference is CC-${String(body.id).padStart(5, '0')}`)
      expect(confirmation?.text).not.toContain('night-shift')
    }, 15_000)
  })

  it('answers 400 for an invalid e-mail or a malformed conversation, and 429 past 5 requests in 10 minutes', async () => {
    const bad = await post<ApiError>('/api/assistant/support', { email: 'not-an-email', conversation, page: '/' }, newClient())
    expect(bad.status).toBe(400)
    expect(bad.body.fields?.email).toBe('Please enter a valid e-mail address.')
    const malformed = await post<ApiError>(
      '/api/assistant/support',
      { email: 'a@example.in', conversation: 'hello', page: '/' },
      newClient(),
    )
    expect(malformed.status).toBe(400)
    const client = newClient()
    for (let i = 0; i < 5; i += 1) await post('/api/assistant/support', { email: 'x', conversation: [], page: '/' }, client)
    expect((await post<ApiError>('/api/assistant/support', { email: 'x', conversation: [], page: '/' }, client)).status).toBe(429)
  })
})

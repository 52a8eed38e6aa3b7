// The assistant's learning figures count each visitor once (docs/security.md, "The assistant's learning figures count each visitor once"): a visitor is the chat's session (a
// random id the widget keeps for the tab and sends), or the client address without one. The same question asked six
// times, or "not helpful" clicked again and again, counts once; staff's "Unanswered questions" show distinct visitors.
import { randomBytes } from 'node:crypto'

import { describe, expect, inject, it } from 'vitest'

import { baseUrl, rawSql, staffRequest } from './helpers'

let counter = 0
const newClient = () => `10.67.${Math.floor(++counter / 200)}.${(counter % 200) + 1}`
const newSession = () => randomBytes(16).toString('hex')

async function post(path: string, body: unknown, client: string) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

type Unanswered = { id: number; count: number; lastAskedAt: string }
async function unanswered(normalised: string): Promise<Unanswered | undefined> {
  const { docs } = await staffRequest<{ docs: Unanswered[] }>(
    'GET',
    `/assistant-unanswered?where[normalised][equals]=${encodeURIComponent(normalised)}&depth=0`,
  )
  return docs[0]
}

async function answerFigures(key: string) {
  const { docs } = await staffRequest<{ docs: { helpfulCount: number | null; notHelpfulCount: number | null }[] }>(
    'GET',
    `/assistant-answers?where[key][equals]=${key}&depth=0`,
  )
  return { helpful: docs[0].helpfulCount ?? 0, notHelpful: docs[0].notHelpfulCount ?? 0 }
}

describe(`assistant learning figures on ${inject('dbKind')}`, () => {
  it('counts a question once per visitor, however often they ask it; staff see distinct visitors', async () => {
    const run = Date.now().toString(36).replace(/\d/g, '')
    const question = `Do you repair ${run} tractors on sundays?`
    const normalised = `do you repair ${run} tractors on sundays`
    const client = newClient()
    const session = newSession()
    for (let i = 0; i < 6; i++) expect((await post('/api/assistant', { message: question, session }, client)).status).toBe(200)
    const once = await unanswered(normalised)
    expect(once?.count).toBe(1)

    // A second visitor behind the same address (another tab, another session) counts.
    await post('/api/assistant', { message: question, session: newSession() }, client)
    expect((await unanswered(normalised))?.count).toBe(2)
    // Without a session, the client address is the visitor: twice from a new address counts once.
    const bare = newClient()
    await post('/api/assistant', { message: question }, bare)
    await post('/api/assistant', { message: question }, bare)
    const three = (await unanswered(normalised))!
    expect(three.count).toBe(3)
    expect(new Date(three.lastAskedAt).getTime()).toBeGreaterThanOrEqual(new Date(once!.lastAskedAt).getTime())

    // Only keyed hashes are stored: neither the session nor the address.
    const stored = await rawSql('SELECT subject, visitor FROM assistant_visitors')
    expect(stored.length).toBeGreaterThanOrEqual(3)
    const text = JSON.stringify(stored)
    expect(text).not.toContain(session)
    expect(text).not.toContain(bare)
    expect(text).not.toContain(client)
    await staffRequest('DELETE', `/assistant-unanswered/${three.id}`)
  })

  it('counts a visitor’s helpful / not helpful click once per answer', async () => {
    const before = await answerFigures('payment-methods')
    const client = newClient()
    const session = newSession()
    for (let i = 0; i < 5; i++) {
      const click = await post('/api/assistant/feedback', { key: 'payment-methods', helpful: false, session }, client)
      expect(click).toEqual({ status: 200, body: { msg: 'Thanks for your feedback.' } })
    }
    // Changing their mind does not add a vote either.
    await post('/api/assistant/feedback', { key: 'payment-methods', helpful: true, session }, client)
    expect(await answerFigures('payment-methods')).toEqual({ helpful: before.helpful, notHelpful: before.notHelpful + 1 })

    await post('/api/assistant/feedback', { key: 'payment-methods', helpful: false, session: newSession() }, client)
    const bare = newClient()
    await post('/api/assistant/feedback', { key: 'payment-methods', helpful: true }, bare)
    await post('/api/assistant/feedback', { key: 'payment-methods', helpful: true }, bare)
    expect(await answerFigures('payment-methods')).toEqual({ helpful: before.helpful + 1, notHelpful: before.notHelpful + 2 })
  })

  it('keeps a question whose answer a visitor marked not helpful for staff, with the answer given', async () => {
    const run = Date.now().toString(36).replace(/\d/g, '')
    // An answer from the site: the reply names its page, and "not helpful" with the question keeps the question. (A
    // word of the run's own would make the question one the site has no confident answer for, so the text is fixed
    // and any row an earlier run left is removed first.)
    const siteQuestion = 'How long do you keep my resume?'
    const normalised = 'how long do you keep my resume'
    const left = await unanswered(normalised)
    if (left) await staffRequest('DELETE', `/assistant-unanswered/${left.id}`)
    const asked = await post('/api/assistant', { message: siteQuestion }, newClient())
    expect(asked.body).toMatchObject({ page: '/privacy-policy#retention' })
    expect(asked.body.key).toBeUndefined()
    expect(await unanswered(normalised)).toBeUndefined()
    const session = newSession()
    const click = { page: '/privacy-policy#retention', helpful: false, question: siteQuestion, session }
    expect(await post('/api/assistant/feedback', click, newClient())).toEqual({ status: 200, body: { msg: 'Thanks for your feedback.' } })
    // The same visitor clicking again changes nothing; a second visitor counts.
    await post('/api/assistant/feedback', click, newClient())
    const site = await staffRequest<{ docs: (Unanswered & { notHelpful: boolean; answerGiven: string; question: string })[] }>(
      'GET',
      `/assistant-unanswered?where[normalised][equals]=${encodeURIComponent(normalised)}&depth=0`,
    )
    expect(site.docs).toHaveLength(1)
    expect(site.docs[0]).toMatchObject({
      question: siteQuestion,
      count: 1,
      notHelpful: true,
      answerGiven: 'From the site: /privacy-policy#retention',
    })
    await post('/api/assistant/feedback', { ...click, session: newSession() }, newClient())
    expect((await unanswered(normalised))?.count).toBe(2)

    // A curated answer: the count goes up and the question is kept with the entry's name; a helpful click keeps nothing.
    const before = await answerFigures('payment-methods')
    const curatedQuestion = `what payment methods ${run} do you take`
    const marked = await post(
      '/api/assistant/feedback',
      { key: 'payment-methods', helpful: false, question: `${curatedQuestion} (mail me at meera@example.com)`, session: newSession() },
      newClient(),
    )
    expect(marked.status).toBe(200)
    expect(await answerFigures('payment-methods')).toEqual({ helpful: before.helpful, notHelpful: before.notHelpful + 1 })
    const curated = await staffRequest<{ docs: { id: number; question: string; notHelpful: boolean; answerGiven: string }[] }>(
      'GET',
      `/assistant-unanswered?where[question][like]=${encodeURIComponent(run)}&depth=0`,
    )
    expect(curated.docs.map(({ question, notHelpful, answerGiven }) => ({ question, notHelpful, answerGiven }))).toEqual([
      {
        question: `${curatedQuestion} (mail me at [email])`,
        notHelpful: true,
        answerGiven: expect.stringMatching(/ \(curated answer\)$/),
      },
    ])
    const helpfulQuestion = `a helpful ${run} one`
    await post(
      '/api/assistant/feedback',
      { key: 'payment-methods', helpful: true, question: helpfulQuestion, session: newSession() },
      newClient(),
    )
    expect(await unanswered(`a helpful ${run} one`)).toBeUndefined()
    for (const doc of [...site.docs, ...curated.docs]) await staffRequest('DELETE', `/assistant-unanswered/${doc.id}`).catch(() => {})
  })

  it('refuses a click that names no answer, two answers, or a page outside the site, with 400 and a message', async () => {
    for (const body of [
      { helpful: false },
      { key: 'payment-methods', page: '/faqs', helpful: false },
      { page: 'https://example.com/', helpful: false },
      { page: '//example.com/x', helpful: false },
    ]) {
      const clicked = await post('/api/assistant/feedback', body, newClient())
      expect(clicked.status, JSON.stringify(body)).toBe(400)
      expect(clicked.body.msg).toBe('Please say which answer this is about.')
    }
  })

  it('refuses a malformed session id with 400 and a message', async () => {
    for (const session of ['short', 'x'.repeat(65), '<script>alert(1)</script>xxxxxxxx', 42]) {
      const asked = await post('/api/assistant', { message: 'hello', session }, newClient())
      expect(asked.status, String(session)).toBe(400)
      expect(asked.body.msg).toBe('The chat session is not valid. Reload the page and try again.')
      const clicked = await post('/api/assistant/feedback', { key: 'payment-methods', helpful: true, session }, newClient())
      expect(clicked.status).toBe(400)
    }
  })
})

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

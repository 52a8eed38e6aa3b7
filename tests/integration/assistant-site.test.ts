// The assistant answering from the site against the real server and database: an answer from a page's own
// sentences with a link to its section, an open-role answer with the /jobs filter, a staff edit of a page changing
// the answer within the freshness bound (1 s: the index follows the content version that every edit moves), and the
// staff-only list of the passages the assistant weighed for a question.
import { afterAll, describe, expect, inject, it } from 'vitest'

import { messages } from '@/lib/messages'

import { baseUrl, eventually, staffHeaders, staffRequest } from './helpers'

type Reply = { answer: string; cta?: { text: string; link: string }; key?: string }

let clientCounter = 0
/** Each question from its own address, so the assistant's per-address limit never throttles this file. */
const newClient = () => `10.67.${Math.floor(++clientCounter / 200)}.${(clientCounter % 200) + 1}`

async function ask(message: string): Promise<Reply> {
  const response = await fetch(`${baseUrl()}/api/assistant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
    body: JSON.stringify({ message }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Reply
}

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo()
})

describe(`assistant answers from the site on ${inject('dbKind')}`, () => {
  it('answers from a page’s own sentences with a link to the page and section', async () => {
    const reply = await ask('how long do you keep my resume')
    expect(reply.answer).toContain(
      'Talent profiles and resumes: while your account is active, and for up to two years after your last activity so that we can consider you for new roles, unless you ask us to delete them earlier.',
    )
    expect(reply.cta).toEqual({ text: 'Read more: Privacy Policy → How long we keep information', link: '/privacy-policy#retention' })
    expect(reply.key).toBeUndefined()
  })

  it('answers a search for open roles with the matching roles and a /jobs link with the filter', async () => {
    const reply = await ask('any gig or freelance roles')
    expect(reply.cta).toEqual({ text: 'See all 2 matching roles', link: '/jobs?type=gig' })
    expect(reply.answer).toBe(
      'Open roles that match: AI Chatbot Trainer (Marathi and English) (Gig, Remote within India); Campus Ambassador (Pune colleges) (Gig, On-site in Pune).',
    )
  })

  it('follows a staff edit of a page: the new text answers at once, and the old one is gone after the edit is undone', async () => {
    const question = 'do you build quokka migration dashboards for wildlife sanctuaries'
    const sentence = 'We also build quokka migration dashboards for wildlife sanctuaries and their trustees.'
    expect(await ask(question)).toEqual({ answer: messages.chatNoMatch })

    const { docs } = await staffRequest<{ docs: { id: number; description: string }[] }>(
      'GET',
      '/subpages?where[slug][equals]=data-analytics&depth=0',
    )
    const service = docs[0]
    const restore = () => staffRequest('PATCH', `/subpages/${service.id}`, { description: service.description })
    cleanup.push(restore)
    await staffRequest('PATCH', `/subpages/${service.id}`, { description: `${service.description} ${sentence}` })

    await eventually(async () => {
      const reply = await ask(question)
      expect(reply.answer).toContain(sentence)
      expect(reply.cta?.link).toBe('/subpage/data-analytics')
    }, 1000)

    await restore()
    await eventually(async () => expect(await ask(question)).toEqual({ answer: messages.chatNoMatch }), 1000)
  })

  it('follows a staff edit of the Terms (a global staff write per language) and links to the edited section', async () => {
    const question = 'do your terms cover quokka sanctuary volunteering rosters'
    const sentence = 'These terms also cover quokka sanctuary volunteering rosters arranged through us.'
    expect(await ask(question)).toEqual({ answer: messages.chatNoMatch })

    type Section = { id: string; anchor: string; title: string; body: string }
    const { sections } = await staffRequest<{ sections: Section[] }>('GET', '/globals/terms?locale=en&depth=0')
    const fees = sections.find((section) => section.anchor === 'fees-and-payment')!
    const restore = () => staffRequest('POST', '/globals/terms?locale=en', { sections })
    cleanup.push(restore)
    await staffRequest('POST', '/globals/terms?locale=en', {
      sections: sections.map((section) => (section === fees ? { ...section, body: `${section.body}\n\n${sentence}` } : section)),
    })

    await eventually(async () => {
      const reply = await ask(question)
      expect(reply.answer).toContain(sentence)
      expect(reply.cta?.link).toBe('/terms-of-service#fees-and-payment')
    }, 1000)

    await restore()
    await eventually(async () => expect(await ask(question)).toEqual({ answer: messages.chatNoMatch }), 1000)
  })

  it('shows staff the passages it weighed for a question, each with the answer it would give; nobody else', async () => {
    const address = `${baseUrl()}/api/assistant/considered?question=${encodeURIComponent('how long do you keep my resume')}`
    const anonymous = await fetch(address)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: 'unauthorized', msg: messages.assistantConsideredStaffLogin })

    const staff = await fetch(address, { headers: await staffHeaders() })
    expect(staff.status).toBe(200)
    const { passages } = (await staff.json()) as {
      passages: { page: string; section: string | null; link: string; answer: string; ctaText: string }[]
    }
    expect(passages.length).toBeGreaterThan(1)
    expect(passages[0]).toEqual({
      page: 'Privacy Policy',
      section: 'How long we keep information',
      link: '/privacy-policy#retention',
      answer: expect.stringContaining('Talent profiles and resumes'),
      ctaText: 'Read more: Privacy Policy → How long we keep information',
    })

    const blank = await fetch(`${baseUrl()}/api/assistant/considered?question=%20`, { headers: await staffHeaders() })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toEqual({ error: 'invalid_question', msg: messages.assistantConsideredQuestion })
  })
})

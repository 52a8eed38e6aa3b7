// POST /api/assistant in Marathi and Hindi against the real server and database (issue 34 §3): the chat on a /mr or
// /hi page sends the page's language; a question typed in Devanagari or Latin letters gets the stored Marathi or Hindi
// answer, an off-topic one the no-match text in that language, a staff edit of the Marathi answer is given at once,
// and an unknown language is refused with a message.
import { afterAll, describe, expect, inject, it } from 'vitest'

import { assistantLanguages } from '@/cms/seed/data/assistantLanguages'
import { assistantAnswers } from '@/cms/seed/data/assistant'
import { messages } from '@/lib/messages'

import { baseUrl, eventually, staffRequest } from './helpers'

type Reply = { answer: string; cta?: { text: string; link: string }; key?: string; lang?: string }
type ApiError = { error: string; msg: string }

let clientCounter = 0
const newClient = () => `10.68.${Math.floor(++clientCounter / 200)}.${(clientCounter % 200) + 1}`

async function ask(body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl()}/api/assistant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Reply & ApiError }
}

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo()
})

const location = assistantAnswers.find(({ key }) => key === 'location')!

describe(`assistant API in Marathi and Hindi on ${inject('dbKind')}`, () => {
  it('answers a Marathi question on a Marathi page with the Marathi answer and link text', async () => {
    const reply = await ask({ message: 'तुमचे ऑफिस कुठे आहे?', locale: 'mr' })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      answer: assistantLanguages.location.marathi[0],
      cta: { text: 'संपर्काची माहिती', link: location.cta!.link },
      key: 'location',
      lang: 'mr',
    })
  })

  it('answers a Hindi question, in Devanagari or in Latin letters, on a Hindi page in Hindi', async () => {
    for (const message of ['आपका ऑफिस कहाँ है?', 'office kahan hai aapka']) {
      const reply = await ask({ message, locale: 'hi' })
      expect(reply.status).toBe(200)
      expect(reply.body).toMatchObject({ answer: assistantLanguages.location.hindi[0], key: 'location', lang: 'hi' })
      expect(reply.body.cta?.text).toBe('संपर्क की जानकारी')
    }
  })

  it('answers the same question in English on an English page (no language sent)', async () => {
    const reply = await ask({ message: 'तुमचे ऑफिस कुठे आहे?' })
    expect(reply.body).toEqual({ answer: location.answer, cta: location.cta, key: 'location' })
  })

  it('gives an off-topic question the no-match text in the page language', async () => {
    const reply = await ask({ message: 'आज पुण्यात पाऊस पडेल का, हवामान सांगा', locale: 'mr' })
    expect(reply.status).toBe(200)
    expect(reply.body.answer).toBe('माफ करा, या प्रश्नाचे उत्तर मला सापडले नाही. कृपया वेगळ्या शब्दांत विचारा किंवा आमच्या सपोर्ट टीमशी संपर्क साधा.')
    expect(reply.body.answer).not.toBe(messages.chatNoMatch)
    expect(reply.body.key).toBeUndefined()
  })

  it("gives staff's edited Marathi answer at once", async () => {
    const { docs } = await staffRequest<{ docs: { id: number; marathi: { answer: string } }[] }>(
      'GET',
      '/assistant-answers?where[key][equals]=location&depth=0',
    )
    const [entry] = docs
    const original = entry.marathi.answer
    cleanup.push(() => staffRequest('PATCH', `/assistant-answers/${entry.id}`, { marathi: { answer: original } }))
    const edited = `${original} रविवारी ऑफिस बंद असते.`
    await staffRequest('PATCH', `/assistant-answers/${entry.id}`, { marathi: { answer: edited } })
    await eventually(async () => expect((await ask({ message: 'तुमचे ऑफिस कुठे आहे?', locale: 'mr' })).body.answer).toBe(edited))
  })

  it('refuses a language the site does not offer with a 400 and a message', async () => {
    const reply = await ask({ message: 'where is your office', locale: 'fr' })
    expect(reply.status).toBe(400)
    expect(reply.body.msg).toBe('The language is not one the site offers.')
  })
})

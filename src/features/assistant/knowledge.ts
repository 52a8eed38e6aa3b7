// Loads the active knowledge entries and answers a visitor's message. Server-only: the entries never reach the browser.
import type { Payload } from 'payload'

import { cachedMatcher } from './indexCache'
import { buildMatcher, replyFor } from './matcher'
import type { AssistantReply, KnowledgeEntry } from './types'

async function loadActiveEntries(payload: Payload): Promise<KnowledgeEntry[]> {
  // The knowledge base is staff-only content read by the system, not by the visitor, hence overrideAccess.
  const { docs } = await payload.find({
    collection: 'assistant-answers',
    where: { active: { equals: true } },
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    key: doc.key,
    title: doc.title,
    topic: doc.topic,
    questions: doc.questions,
    keywords: doc.keywords,
    answer: doc.answer,
    cta: doc.cta?.text && doc.cta.link ? { text: doc.cta.text, link: doc.cta.link } : null,
  }))
}

export async function answerMessage(payload: Payload, message: string): Promise<AssistantReply> {
  const matcher = await cachedMatcher(async () => buildMatcher(await loadActiveEntries(payload)))
  return replyFor(matcher.match(message))
}
